import type { AppProps } from 'next/app';
import { Header } from '@/components/header/Header';
import { WalletSlotProvider } from '@/components/header/WalletSlotProvider';
import { pageContentLoader } from '@/components/layout/lazyPage';
import { LazyWalletProviders } from '@/components/providers/LazyWalletProviders';

/**
 * Every route: the site header, live from hydration (its wallet slot shared
 * with the page through `WalletSlotProvider`), then the page inside the
 * wallet kit's providers (a chunk of their own, which waits for the page's
 * content, a chunk of its own too: `lazyPage`), which hydrate it in slices
 * after them; nothing else lives here.
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <WalletSlotProvider>
      <Header />
      <LazyWalletProviders waitFor={pageContentLoader(Component)}>
        <Component {...pageProps} />
      </LazyWalletProviders>
    </WalletSlotProvider>
  );
}
