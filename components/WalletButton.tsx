import { useCallback, useEffect, useId, useState } from 'react';
import { useAccount } from 'wagmi';
import { useSiweSession } from './SiweAuthProvider';
import { useWalletKit } from './WalletKitProvider';

/**
 * Where the kit's ConnectButton goes in the header (spec §2 "Connect
 * button"; the kit renders it here through a portal, see `WalletKit`).
 *
 * Until it can show the right button, a neutral placeholder of the
 * button's height holds the place, so nothing shifts and "Connect Wallet"
 * never flashes for a visitor whose stored connection is being restored
 * (issue #5): while the kit's code loads, while wagmi restores the stored
 * connection (until its account is back, or nothing was restored), and
 * while the sign-in status loads (the kit would show a
 * Connect button it then undoes). If the kit's code fails to download, it
 * says so and offers a retry.
 *
 * The element carries `data-rk`, RainbowKit's theme root attribute, so the
 * kit's theme variables and reset apply to the button rendered into it.
 */
export function WalletButton() {
  const id = useId();
  const { status: kitStatus, restore, retry, setButtonSlot } = useWalletKit();
  const { status: signInStatus } = useSiweSession();
  // wagmi keeps restoring (it asks every connector) after the stored
  // connection is back; the account is known from that moment on.
  const { address } = useAccount();
  const restored = restore === 'settled' || (restore === 'restoring' && address !== undefined);
  const showButton = kitStatus === 'ready' && restored && signInStatus !== 'loading';

  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => setElement(node), []);
  useEffect(() => {
    setButtonSlot(id, showButton ? element : null);
    return () => setButtonSlot(id, null);
  }, [id, showButton, element, setButtonSlot]);

  if (kitStatus === 'failed') {
    return (
      <div className="wallet-button" role="alert">
        <span className="wallet-button-error">Wallet tools failed to load.</span>
        <button type="button" className="button" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="wallet-button" data-rk="" ref={ref}>
      {!showButton && (
        <div className="connect-placeholder" data-testid="connect-placeholder" role="status" aria-label="Loading wallet" />
      )}
    </div>
  );
}
