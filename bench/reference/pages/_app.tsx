/**
 * The benchmark's reference: RainbowKit's quick start (create-rainbowkit's
 * Next.js pages-router template, https://rainbowkit.com/docs/installation),
 * on the same package versions as the app (the repository's node_modules).
 * The one change: mainnet and Sepolia only, each with an http transport to
 * the benchmark's local anvil node (`NEXT_PUBLIC_RPC_URL_1`,
 * `NEXT_PUBLIC_RPC_URL_11155111`, inlined at build time) instead of viem's
 * public RPC.
 */
import '@rainbow-me/rainbowkit/styles.css';
import { getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import { http, WagmiProvider } from 'wagmi';
import { mainnet, sepolia } from 'wagmi/chains';

const config = getDefaultConfig({
  appName: 'RainbowKit App',
  projectId: 'YOUR_PROJECT_ID',
  chains: [mainnet, sepolia],
  ssr: true,
  transports: {
    [mainnet.id]: http(process.env.NEXT_PUBLIC_RPC_URL_1),
    [sepolia.id]: http(process.env.NEXT_PUBLIC_RPC_URL_11155111),
  },
});

const client = new QueryClient();

function MyApp({ Component, pageProps }: AppProps) {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={client}>
        <RainbowKitProvider>
          <Component {...pageProps} />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

export default MyApp;
