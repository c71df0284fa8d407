import { useIsRestoring } from '@tanstack/react-query';
import { useConnectionRestore } from '@/components/providers/useConnectionRestore';
import { useSiweSession } from '@/components/providers/SiweSessionProvider';
import { useWalletKit } from '@/components/providers/walletKit';
import { AccountButtons } from './AccountButtons';
import { ConnectWalletButton } from './ConnectWalletButton';

/**
 * The header's wallet slot, where RainbowKit's `ConnectButton` would stand
 * (hidden until mounted and while authentication is loading):
 * - "Connect Wallet" ({@link ConnectWalletButton}) while disconnected, or
 *   connected but not signed in;
 * - the chain and account buttons ({@link AccountButtons}) once connected
 *   and signed in (or connected, with sign-in off).
 *
 * Until it can show the right one, a neutral placeholder of the button's
 * height holds the place, so nothing shifts and "Connect Wallet" never
 * flashes for a returning visitor: during the server render and
 * hydration, while wagmi restores the stored connection
 * ({@link useConnectionRestore}), while the persisted query cache is read
 * back (so the account button comes up with its last known balance rather
 * than growing when it arrives), and while the sign-in status loads.
 *
 * When the kit's code was asked for (a button was clicked) and failed to
 * download, it says "Wallet tools failed to load." with a Retry; the
 * modal asked for opens once the retry succeeds.
 */
export function HeaderWallet() {
  const { status: kitStatus, retry } = useWalletKit();
  const { status: signInStatus } = useSiweSession();
  const { address, restored } = useConnectionRestore();
  const cacheRestoring = useIsRestoring();
  const ready = restored && !cacheRestoring && signInStatus !== 'loading';
  const signedIn = signInStatus === undefined || signInStatus === 'authenticated';

  return (
    <div className="wallet-button">
      {kitStatus === 'failed' && (
        <div className="wallet-button-error" role="alert">
          <span>Wallet tools failed to load.</span>
          <button type="button" className="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {!ready ? (
        <div className="connect-placeholder" data-testid="connect-placeholder" role="status" aria-label="Loading wallet" />
      ) : address && signedIn ? (
        <AccountButtons />
      ) : (
        <ConnectWalletButton />
      )}
    </div>
  );
}
