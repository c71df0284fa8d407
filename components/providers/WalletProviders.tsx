import type { QueryClient } from '@tanstack/react-query';
import { defaultShouldDehydrateQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Hydrate, WagmiContext, type Config } from 'wagmi';
import { createQueryClient, createQueryPersister, QUERY_CACHE_MAX_AGE_MS } from '@/lib/storage/queryClient';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { installKitTransactionStorage } from '@/lib/transactions/recentTransactions';
import { getConnectionRestore } from '@/lib/wallet/connectionRestore';
import { TransactionOutcomeWatcher } from '@/components/transactions/TransactionOutcomeWatcher';
import { HydrateInSlices } from './HydrateInSlices';
import { PersistedQueryClientProvider } from './PersistedQueryClientProvider';
import { SiweSessionProvider } from './SiweSessionProvider';
import { WalletKitLoader, type LoadWalletKit } from './WalletKitLoader';

/** Props of {@link WalletProviders}. */
export type WalletProvidersProps = {
  children: ReactNode;
  /** wagmi config: the app's `wagmiConfig` from `lib/wallet/wagmiConfig.ts`, or a test's. */
  config: Config;
  /** Query client; defaults to a fresh `createQueryClient()` per mount. */
  queryClient?: QueryClient;
  /** Sign-In with Ethereum step on or off: the app passes `getAppConfig().siwe` (`NEXT_PUBLIC_SIWE`). */
  siwe: boolean;
  /** How the kit's chunk loads; tests pass a failing loader. Default: `WalletKitLoader`'s. */
  loadWalletKit?: LoadWalletKit;
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
 * wagmi's context → `PersistedQueryClientProvider` (TanStack Query, cache
 * kept in localStorage for 24 h) → `SiweSessionProvider` (the sign-in status and
 * adapter on our SIWE server, unless `siwe` is false) → `WalletKitLoader`
 * (RainbowKit's `RainbowKitAuthenticationProvider` and `RainbowKitProvider`:
 * app name Co-Editions, en-US, recent transactions on, light/dark theme with
 * the #7828C8 accent; loaded as a chunk of its own after hydration).
 * Beside them, `TransactionOutcomeWatcher` follows sent transactions by nonce.
 *
 * The page (`children`) hydrates in slices after the providers
 * (`HydrateInSlices`), and only then does wagmi restore the stored state
 * and connection (its `Hydrate`, which `WagmiProvider` would run as the
 * providers mount): the page reads the account as it hydrates, and must
 * read what the server rendered, disconnected (`docs/performance.md`,
 * "The page hydrates in slices").
 *
 * `pages/_app.tsx` and the component tests both render through it. The
 * config comes in as a prop so that tests can hand it a loopback-only wagmi
 * config: importing `lib/wallet/wagmiConfig.ts` creates the WalletConnect connector.
 */
export function WalletProviders({ children, config, queryClient, siwe, loadWalletKit }: WalletProvidersProps) {
  // Follow wagmi's restore of a stored connection from before it starts
  // (in the mount effect of `Hydrate`, below); `useConnectionRestore` reads it.
  getConnectionRestore(config);
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [persister] = useState(() => {
    const storage = getBrowserStorage();
    // The spec keeps 10 finished transactions (the kit would keep 11), and
    // the kit's records get the outcomes we resolve by nonce.
    if (storage) installKitTransactionStorage(storage);
    return createQueryPersister(storage);
  });
  return (
    <WagmiContext.Provider value={config}>
      <PersistedQueryClientProvider client={client} persistOptions={{ ...persistOptions, persister }}>
        <TransactionOutcomeWatcher />
        <SiweSessionProvider enabled={siwe}>
          <WalletKitLoader loadWalletKit={loadWalletKit}>
            <HydrateInSlices>
              {children}
              {/* wagmi's restore of the stored state and connection, as WagmiProvider would start it, but once the page above has hydrated. */}
              <Hydrate config={config} />
            </HydrateInSlices>
          </WalletKitLoader>
        </SiweSessionProvider>
      </PersistedQueryClientProvider>
    </WagmiContext.Provider>
  );
}
