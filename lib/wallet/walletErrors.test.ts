import { message } from '@/lib/i18n/message';
import {
  ResourceUnavailableRpcError,
  RpcRequestError,
  SwitchChainError,
  TransactionExecutionError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import {
  isSwitchUnsupported,
  isUserRejection,
  REQUEST_PENDING_MESSAGE,
  switchingNotSupportedMessage,
  walletErrorCodes,
  walletErrorMessage,
  walletRequestNotice,
} from './walletErrors';

describe('walletErrorMessage', () => {
  it('is silent for a user rejection, however deeply wrapped', () => {
    const rejected = new UserRejectedRequestError(new Error('User rejected the request.'));
    expect(walletErrorCodes(rejected)).toContain(4001);
    expect(walletErrorMessage(new TransactionExecutionError(rejected, { account: undefined } as never))).toBeNull();
  });

  it('tells the visitor to check the wallet for -32002', () => {
    expect(walletErrorMessage(new ResourceUnavailableRpcError(new Error('pending')))).toEqual(message('requestPending'));
  });

  it("shows viem's short message otherwise", () => {
    const error = new RpcRequestError({ body: {}, url: 'http://127.0.0.1', error: { code: -32000, message: 'insufficient funds' } });
    expect(walletErrorMessage(error)).toEqual(message('walletSaid', { detail: 'RPC Request failed.' }));
    expect(walletErrorMessage(new Error('plain'))).toEqual(message('walletSaid', { detail: 'plain' }));
  });
});

describe('isUserRejection', () => {
  it('finds a rejection wrapped by viem, or a plain EIP-1193 4001, and nothing else', () => {
    const rejected = new UserRejectedRequestError(new Error('User rejected the request.'));
    expect(isUserRejection(new TransactionExecutionError(rejected, { account: undefined } as never))).toBe(true);
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true);
    expect(isUserRejection(new ResourceUnavailableRpcError(new Error('pending')))).toBe(false);
    expect(isUserRejection(new Error('plain'))).toBe(false);
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

describe('walletRequestNotice', () => {
  const pending = Object.assign(new Error('Request of type wallet_requestPermissions already pending'), { code: -32002 });

  it('finds the wallet\'s -32002 or 4001 under the 4902 of wagmi\'s SwitchChainError', () => {
    const wrappedPending = new SwitchChainError(Object.assign(new Error('already pending'), { code: -32002 }));
    expect(walletErrorCodes(wrappedPending)).toEqual([4902, -32002]);
    expect(walletRequestNotice('switchChain', wrappedPending, 'Co-Editions')).toBe(REQUEST_PENDING_MESSAGE);
    const wrappedRejection = new SwitchChainError(new UserRejectedRequestError(new Error('no')));
    expect(walletRequestNotice('switchChain', wrappedRejection, 'Co-Editions')).toBeNull();
  });

  it('says to check the wallet for -32002 on every kind, wrapped by viem or not', () => {
    for (const kind of ['connect', 'switchChain', 'signMessage'] as const) {
      expect(walletRequestNotice(kind, pending, 'Co-Editions'), kind).toBe(REQUEST_PENDING_MESSAGE);
      expect(walletRequestNotice(kind, new ResourceUnavailableRpcError(new Error('pending')), 'Co-Editions'), kind).toBe(REQUEST_PENDING_MESSAGE);
    }
  });

  it('is quiet for a rejection and a closed WalletConnect modal', () => {
    const rejected = new UserRejectedRequestError(new Error('no'));
    for (const kind of ['connect', 'switchChain', 'signMessage'] as const) {
      expect(walletRequestNotice(kind, rejected, 'Co-Editions'), kind).toBeNull();
      expect(walletRequestNotice(kind, Object.assign(new Error('no'), { code: 4001 }), 'Co-Editions'), kind).toBeNull();
    }
    expect(walletRequestNotice('connect', new Error('Connection request reset. Please try again.'), 'Co-Editions')).toBeNull();
  });

  it("gives the kit's words for a wallet that cannot switch, and the short message for other connect or switch failures", () => {
    const unsupported = new SwitchChainError(new UnsupportedProviderMethodError(new Error('no')));
    expect(walletRequestNotice('switchChain', unsupported, 'Co-Editions')).toEqual(switchingNotSupportedMessage('Co-Editions'));
    expect(walletRequestNotice('connect', new Error('Provider not found.'), 'Co-Editions')).toEqual(message('walletSaid', { detail: 'Provider not found.' }));
  });

  it("leaves other signing failures to the kit's sign-in modal", () => {
    expect(walletRequestNotice('signMessage', new Error('internal'), 'Co-Editions')).toBeNull();
  });
});
