import { createClient } from 'viem';
import { createConfig, createStorage, noopStorage, type Config } from 'wagmi';
import { ensChainIdOf } from '@/lib/config/ensChain';
import { ownOriginEnsAvatar } from './ensAvatarAction';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { getAppConfig, type AppConfig } from '@/lib/config/appConfig';
import { APP_NAME } from '@/lib/config/appName';
import { connectorAfterRestore } from './connectorAfterRestore';
import { getConnectionRestore } from './connectionRestore';
import { onDemandConnector } from './onDemandConnector';
import { chainTransport } from './rpcTransport';
import { connectorsForWalletList } from './walletConnectors';
import { getWalletList } from './walletList';
import { PLACEHOLDER_PROJECT_ID_WARNING } from '@/lib/config/walletConnectProjectId';

/**
 * Builds the wagmi config from a validated {@link AppConfig}: a
 * {@link chainTransport} per chain with Multicall3 batching; on the ENS
 * chain an avatar from our own route ({@link ownOriginEnsAvatar}); the
 * kit's connectors, wallet SDKs loaded on demand ({@link onDemandConnector})
 * and `setup()` deferred ({@link connectorAfterRestore}); and `ssr: true`,
 * so the stored connection is restored after hydration.
 *
 * Logs one console warning when the WalletConnect project id is the placeholder.
 */
export function createWagmiConfig(appConfig: AppConfig): Config {
  if (appConfig.usesPlaceholderProjectId) console.warn(PLACEHOLDER_PROJECT_ID_WARNING);
  // The connectors need the config's status, and the config needs the
  // connectors: filled in below, read only once the page runs.
  const created: { config?: Config } = {};
  const isRestoring = () => {
    const status = created.config?.state.status;
    return status === 'reconnecting' || status === 'connecting';
  };
  // Settled below, once the config exists and its restore has begun.
  let onRestoreStarted = () => {};
  const restoreStarted = new Promise<void>((resolve) => {
    onRestoreStarted = resolve;
  });
  const connectors = connectorsForWalletList(
    getWalletList({ devWalletChains: appConfig.devWallet ? appConfig.chains : undefined }),
    { appName: APP_NAME, projectId: appConfig.walletConnectProjectId },
  ).map((connector) => connectorAfterRestore(onDemandConnector(connector, { isRestoring }), { restoreStarted: () => restoreStarted }));
  const ensChainId = ensChainIdOf(appConfig.chains.map((chain) => chain.id));
  const config = createConfig({
    chains: appConfig.chains,
    client: ({ chain }) => {
      const client = createClient({ chain, transport: chainTransport(chain, { batch: true }), batch: { multicall: true } });
      return chain.id === ensChainId ? client.extend(ownOriginEnsAvatar) : client;
    },
    connectors,
    // wagmi's default reads localStorage unguarded, which throws where storage is denied.
    storage: createStorage({ storage: getBrowserStorage() ?? noopStorage }),
    ssr: true,
  });
  created.config = config;
  const restore = getConnectionRestore(config);
  if (restore.getSnapshot() !== 'pending') onRestoreStarted();
  else {
    const stop = restore.subscribe(() => {
      stop();
      onRestoreStarted();
    });
  }
  return config;
}

let appWagmiConfig: Config | undefined;

/** The app's one wagmi config, built on first call and kept for the page. */
export function getWagmiConfig(): Config {
  appWagmiConfig ??= createWagmiConfig(getAppConfig());
  return appWagmiConfig;
}
