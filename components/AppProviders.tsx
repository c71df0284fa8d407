import { RainbowKitProvider } from '@rainbow-me/rainbowkit';
import type { QueryClient } from '@tanstack/react-query';
import { defaultShouldDehydrateQuery } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { WagmiProvider, type Config } from 'wagmi';
import { createQueryClient, createQueryPersister, QUERY_CACHE_MAX_AGE_MS } from '@/lib/queryClient';
import { APP_NAME, appConfig, wagmiConfig } from '@/lib/wagmi';
import { SiweAuthProvider } from './SiweAuthProvider';
import { rainbowKitTheme } from './theme';

/** Props of {@link AppProviders}. */
export type AppProvidersProps = {
  children: ReactNode;
  /** wagmi config; defaults to the app's `wagmiConfig` from `lib/wagmi.ts`. */
  config?: Config;
  /** Query client; defaults to a fresh `createQueryClient()` per mount. */
  queryClient?: QueryClient;
  /** Sign-In with Ethereum step; defaults to `NEXT_PUBLIC_SIWE` (on unless `off`). */
  siwe?: boolean;
};

/** Persists what TanStack Query would, except queries marked `meta: { persist: false }`. */
const persistOptions = {
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Parameters<typeof defaultShouldDehydrateQuery>[0]) =>
      defaultShouldDehydrateQuery(query) && query.meta?.persist !== false,
  },
};

/**
 * Every provider a page needs, in the kit's required order:
 * `WagmiProvider` → `PersistQueryClientProvider` (TanStack Query, cache kept
 * in localStorage for 24 h) → `SiweAuthProvider` (RainbowKit's
 * authentication provider on our SIWE server, unless `siwe` is false) →
 * `RainbowKitProvider` (app name Co-Editions,
 * en-US, recent transactions on, light/dark theme with the #7828C8 accent).
 *
 * `pages/_app.tsx` and the component tests both render through it, so tests
 * see the app's real configuration.
 */
export function AppProviders({ children, config = wagmiConfig, queryClient, siwe = appConfig.siwe }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [persister] = useState(() =>
    createQueryPersister(typeof window === 'undefined' ? undefined : window.localStorage),
  );
  return (
    <WagmiProvider config={config}>
      <PersistQueryClientProvider client={client} persistOptions={{ ...persistOptions, persister }}>
        <SiweAuthProvider enabled={siwe}>
          <RainbowKitProvider
            appInfo={{ appName: APP_NAME }}
            locale="en-US"
            showRecentTransactions
            theme={rainbowKitTheme}
          >
            {children}
          </RainbowKitProvider>
        </SiweAuthProvider>
      </PersistQueryClientProvider>
    </WagmiProvider>
  );
}
