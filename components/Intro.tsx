import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useSiweSession } from './SiweAuthProvider';

/**
 * What a disconnected visitor sees on the home page: a short intro and a
 * call to connect that opens the kit's Connect a Wallet modal (disabled while
 * the sign-in status is loading, like the header's button).
 */
export function Intro() {
  const { openConnectModal } = useConnectModal();
  const { status } = useSiweSession();
  return (
    <section className="intro" aria-labelledby="intro-heading">
      <h1 id="intro-heading">Collect and share editions on Ethereum</h1>
      <p>
        Connect a browser wallet, a mobile wallet over WalletConnect, or a Safe to see your account,
        your balance and your recent transactions.
      </p>
      <button
        type="button"
        className="button primary"
        onClick={openConnectModal}
        disabled={!openConnectModal || status === 'loading'}
      >
        Connect a wallet
      </button>
    </section>
  );
}
