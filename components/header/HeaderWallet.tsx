import { useIsRestoring } from '@tanstack/react-query';
import { useAccount } from 'wagmi';
import { ConnectButton } from './ConnectWalletButton';
import { useSiweSession } from '@/components/providers/SiweSessionProvider';
import { useWalletKit } from '@/components/providers/WalletKitLoader';

/**
 * The header's wallet slot (spec §2 "Connect button": hidden until mounted
 * and while authentication is loading): {@link ConnectButton} once it can
 * show the right button. Until then a neutral placeholder of the button's
 * height holds the place, so nothing shifts and "Connect Wallet" never
 * flashes for a visitor whose stored connection is being restored (issue
 * #5): during the server render and hydration, while wagmi restores the
 * stored connection (until its account is back, or nothing was restored),
 * while the persisted query cache is read back (so the account button
 * comes up with its last known balance rather than growing when it
 * arrives), and while the sign-in status loads.
 *
 * When the kit's code was asked for (a button was clicked) and failed to
 * download, it says "Wallet tools failed to load." with a Retry; the
 * modal asked for opens once the retry succeeds.
 */
export function WalletButton() {
  const { status: kitStatus, restore, retry } = useWalletKit();
  const { status: signInStatus } = useSiweSession();
  // wagmi keeps restoring (it asks every connector in turn) after the
  // stored connection is back; the account is known from that moment on
  // (see `ConnectButton`).
  const { address } = useAccount();
  const restored = restore === 'settled' || (restore === 'restoring' && address !== undefined);
  const cacheRestoring = useIsRestoring();
  const showButton = restored && !cacheRestoring && signInStatus !== 'loading';

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
      {showButton ? (
        <ConnectButton />
      ) : (
        <div className="connect-placeholder" data-testid="connect-placeholder" role="status" aria-label="Loading wallet" />
      )}
    </div>
  );
}
