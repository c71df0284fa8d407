import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { WagmiProvider, type Config } from 'wagmi';
import { HeaderWallet } from '@/components/header/HeaderWallet';
import { TransactionOutcomeWatcher } from '@/components/transactions/TransactionOutcomeWatcher';
import { getAppConfig } from '@/lib/config/appConfig';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { QUERY_DEHYDRATE_OPTIONS } from '@/lib/storage/persistedQueries';
import { createQueryPersister, getQueryClient, QUERY_CACHE_MAX_AGE_MS } from '@/lib/storage/queryClient';
import { getConnectionRestore } from '@/lib/wallet/connectionRestore';
import { getWagmiConfig } from '@/lib/wallet/wagmiConfig';
import { SiweSessionProvider } from '@/components/signIn/SiweSessionProvider';
import { WalletKitLoader, type LoadWalletKit } from '@/components/walletKit/WalletKitLoader';

/** Props of {@link WalletProviders}. */
export type WalletProvidersProps = {
  children: ReactNode;
  /** wagmi config; default the app's (`getWagmiConfig()`). Tests pass a loopback-only one. */
  config?: Config;
  /** Query client; default the page's one (`getQueryClient()`). Component tests pass a fresh one each. */
  queryClient?: QueryClient;
  /** Sign-In with Ethereum on or off; default `NEXT_PUBLIC_SIWE` (`getAppConfig().siwe`). */
  siwe?: boolean;
  /** How the kit's chunk loads; default `WalletKitLoader`'s. Tests pass a failing one. */
  loadWalletKit?: LoadWalletKit;
};

/**
 * Every provider a page needs, in the order RainbowKit asks for:
 * wagmi's `WagmiProvider` (which restores a stored connection once it has
 * mounted: `ssr: true` in `lib/wallet/wagmiConfig.ts`) → TanStack Query's
 * `PersistQueryClientProvider` (the cache kept in localStorage for 24 h,
 * as `QUERY_DEHYDRATE_OPTIONS` says)
 * → `SiweSessionProvider` (the sign-in status and adapter on our SIWE
 * server) → `WalletKitLoader` (RainbowKit, loaded when first needed).
 * Beside the page: `TransactionOutcomeWatcher`, which follows sent
 * transactions by nonce, and `HeaderWallet`, the live side of the
 * header's wallet slot.
 *
 * `pages/_app.tsx` loads this module as a chunk of its own (`default`
 * export); component tests render it with their own config.
 */
export function WalletProviders({ children, config: givenConfig, queryClient, siwe, loadWalletKit }: WalletProvidersProps) {
  const [config] = useState(() => givenConfig ?? getWagmiConfig());
  // Follow wagmi's restore from before it starts (`useConnectionRestore` reads it).
  getConnectionRestore(config);
  const [client] = useState(() => queryClient ?? getQueryClient());
  const [persister] = useState(() => createQueryPersister(getBrowserStorage()));
  return (
    <WagmiProvider config={config}>
      <PersistQueryClientProvider client={client} persistOptions={{ persister, maxAge: QUERY_CACHE_MAX_AGE_MS, dehydrateOptions: QUERY_DEHYDRATE_OPTIONS }}>
        <TransactionOutcomeWatcher />
        <SiweSessionProvider enabled={siwe ?? getAppConfig().siwe}>
          <WalletKitLoader loadWalletKit={loadWalletKit}>
            <HeaderWallet />
            {children}
          </WalletKitLoader>
        </SiweSessionProvider>
      </PersistQueryClientProvider>
    </WagmiProvider>
  );
}

export default WalletProviders;
