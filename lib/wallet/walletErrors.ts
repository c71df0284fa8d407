import { message, type Message } from '@/lib/i18n/message';

/*
 * Read from the error's shape, not with viem's error classes: this module is
 * in every page's first load (the header's wallet notices), and importing
 * viem's errors would bring viem's ABI code with them.
 */

/** EIP-1193 "User Rejected Request". */
const USER_REJECTED_CODE = 4001;
/** JSON-RPC "Resource unavailable": the wallet already has a request waiting (EIP-1474). */
const REQUEST_PENDING_CODE = -32002;

/**
 * Every numeric RPC error code along an error's `cause` chain, outermost
 * first: a viem error and the errors it wraps, or a plain EIP-1193 error
 * (some wagmi connectors rethrow the provider's own error unwrapped). The
 * wallet's own answer is often not the first: wagmi wraps a failed switch
 * in viem's `SwitchChainError`, which carries 4902 whatever the wallet said.
 */
export function walletErrorCodes(error: unknown): number[] {
  const codes: number[] = [];
  const seen = new Set<unknown>();
  for (let current: unknown = error; typeof current === 'object' && current !== null && !seen.has(current); ) {
    seen.add(current);
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'number') codes.push(code);
    current = cause;
  }
  return codes;
}

/** Whether the visitor rejected the request in the wallet: EIP-1193 4001 anywhere along the cause chain, or viem's `UserRejectedRequestError`. */
export function isUserRejection(error: unknown): boolean {
  return walletErrorCodes(error).includes(USER_REJECTED_CODE) || (error instanceof Error && error.name === 'UserRejectedRequestError');
}

/**
 * What the wallet or node said of a failure, as it said it (English, as a
 * rule): viem's and wagmi's one-line `shortMessage`, else the error's `message`.
 *
 * @returns the text, or `undefined` when the error carries none.
 */
export function errorDetail(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const shortMessage = (error as { shortMessage?: unknown }).shortMessage;
  return (typeof shortMessage === 'string' && shortMessage !== '' ? shortMessage : error.message) || undefined;
}

/** What the visitor sees for a -32002 answer, wherever the request came from ("Check your wallet: a request is already waiting"). */
export const REQUEST_PENDING_MESSAGE: Message = message('requestPending');

/**
 * What the visitor sees for a failed wallet or node request ("Wallet
 * errors"): nothing for a rejection (4001), a hint for a request already
 * waiting in the wallet (-32002), otherwise viem's short message, as the
 * wallet or node wrote it (`walletSaid`, its `detail`).
 *
 * @returns the message, or `null` when nothing should be shown.
 */
export function walletErrorMessage(error: unknown): Message | null {
  const codes = walletErrorCodes(error);
  if (codes.includes(USER_REJECTED_CODE)) return null;
  if (codes.includes(REQUEST_PENDING_CODE)) return REQUEST_PENDING_MESSAGE;
  const detail = errorDetail(error);
  return detail ? message('walletSaid', { detail }) : message('somethingWrong');
}

/** A wallet that cannot switch on a site's request: EIP-1193 4200, JSON-RPC -32601, EIP-1474 -32004. */
const SWITCH_UNSUPPORTED_CODES: ReadonlySet<number> = new Set([4200, -32601, -32004]);

/**
 * Whether a failed chain switch means the wallet cannot switch from the
 * site at all (rather than the visitor declining, or the chain missing):
 * one of {@link SWITCH_UNSUPPORTED_CODES}, or wagmi's
 * `SwitchChainNotSupportedError` (a connector without `switchChain`).
 */
export function isSwitchUnsupported(error: unknown): boolean {
  if (error instanceof Error && error.name === 'SwitchChainNotSupportedError') return true;
  return walletErrorCodes(error).some((code) => SWITCH_UNSUPPORTED_CODES.has(code));
}

/**
 * RainbowKit's own words for a wallet that cannot switch (its locale's
 * `chains.switching_not_supported`, in RainbowKit 1.0), which RainbowKit 2.2 no longer
 * shows by itself.
 *
 * @param appName - the app's name, "Co-Editions".
 */
export function switchingNotSupportedMessage(appName: string): Message {
  return message('switchUnsupported', { appName });
}

/** The wallet requests {@link walletRequestNotice} speaks for, by their wagmi mutation key. */
export type WalletRequestKind = 'connect' | 'switchChain' | 'signMessage';

/** What WalletConnect's modal rejects with when the visitor closes it: a rejection, to RainbowKit too. */
const CLOSED_MODAL_MESSAGES: ReadonlySet<string> = new Set(['Connection request reset. Please try again.']);

/**
 * What the page says, beside the kit's own modals, when a wallet request
 * failed (EIP-1193 and EIP-1474 codes):
 * - a rejection (4001), or a closed WalletConnect modal: nothing;
 * - a request already waiting (-32002), for any kind: {@link REQUEST_PENDING_MESSAGE};
 * - a wallet that cannot switch networks: RainbowKit 1.0's words
 *   ({@link switchingNotSupportedMessage});
 * - any other failed connect or switch: the error's short message;
 * - any other failed signature: nothing, since the kit's sign-in modal
 *   says "Error signing message, please retry!" itself.
 *
 * @returns the message, or `null` when the page should say nothing.
 */
export function walletRequestNotice(kind: WalletRequestKind, error: unknown, appName: string): Message | null {
  if (error instanceof Error && (CLOSED_MODAL_MESSAGES.has(error.message) || error.name === 'UserRejectedRequestError')) return null;
  const notice = walletErrorMessage(error);
  if (notice === null || notice === REQUEST_PENDING_MESSAGE) return notice;
  if (kind === 'switchChain' && isSwitchUnsupported(error)) return switchingNotSupportedMessage(appName);
  return kind === 'signMessage' ? null : notice;
}
