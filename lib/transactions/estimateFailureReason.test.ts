import { BaseError, ContractFunctionRevertedError, encodeErrorResult, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { estimateFailureReason } from './estimateFailureReason';

describe('estimateFailureReason', () => {
  it("gives the contract's decoded revert reason, else viem's short message", () => {
    const data = encodeErrorResult({
      abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }],
      errorName: 'Error',
      args: ['TestToken: recipient is blocked'],
    });
    const reverted = new ContractFunctionRevertedError({ abi: erc20Abi, data, functionName: 'transfer' });
    expect(estimateFailureReason(new BaseError('The simulation failed.', { cause: reverted }))).toBe('TestToken: recipient is blocked');
    expect(estimateFailureReason(new BaseError('Execution reverted.'))).toBe('Execution reverted.');
  });
});
