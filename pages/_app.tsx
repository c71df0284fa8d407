import type { AppProps } from 'next/app';
import { AppProviders } from '@/components/AppProviders';
import { DeferredHydration } from '@/components/DeferredHydration';
import { appConfig, wagmiConfig } from '@/lib/wagmi';

/** Wraps every route in the wallet kit's providers, the page hydrated in slices; nothing else lives here. */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <AppProviders config={wagmiConfig} siwe={appConfig.siwe}>
      <DeferredHydration>
        <Component {...pageProps} />
      </DeferredHydration>
    </AppProviders>
  );
}
