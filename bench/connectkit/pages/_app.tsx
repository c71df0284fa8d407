/**
 * The benchmark's second reference: ConnectKit's quick start
 * (https://docs.family.co/connectkit/getting-started: `Web3Provider` around
 * the app, `createConfig(getDefaultConfig(…))`), on the same wagmi, viem
 * and TanStack Query as the app (the repository's node_modules). The one
 * change, as for the RainbowKit reference: mainnet and Sepolia, each with
 * an http transport to the benchmark's local anvil node
 * (`NEXT_PUBLIC_RPC_URL_1`, `NEXT_PUBLIC_RPC_URL_11155111`, inlined at build
 * time) instead of a hosted RPC.
 */
import { ConnectKitProvider, getDefaultConfig } from 'connectkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import type { ReactNode } from 'react';
import { createConfig, http, WagmiProvider } from 'wagmi';
import { mainnet, sepolia } from 'wagmi/chains';

const config = createConfig(
  getDefaultConfig({
    chains: [mainnet, sepolia],
    transports: {
      [mainnet.id]: http(process.env.NEXT_PUBLIC_RPC_URL_1),
      [sepolia.id]: http(process.env.NEXT_PUBLIC_RPC_URL_11155111),
    },
    walletConnectProjectId: 'YOUR_PROJECT_ID',
    appName: 'Your App Name',
  }),
);

const queryClient = new QueryClient();

const Web3Provider = ({ children }: { children: ReactNode }) => (
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>{children}</ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>
);

export default function App({ Component, pageProps }: AppProps) {
  return (
    <Web3Provider>
      <Component {...pageProps} />
    </Web3Provider>
  );
}
