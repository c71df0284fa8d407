import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isSiweEnabled } from '@/lib/config/siweSwitch';
import { HeaderWalletSlot } from './HeaderWalletSlot';

/** The header's links to pages, in order; Requests only with sign-in on, as a request belongs to the address that signed in. */
const NAV_LINKS = [
  { href: '/send', label: 'send' },
  ...(isSiweEnabled() ? [{ href: '/requests', label: 'requests' } as const] : []),
  { href: '/account', label: 'account' },
] as const;

/** Props of {@link Header}. */
export type HeaderProps = {
  /** The route on show (`router.pathname` in `_app`), e.g. `/send`; its link is marked current. */
  pathname?: string;
};

/**
 * The site header: the Co-Editions mark and name, linking home (from 640
 * to 1099 px only the mark, so the links and wallet buttons fit; below
 * 640 px the name where the row has room for it); links to Send,
 * Requests (with sign-in on) and Account, the current page's marked
 * `aria-current="page"` (below 640 px a tab bar at the screen's foot,
 * `styles/header.css`); and the wallet slot ({@link HeaderWalletSlot}:
 * "Connect Wallet", or the chain and account buttons). All but the wallet slot render on the
 * server and paint before any script runs. `pages/_app.tsx` renders it
 * outside the lazily loaded providers, so it hydrates first; it uses no
 * wagmi hook.
 */
export function Header({ pathname }: HeaderProps) {
  const t = useTranslations('Header');
  const current = (href: string) => (pathname === href ? 'page' : undefined);
  return (
    <header className="site-header">
      <Link href="/" prefetch={false} className="site-name" aria-label={t('home')} aria-current={current('/')}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a 28 px SVG mark needs no optimisation */}
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="site-name-text">Co-Editions</span>
      </Link>
      {/* No prefetch while in view: a visitor who stays on the page downloads
          nothing after the load event. Next still fetches a page's code when
          the pointer rests on or a finger touches its link. */}
      <nav className="site-nav" aria-label={t('nav')}>
        {NAV_LINKS.map(({ href, label }) => (
          <Link key={href} href={href} prefetch={false} aria-current={current(href)}>
            {t(label)}
          </Link>
        ))}
      </nav>
      <HeaderWalletSlot />
    </header>
  );
}
