import { ConnectCallToAction } from './ConnectCallToAction';

/**
 * The top of the home page, the same for every visitor and rendered on the
 * server so it paints before any script runs (LCP, `docs/performance.md`): a heading and
 * a line on what the app shows. Below it, for disconnected visitors, the
 * call to connect ({@link ConnectCallToAction}).
 */
export function Intro() {
  return (
    <section className="intro" aria-labelledby="intro-heading">
      <h1 id="intro-heading">Collect and share editions on Ethereum</h1>
      <p>
        Your account, your balance and your recent transactions, from a browser wallet, a mobile
        wallet over WalletConnect, or a Safe.
      </p>
      <ConnectCallToAction />
    </section>
  );
}
