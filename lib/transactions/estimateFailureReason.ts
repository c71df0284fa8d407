import { BaseError, ContractFunctionRevertedError } from 'viem';

/**
 * Why a transaction would fail, from a failed simulation or gas estimate:
 * the contract's revert reason when viem decoded one (e.g. "TestToken:
 * recipient is blocked"), else viem's short message.
 */
export function estimateFailureReason(error: unknown): string | undefined {
  if (error instanceof BaseError) {
    const decoded = error.walk((cause) => cause instanceof ContractFunctionRevertedError && Boolean(cause.reason));
    if (decoded instanceof ContractFunctionRevertedError && decoded.reason) return decoded.reason;
    const reverted = error.walk((cause) => cause instanceof BaseError && /revert/i.test(cause.shortMessage));
    return (reverted instanceof BaseError ? reverted : error).shortMessage;
  }
  return error instanceof Error ? error.message || undefined : undefined;
}
