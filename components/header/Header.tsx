import Link from 'next/link';
import { HeaderWallet } from './HeaderWallet';

/**
 * The site header: the Co-Editions mark and name, linking home (below
 * 375 px only the mark, so the wallet buttons fit), links to Send and
 * Account, and the wallet slot ({@link HeaderWallet}: "Connect Wallet", or
 * the chain and account buttons). All but the wallet slot render on the
 * server and paint before any script runs.
 */
export function Header() {
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
      <HeaderWallet />
    </header>
  );
}
