import { BaseError } from 'viem';

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED_CODE = 4001;
/** JSON-RPC "Resource unavailable": the wallet already has a request waiting (spec §8). */
export const REQUEST_PENDING_CODE = -32002;

/** The first numeric RPC error code in a viem error's cause chain, if any. */
export function walletErrorCode(error: unknown): number | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const found = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number');
  return (found as { code?: number } | null)?.code;
}

/**
 * What the visitor sees for a failed wallet or node request (spec §8 "Wallet
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
