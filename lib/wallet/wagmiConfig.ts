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
 * Builds the wagmi config from a validated {@link AppConfig}:
 * - one transport per chain ({@link chainTransport}: 10,000 ms time-out,
 *   a fallback over several RPC URLs), JSON-RPC batching;
 * - Multicall3 batching of contract reads;
 * - on the ENS chain (`ensChainIdOf`), a `getEnsAvatar` that answers our
 *   avatar route's URL ({@link ownOriginEnsAvatar}), so neither our hooks
 *   nor the kit's modals fetch an avatar from another host;
 * - RainbowKit's wallet connectors for {@link getWalletList}
 *   ({@link connectorsForWalletList}, the kit's `connectorsForWallets`), each
 *   wrapped in {@link onDemandConnector} so that wallet SDKs (WalletConnect,
 *   Coinbase, MetaMask SDK) load only when a visitor picks them or has a
 *   stored connection through them;
 * - each connector's `setup()`, where injected wallets start listening for
 *   their wallet's `connect`, deferred until wagmi's restore has begun
 *   ({@link connectorAfterRestore}), so that the page hydrates with the
 *   state the server rendered;
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
    // wagmi's default reads window.localStorage unguarded, which throws where
    // the browser denies storage; fall back to keeping nothing.
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

/**
 * The app's one wagmi config, built from {@link getAppConfig} on first
 * call (in the browser, as the providers first render) and kept for the page.
 */
export function getWagmiConfig(): Config {
  appWagmiConfig ??= createWagmiConfig(getAppConfig());
  return appWagmiConfig;
}
