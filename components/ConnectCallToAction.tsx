import { useAccount } from 'wagmi';
import { useSiweSession } from './SiweAuthProvider';
import { useWalletKit } from './WalletKitProvider';

/**
 * A page's own "Connect a wallet" button, which opens the kit's Connect a
 * Wallet modal (a click before the kit's code has loaded opens it once it
 * has). Until a stored connection has been restored and the sign-in status
 * is known, a neutral placeholder of the button's size stands in, so a
 * returning visitor never sees it flash (issue #5). Renders nothing once
 * connected.
 */
export function ConnectCallToAction() {
  const { isConnected } = useAccount();
  const { restore, connect } = useWalletKit();
  const { status: signInStatus } = useSiweSession();
  if (restore !== 'settled' || signInStatus === 'loading') {
    return <div className="button-placeholder" data-testid="connect-cta-placeholder" aria-hidden="true" />;
  }
  if (isConnected) return null;
  return (
    <button type="button" className="button primary" onClick={connect}>
      Connect a wallet
    </button>
  );
}
