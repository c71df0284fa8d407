import type { AppProps } from 'next/app';
import { DeferredAppProviders } from '@/components/DeferredAppProviders';

/** Wraps every route in the wallet kit's providers (loaded as their own chunk); nothing else lives here. */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <DeferredAppProviders>
      <Component {...pageProps} />
    </DeferredAppProviders>
  );
}
