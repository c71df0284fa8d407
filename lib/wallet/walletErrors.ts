import { BaseError } from 'viem';

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED_CODE = 4001;
/** JSON-RPC "Resource unavailable": the wallet already has a request waiting (EIP-1474). */
export const REQUEST_PENDING_CODE = -32002;

/** The first numeric RPC error code in a viem error's cause chain, if any. */
export function walletErrorCode(error: unknown): number | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const found = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number');
  return (found as { code?: number } | null)?.code;
}

/**
 * What the visitor sees for a failed wallet or node request ("Wallet
 * errors"): nothing for a rejection (4001), a hint for a request already
 * waiting in the wallet (-32002), otherwise viem's short message.
 *
 * @returns the message, or `null` when nothing should be shown.
 */
export function walletErrorMessage(error: unknown): string | null {
  const code = walletErrorCode(error);
  if (code === USER_REJECTED_CODE) return null;
  if (code === REQUEST_PENDING_CODE) return 'Check your wallet: a request is already waiting';
  if (error instanceof BaseError) return error.shortMessage;
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/** Why a transaction would fail, from a failed gas estimate: viem's short message. */
export function estimateFailureReason(error: unknown): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => cause instanceof BaseError && /revert/i.test(cause.shortMessage));
    return (reverted instanceof BaseError ? reverted : error).shortMessage;
  }
  return error instanceof Error ? error.message : 'unknown reason';
}

/**
 * Codes a wallet answers `wallet_switchEthereumChain` with when it cannot
 * switch on a site's request: EIP-1193 4200 "Unsupported Method", JSON-RPC
 * -32601 "Method not found" and EIP-1474 -32004 "Method not supported".
 */
export const SWITCH_UNSUPPORTED_CODES: ReadonlySet<number> = new Set([4200, -32601, -32004]);

/**
 * Whether a failed chain switch means the wallet cannot switch from the
 * site at all (rather than the visitor declining, or the chain missing):
 * one of {@link SWITCH_UNSUPPORTED_CODES}, or wagmi's
 * `SwitchChainNotSupportedError` (a connector without `switchChain`).
 */
export function isSwitchUnsupported(error: unknown): boolean {
  if (error instanceof Error && error.name === 'SwitchChainNotSupportedError') return true;
  if (!(error instanceof BaseError)) return false;
  // Anywhere in the chain: wagmi wraps the wallet's answer in viem's
  // SwitchChainError, which carries a code (4902) of its own.
  return (
    error.walk((cause) => {
      const code = (cause as { code?: unknown }).code;
      return typeof code === 'number' && SWITCH_UNSUPPORTED_CODES.has(code);
    }) !== null
  );
}

/**
 * RainbowKit's own words for a wallet that cannot switch (its locale's
 * `chains.switching_not_supported`, in RainbowKit 1.0), which RainbowKit 2.2 no longer
 * shows by itself.
 *
 * @param appName - the app's name, "Co-Editions".
 */
export function switchingNotSupportedMessage(appName: string): string {
  return `Your wallet does not support switching networks from ${appName}. Try switching networks from within your wallet instead.`;
}
