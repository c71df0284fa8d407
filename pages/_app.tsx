import type { AppProps } from 'next/app';
import { Header } from '@/components/header/Header';
import { WalletSlotProvider } from '@/components/header/WalletSlotProvider';
import { LazyWalletProviders } from '@/components/providers/LazyWalletProviders';
import { HydrateInSlices } from '@/components/providers/HydrateInSlices';

/**
 * Every route: the site header, live from hydration (its wallet slot shared
 * with the page through `WalletSlotProvider`), then the page inside the
 * wallet kit's providers (a chunk evaluated after the page's own), hydrated
 * in slices after them; nothing else lives here.
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <WalletSlotProvider>
      <Header />
      <LazyWalletProviders>
        <HydrateInSlices>
          <Component {...pageProps} />
        </HydrateInSlices>
      </LazyWalletProviders>
    </WalletSlotProvider>
  );
}
