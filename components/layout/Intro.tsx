import { ConnectCallToAction } from './ConnectCallToAction';

/**
 * The top of the home page, the same for every visitor and rendered on the
 * server so it paints before any script runs (LCP, `docs/performance.md`): a heading and
 * a line on what the app does. Below it, for disconnected visitors, the
 * call to connect ({@link ConnectCallToAction}).
 */
export function Intro() {
  return (
    <section className="intro" aria-labelledby="intro-heading">
      <h1 id="intro-heading">Pay the people you make things with</h1>
      <p>
        Connect a browser wallet, a mobile wallet over WalletConnect, or a Safe; sign in with
        Ethereum; see your balances and tokens on every network; and send ETH or tokens.
      </p>
      <ConnectCallToAction />
    </section>
  );
}
