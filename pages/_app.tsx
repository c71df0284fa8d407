import type { AppProps } from 'next/app';
import { NextIntlClientProvider } from 'next-intl';
import { lazy, Suspense } from 'react';
import { Header } from '@/components/header/Header';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { AppLoadError, LoadBoundary } from '@/components/layout/LoadBoundary';
import { prefetchSession } from '@/lib/auth/sessionRequest';
import { reportIntlError } from '@/lib/i18n/intlErrors';
import type { MessagesProps } from '@/lib/i18n/loadMessages';
import type { RouteLocale } from '@/lib/i18n/locales';
import { isSiweEnabled } from '@/lib/config/siweSwitch';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { hasStoredConnection } from '@/lib/wallet/connectionRestore';

/** wagmi, TanStack Query, sign-in and the kit's loader: a chunk of its own (`React.lazy`). */
const loadWalletProviders = () => import('@/components/providers/WalletProviders');
const WalletProviders = lazy(loadWalletProviders);

// A returning visitor's account button waits for the providers and the
// sign-in status: ask for both as this module runs. Anyone else's
// providers once the first-load scripts have run (DOMContentLoaded, or now
// if it has passed: on a busy machine this module can run after it), so
// they do not hold the Connect button back, yet arrive before the load event.
if (typeof window !== 'undefined') {
  const preload = () => void loadWalletProviders().catch(() => undefined);
  if (hasStoredConnection(getBrowserStorage()) || document.readyState !== 'loading') preload();
  else document.addEventListener('DOMContentLoaded', preload, { once: true });
  if (isSiweEnabled()) prefetchSession();
}

/**
 * Every route: the site header, which hydrates with the first-load scripts
 * (its "Connect Wallet" works from then on), and the page inside the
 * wallet providers, which arrive as a chunk of their own. Until they do,
 * React keeps the server's HTML of the page as it is (selective
 * hydration), and hydrates it in place once they are in; they draw the
 * header's connected buttons into its wallet slot (`walletSlot.ts`). A chunk
 * that fails to download shows "The app could not load." with a Reload
 * button (`LoadBoundary`). `docs/page-load.md` has the design.
 */
export default function App({ Component, pageProps, router }: AppProps<Partial<MessagesProps>>) {
  // Next.js's own error page (a 400 for a path that does not decode) has no
  // messages of ours: it shows alone, in Next.js's words.
  if (!pageProps.messages) return <Component {...pageProps} />;
  return (
    // Next.js routes only the locales of `next.config.ts`, which are `RouteLocale`s.
    <NextIntlClientProvider locale={router.locale as RouteLocale} messages={pageProps.messages} onError={reportIntlError}>
      <Header pathname={router.pathname} />
      <LoadBoundary label="The app" fallback={<AppLoadError />}>
        <Suspense fallback={null}>
          <WalletProviders>
            <Component {...pageProps} />
          </WalletProviders>
        </Suspense>
      </LoadBoundary>
      <SiteFooter />
    </NextIntlClientProvider>
  );
}
