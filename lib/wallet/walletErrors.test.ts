import {
  ResourceUnavailableRpcError,
  RpcRequestError,
  SwitchChainError,
  TransactionExecutionError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { isSwitchUnsupported, walletErrorCode, walletErrorMessage } from './walletErrors';

describe('walletErrorMessage', () => {
  it('is silent for a user rejection, however deeply wrapped', () => {
    const rejected = new UserRejectedRequestError(new Error('User rejected the request.'));
    expect(walletErrorCode(rejected)).toBe(4001);
    expect(walletErrorMessage(new TransactionExecutionError(rejected, { account: undefined } as never))).toBeNull();
  });

  it('tells the visitor to check the wallet for -32002', () => {
    expect(walletErrorMessage(new ResourceUnavailableRpcError(new Error('pending')))).toBe(
      'Check your wallet: a request is already waiting',
    );
  });

  it("shows viem's short message otherwise", () => {
    const error = new RpcRequestError({ body: {}, url: 'http://127.0.0.1', error: { code: -32000, message: 'insufficient funds' } });
    expect(walletErrorMessage(error)).toBe('RPC Request failed.');
    expect(walletErrorMessage(new Error('plain'))).toBe('plain');
  });
});

describe('isSwitchUnsupported', () => {
  it('finds 4200 under wagmi’s SwitchChainError, and not a rejection or an unknown chain', () => {
    const unsupported = new SwitchChainError(new UnsupportedProviderMethodError(new Error('no')));
    expect(isSwitchUnsupported(unsupported)).toBe(true);
    expect(isSwitchUnsupported(new UserRejectedRequestError(new Error('no')))).toBe(false);
    const unknownChain = new SwitchChainError(
      new RpcRequestError({ body: {}, url: 'http://127.0.0.1', error: { code: 4902, message: 'Unrecognized chain' } }),
    );
    expect(isSwitchUnsupported(unknownChain)).toBe(false);
  });
});
