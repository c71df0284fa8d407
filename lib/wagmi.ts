import { connectorsForWallets } from '@rainbow-me/rainbowkit';
import { http, type Transport } from 'viem';
import { createConfig, createStorage, noopStorage, type Config } from 'wagmi';
import { getBrowserStorage } from './browserStorage';
import { parseAppConfig, readPublicEnv, type AppConfig } from './env';
import { APP_NAME } from './appName';
import { RPC_TIMEOUT_MS } from './rpcTimeout';
import { getWalletList } from './wallets';
import { PLACEHOLDER_PROJECT_ID_WARNING } from './walletConnectProjectId';

export { APP_NAME };

export { RPC_TIMEOUT_MS };

/**
 * Builds the wagmi config from a validated {@link AppConfig}:
 * - one http transport per chain, 10,000 ms time-out, JSON-RPC batching;
 * - Multicall3 batching of contract reads;
 * - RainbowKit's `connectorsForWallets` with {@link getWalletList};
 * - EIP-6963 discovery on (wagmi's default), so installed wallets appear in
 *   the kit's "Installed" group;
 * - storage in localStorage when the browser allows it, else none;
 * - `ssr: true`, so the server render and first client render agree and the
 *   stored connection is restored after hydration.
 *
 * Logs one console warning when the WalletConnect project id is the placeholder.
 */
export function createWagmiConfig(appConfig: AppConfig): Config {
  if (appConfig.usesPlaceholderProjectId) console.warn(PLACEHOLDER_PROJECT_ID_WARNING);
  const connectors = connectorsForWallets(
    getWalletList({ devWalletChains: appConfig.devWallet ? appConfig.chains : undefined }),
    { appName: APP_NAME, projectId: appConfig.walletConnectProjectId },
  );
  const transports: Record<number, Transport> = Object.fromEntries(
    appConfig.chains.map((chain) => [chain.id, http(undefined, { timeout: RPC_TIMEOUT_MS, batch: true })]),
  );
  return createConfig({
    chains: appConfig.chains,
    transports,
    connectors,
    batch: { multicall: true },
    // wagmi's default reads window.localStorage unguarded, which throws where
    // the browser denies storage; fall back to keeping nothing.
    storage: createStorage({ storage: getBrowserStorage() ?? noopStorage }),
    ssr: true,
  });
}

/** The app's configuration, parsed from the inlined `NEXT_PUBLIC_*` variables. */
export const appConfig: AppConfig = parseAppConfig(readPublicEnv());

/** The app's one wagmi config. */
export const wagmiConfig: Config = createWagmiConfig(appConfig);
