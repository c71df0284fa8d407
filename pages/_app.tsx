import type { AppProps } from 'next/app';
import { AppProviders } from '@/components/AppProviders';
import { appConfig, wagmiConfig } from '@/lib/wagmi';

/** Wraps every route in the wallet kit's providers; nothing else lives here. */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <AppProviders config={wagmiConfig} siwe={appConfig.siwe}>
      <Component {...pageProps} />
    </AppProviders>
  );
}
