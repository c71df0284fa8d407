import type { AppProps } from 'next/app';
import { NextIntlClientProvider } from 'next-intl';
import { lazy, Suspense } from 'react';
import { Header } from '@/components/header/Header';
import { getPageWalletSlot } from '@/components/header/walletSlot';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { AppLoadError, LoadBoundary } from '@/components/layout/LoadBoundary';
import { WalletCodeGate } from '@/components/providers/WalletCodeGate';
import { prefetchSession } from '@/lib/auth/sessionRequest';
import { reportIntlError } from '@/lib/i18n/intlErrors';
import type { MessagesProps } from '@/lib/i18n/loadMessages';
import type { RouteLocale } from '@/lib/i18n/locales';
import { isSiweEnabled } from '@/lib/config/siweSwitch';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { hasStoredConnection } from '@/lib/wallet/connectionRestore';
import { getWalletCodeDemand } from '@/lib/wallet/walletCodeDemand';

/** wagmi, TanStack Query, sign-in and the kit's loader: a chunk of its own (`React.lazy`). */
const loadWalletProviders = () => import('@/components/providers/WalletProviders');
const WalletProviders = lazy(loadWalletProviders);

// When the wallet code loads (`docs/page-load.md`): a returning visitor's
// account button waits for it, so at once, with the sign-in status. A
// first-time visitor's page works without it (the header's Connect Wallet
// keeps a click), so their phone spends nothing on it until they start to
// use the page, unless a link brought them with parameters for the page.
// Anyone else's once the first-load scripts have run (DOMContentLoaded, or
// now if it has passed), so it does not hold the Connect button back. The
// sign-in status is asked for with it: only the providers read it.
if (typeof window !== 'undefined') {
  const demand = getWalletCodeDemand();
  if (hasStoredConnection(getBrowserStorage())) demand.want();
  else if (getPageWalletSlot().firstVisit && !window.location.search) demand.wantOnFirstInput(window);
  else if (document.readyState !== 'loading') demand.want();
  else document.addEventListener('DOMContentLoaded', demand.want, { once: true });
  void demand.wanted
    .then(() => {
      if (isSiweEnabled()) prefetchSession();
      return loadWalletProviders();
    })
    .catch(() => undefined);
}

/**
 * Every route: the site header, which hydrates with the first-load scripts
 * (its "Connect Wallet" works from then on), the footer, and the page
 * inside the wallet providers, which arrive as a chunk of their own once
 * wanted (`WalletCodeGate`). Until they do, React keeps the server's HTML
 * of the page as it is (selective hydration), and hydrates it in place
 * once they are in; they draw the header's connected buttons into its
 * wallet slot (`walletSlot.ts`). A chunk that fails to download shows "The
 * app could not load." with a Reload button (`LoadBoundary`).
 * `docs/page-load.md` has the design.
 */
export default function App({ Component, pageProps, router }: AppProps<Partial<MessagesProps>>) {
  // Next.js's own error page (a 400 for a path that does not decode) has no
  // messages of ours: it shows alone, in Next.js's words.
  if (!pageProps.messages) return <Component {...pageProps} />;
  return (
    // Next.js routes only the locales of `next.config.ts`, which are `RouteLocale`s.
    <NextIntlClientProvider locale={router.locale as RouteLocale} messages={pageProps.messages} onError={reportIntlError}>
      {/* A boundary of its own, as the footer's: React hydrates each in
          short slices after the root instead of in the root's one long
          task, and at once if it is clicked first (selective hydration). */}
      <Suspense fallback={null}>
        <Header pathname={router.pathname} />
      </Suspense>
      <LoadBoundary label="The app" fallback={<AppLoadError />}>
        <Suspense fallback={null}>
          <WalletCodeGate>
            <WalletProviders>
              <Component {...pageProps} />
            </WalletProviders>
          </WalletCodeGate>
        </Suspense>
      </LoadBoundary>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </NextIntlClientProvider>
  );
}
