import { describe, expect, it } from 'vitest';
import { isRecognisedInjectedWallet } from './injectedWallet';

describe('isRecognisedInjectedWallet (Browser Wallet hiding rule)', () => {
  it.each(['isMetaMask', 'isCoinbaseWallet', 'isBraveWallet', 'isRainbow', 'isRabby', 'isPhantom'])(
    'recognises a provider flagged %s',
    (flag) => {
      expect(isRecognisedInjectedWallet({ [flag]: true, request: () => undefined })).toBe(true);
    },
  );

  it('does not recognise an unflagged provider, or a flag that is not true', () => {
    expect(isRecognisedInjectedWallet({ request: () => undefined })).toBe(false);
    expect(isRecognisedInjectedWallet({ isMetaMask: false })).toBe(false);
    expect(isRecognisedInjectedWallet({ isMetaMask: 'yes' })).toBe(false);
  });

  it('looks inside a multi-provider `providers` array', () => {
    expect(isRecognisedInjectedWallet({ providers: [{}, { isCoinbaseWallet: true }] })).toBe(true);
    expect(isRecognisedInjectedWallet({ providers: [{}, {}] })).toBe(false);
  });

  it('is false when there is no provider', () => {
    expect(isRecognisedInjectedWallet(undefined)).toBe(false);
    expect(isRecognisedInjectedWallet(null)).toBe(false);
  });
});
