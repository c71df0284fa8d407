import { useAccount } from 'wagmi';
import { useSiweSession } from './SiweAuthProvider';
import { useWalletKit } from './WalletKitProvider';

/**
 * The top of the home page, the same for every visitor and rendered on the
 * server so it paints before any script runs (issue #5, LCP): a heading and
 * a line on what the app shows. Below it, a call to connect that opens the
 * kit's Connect a Wallet modal, for disconnected visitors only.
 *
 * While a stored connection is being restored (or the kit's code and the
 * sign-in status are still loading) a neutral placeholder of the button's
 * size stands in, so a returning visitor never sees "Connect" (issue #5).
 * A click before the kit has loaded opens the modal once it has.
 */
export function Intro() {
  const { isConnected } = useAccount();
  const { restore, connect } = useWalletKit();
  const { status: signInStatus } = useSiweSession();
  const settled = restore === 'settled' && signInStatus !== 'loading';
  return (
    <section className="intro" aria-labelledby="intro-heading">
      <h1 id="intro-heading">Collect and share editions on Ethereum</h1>
      <p>
        Your account, your balance and your recent transactions, from a browser wallet, a mobile
        wallet over WalletConnect, or a Safe.
      </p>
      {!settled ? (
        <div className="button-placeholder" data-testid="intro-placeholder" aria-hidden="true" />
      ) : (
        !isConnected && (
          <button type="button" className="button primary" onClick={connect}>
            Connect a wallet
          </button>
        )
      )}
    </section>
  );
}
