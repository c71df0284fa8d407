import { createConnector, type CreateConnectorFn } from 'wagmi';
import { ProviderNotFoundError } from 'wagmi';

/** Connector types whose provider is a wallet SDK that loads and calls its own hosts. */
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
  /** Whether wagmi's `reconnect` is running (status `reconnecting` or `connecting`). */
  isRestoring: () => boolean;
};

/**
 * Wraps a connector so that its wallet SDK loads only when a visitor wants
 * it: no third-party request on page load (`docs/security.md`). wagmi's
 * `createConfig` and `reconnect` call `setup()` and `getProvider()` on every
 * connector, which for WalletConnect downloads its SDK and calls its hosts.
 * Unless it is wagmi's `recentConnectorId`, a wrapped SDK connector skips
 * `setup()` and, during a restore, reports no provider; it loads on first
 * use. Other connector types pass through unchanged.
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
