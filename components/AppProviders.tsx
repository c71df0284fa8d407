import { RainbowKitProvider } from '@rainbow-me/rainbowkit';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { WagmiProvider, type Config } from 'wagmi';
import { createQueryClient, createQueryPersister, QUERY_CACHE_MAX_AGE_MS } from '@/lib/queryClient';
import { APP_NAME, wagmiConfig } from '@/lib/wagmi';
import { rainbowKitTheme } from './theme';

/** Props of {@link AppProviders}. */
export type AppProvidersProps = {
  children: ReactNode;
  /** wagmi config; defaults to the app's `wagmiConfig` from `lib/wagmi.ts`. */
  config?: Config;
  /** Query client; defaults to a fresh `createQueryClient()` per mount. */
  queryClient?: QueryClient;
};

/**
 * Every provider a page needs, in the kit's required order:
 * `WagmiProvider` → `PersistQueryClientProvider` (TanStack Query, cache kept
 * in localStorage for 24 h) → `RainbowKitProvider` (app name Co-Editions,
 * en-US, recent transactions on, light/dark theme with the #7828C8 accent).
 *
 * `pages/_app.tsx` and the component tests both render through it, so tests
 * see the app's real configuration.
 */
export function AppProviders({ children, config = wagmiConfig, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [persister] = useState(() =>
    createQueryPersister(typeof window === 'undefined' ? undefined : window.localStorage),
  );
  return (
    <WagmiProvider config={config}>
      <PersistQueryClientProvider
        client={client}
        persistOptions={{ persister, maxAge: QUERY_CACHE_MAX_AGE_MS }}
      >
        <RainbowKitProvider
          appInfo={{ appName: APP_NAME }}
          locale="en-US"
          showRecentTransactions
          theme={rainbowKitTheme}
        >
          {children}
        </RainbowKitProvider>
      </PersistQueryClientProvider>
    </WagmiProvider>
  );
}
