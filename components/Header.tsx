import { ConnectButton } from '@rainbow-me/rainbowkit';
import Link from 'next/link';
import { useSiweSession } from './SiweAuthProvider';

/**
 * The site header: the Co-Editions mark and name, linking home (below
 * 375 px only the mark, so the wallet buttons fit), links to Send and
 * Account, and RainbowKit's
 * ConnectButton with the spec's defaults (spec §2 "Connect button"):
 * label "Connect Wallet"; balance on large screens only; the chain button a
 * full label on large screens and an icon on small ones.
 *
 * While the sign-in status is still loading, a neutral placeholder of the
 * button's size stands in: the kit would show a Connect button it then
 * undoes (it closes a connect modal opened in that window).
 */
export function Header() {
  const { status } = useSiweSession();
  return (
    <header className="site-header">
      <Link href="/" className="site-name" aria-label="Co-Editions home">
        {/* eslint-disable-next-line @next/next/no-img-element -- a 28 px SVG mark needs no optimisation */}
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="site-name-text">Co-Editions</span>
      </Link>
      <nav className="site-nav" aria-label="Main">
        <Link href="/send">Send</Link>
        <Link href="/account">Account</Link>
      </nav>
      {status === 'loading' ? (
        <div className="connect-placeholder" data-testid="connect-placeholder" role="status" aria-label="Checking sign-in" />
      ) : (
        <ConnectButton
          label="Connect Wallet"
          showBalance={{ smallScreen: false, largeScreen: true }}
          chainStatus={{ smallScreen: 'icon', largeScreen: 'full' }}
          accountStatus="full"
        />
      )}
    </header>
  );
}
