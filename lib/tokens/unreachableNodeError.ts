import { BaseError, HttpRequestError, TimeoutError, WebSocketRequestError } from 'viem';

/** One result of viem's `multicall` with `allowFailure: true`. */
export type MulticallResultLike = { status: 'success' | 'failure'; error?: unknown };

/**
 * Why a batched read (viem `multicall` with `allowFailure: true`, one
 * Multicall3 `aggregate3` call) never reached the chain. viem does not throw
 * then: it hands the transport's error (`HttpRequestError`, such as a
 * refused connection; `TimeoutError`; `WebSocketRequestError`) to every call
 * of the batch, so a node that is down would read as "every token failed".
 * A failure of the call itself (no code at the address, a revert, data that
 * is not a uint256) never carries a transport error: the node answered.
 *
 * @returns the transport error, or `undefined` when the node answered.
 */
export function unreachableNodeError(results: readonly MulticallResultLike[] | undefined): BaseError | undefined {
  for (const result of results ?? []) {
    const { error } = result;
    if (result.status !== 'failure' || !(error instanceof BaseError)) continue;
    const transportError = error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError || cause instanceof WebSocketRequestError);
    if (transportError) return error;
  }
  return undefined;
}
