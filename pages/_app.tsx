import type { AppProps } from 'next/app';
import { LazyWalletProviders } from '@/components/providers/LazyWalletProviders';
import { HydrateInSlices } from '@/components/providers/HydrateInSlices';

/**
 * Wraps every route in the wallet kit's providers (a chunk evaluated after
 * the page's own), the page hydrated in slices after them; nothing else
 * lives here.
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <LazyWalletProviders>
      <HydrateInSlices>
        <Component {...pageProps} />
      </HydrateInSlices>
    </LazyWalletProviders>
  );
}
