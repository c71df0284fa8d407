import { ConnectButton } from '@rainbow-me/rainbowkit';
import Link from 'next/link';

/**
 * The site header: the Co-Editions mark and name, linking home (below
 * 375 px only the mark, so the wallet buttons fit), and RainbowKit's
 * ConnectButton with the spec's defaults (spec §2 "Connect button"):
 * label "Connect Wallet"; balance on large screens only; the chain button a
 * full label on large screens and an icon on small ones.
 */
export function Header() {
  return (
    <header className="site-header">
      <Link href="/" className="site-name" aria-label="Co-Editions home">
        {/* eslint-disable-next-line @next/next/no-img-element -- a 28 px SVG mark needs no optimisation */}
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="site-name-text">Co-Editions</span>
      </Link>
      <ConnectButton
        label="Connect Wallet"
        showBalance={{ smallScreen: false, largeScreen: true }}
        chainStatus={{ smallScreen: 'icon', largeScreen: 'full' }}
        accountStatus="full"
      />
    </header>
  );
}
