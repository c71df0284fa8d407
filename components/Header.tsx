import { ConnectButton } from '@rainbow-me/rainbowkit';
import Link from 'next/link';

/**
 * The site header: the Co-Editions name, linking home, and RainbowKit's
 * ConnectButton with the spec's defaults (spec §2 "Connect button"):
 * label "Connect Wallet"; balance on large screens only; the chain button a
 * full label on large screens and an icon on small ones.
 */
export function Header() {
  return (
    <header className="site-header">
      <Link href="/" className="site-name">
        Co-Editions
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
