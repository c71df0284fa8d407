import { describe, expect, it } from 'vitest';
import { InvalidEnvError } from './InvalidEnvError';
import { parseWalletConnectProjectId } from './walletConnectProjectId';

describe('parseWalletConnectProjectId', () => {
  it.each([undefined, '', '   '])('fails for %j with the kit message, naming the variable', (value) => {
    const error = (() => {
      try {
        parseWalletConnectProjectId(value);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidEnvError);
    expect((error as InvalidEnvError).variable).toBe('NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID');
    expect((error as Error).message).toBe(
      'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: No projectId found. Every dApp must now provide a WalletConnect Cloud projectId.',
    );
  });

  it('passes the placeholder through, flagged, for the kit to substitute', () => {
    expect(parseWalletConnectProjectId('YOUR_PROJECT_ID')).toEqual({
      projectId: 'YOUR_PROJECT_ID',
      isPlaceholder: true,
    });
  });

  it('accepts a 32-hex-character Cloud project id', () => {
    expect(parseWalletConnectProjectId('0123456789abcdef0123456789ABCDEF')).toEqual({
      projectId: '0123456789abcdef0123456789ABCDEF',
      isPlaceholder: false,
    });
  });

  it('rejects a malformed id naming the variable', () => {
    expect(() => parseWalletConnectProjectId('my-project')).toThrow(
      /^NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: "my-project" is not a WalletConnect Cloud project id/,
    );
  });
});
