import { createConnector, type CreateConnectorFn } from 'wagmi';
import { ProviderNotFoundError } from 'wagmi';

/**
 * wagmi connector types whose provider is a wallet SDK loaded over the
 * network, rather than an EIP-1193 provider the browser already holds:
 * WalletConnect (`@walletconnect/ethereum-provider`, which also contacts
 * WalletConnect's relay and AppKit's API), the Coinbase Wallet and Base
 * Account SDKs, and the MetaMask SDK.
 */
const ON_DEMAND_CONNECTOR_TYPES: ReadonlySet<string> = new Set([
  'walletConnect',
  'coinbaseWallet',
  'baseAccount',
  'metaMask',
]);

/** wagmi's storage key of the id of the connector used last (`recentConnectorId`). */
const RECENT_CONNECTOR_KEY = 'recentConnectorId';

/** Parameters of {@link onDemandConnector}. */
export type OnDemandConnectorParameters = {
  /**
   * Whether wagmi is restoring a stored connection right now: the wagmi
   * config's `state.status` is `reconnecting` or `connecting` while its
   * `reconnect` action runs on page load.
   */
  isRestoring: () => boolean;
};

/**
 * Wraps a connector so that its wallet SDK loads only when a visitor wants it
 * (no request to any third-party host on page load: `docs/security.md`).
 *
 * wagmi calls every connector's `setup()` when the config is created and
 * `getProvider()` on every connector in `reconnect` (wagmi core
 * `createConfig`, `reconnect`). For WalletConnect that downloads
 * `@walletconnect/ethereum-provider` and calls pulse.walletconnect.org and
 * api.web3modal.org on every page load, and the restore of an injected
 * wallet waits for it. With this wrapper, a connector of an
 * {@link ON_DEMAND_CONNECTOR_TYPES} type:
 * - skips `setup()` unless it is wagmi's `recentConnectorId` (a stored
 *   connection to restore);
 * - while wagmi restores a connection, answers `getProvider()` with
 *   `ProviderNotFoundError` and `isAuthorized()` with `false`, unless it is
 *   the recent connector; `reconnect` then skips it without loading it;
 * - otherwise loads on first use: the kit's wallet picker asks for the
 *   provider (for the QR code URI) the moment the visitor picks the wallet,
 *   and `connect()` always proceeds.
 *
 * Connectors of other types (injected, Safe, the Dev Wallet) pass through
 * unchanged.
 *
 * @param connectorFn - a connector factory, e.g. one of `connectorsForWallets`'s.
 * @returns a factory for the wrapped connector.
 */
export function onDemandConnector(
  connectorFn: CreateConnectorFn,
  { isRestoring }: OnDemandConnectorParameters,
): CreateConnectorFn {
  return createConnector((config) => {
    const connector = connectorFn(config);
    if (!ON_DEMAND_CONNECTOR_TYPES.has(connector.type)) return connector;

    let loaded = false;
    const isRecent = async () => {
      try {
        return (await config.storage?.getItem(RECENT_CONNECTOR_KEY)) === connector.id;
      } catch {
        return false;
      }
    };

    return {
      ...connector,
      async setup() {
        if (!(await isRecent())) return;
        loaded = true;
        await connector.setup?.call(this);
      },
      async getProvider(parameters) {
        if (!loaded) {
          if (isRestoring() && !(await isRecent())) throw new ProviderNotFoundError();
          loaded = true;
        }
        return connector.getProvider.call(this, parameters);
      },
      async isAuthorized() {
        if (!loaded && !(await isRecent())) return false;
        return connector.isAuthorized.call(this);
      },
      async connect(parameters) {
        loaded = true;
        return connector.connect.call(this, parameters);
      },
    } as typeof connector;
  });
}
