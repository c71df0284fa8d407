import { createConnector, type CreateConnectorFn } from 'wagmi';

/** Parameters of {@link connectorAfterRestore}. */
export type ConnectorAfterRestoreParameters = {
  /**
   * Resolves once wagmi's restore of a stored connection has begun (its
   * `reconnect` action, which `WagmiProvider` starts once it has mounted,
   * after the page has hydrated); never rejects.
   */
  restoreStarted: () => Promise<void>;
};

/**
 * Wraps a connector so that its `setup()` runs only once wagmi's restore
 * has begun, rather than as the config is created.
 *
 * wagmi calls every connector's `setup()` in `createConfig`. An injected
 * wallet's (`injected` with a `target`, as RainbowKit makes them) listens
 * there for the wallet's EIP-1193 `connect` and `accountsChanged` events,
 * and on either, when the wallet has authorised the site, wagmi marks the
 * account connected at once. Wallets send `connect` as their in-page
 * provider starts (EIP-1193), which on a reload with a warm cache can come
 * after the config is created and before the page has hydrated: the page
 * then hydrates as connected over server HTML that is not, and React
 * renders it afresh (hydration mismatch #418; `docs/page-load.md`,
 * "Design"). Nothing is lost by listening later: the
 * restore asks every connector whether its wallet is still connected.
 *
 * @param connectorFn - a connector factory, e.g. one of `connectorsForWallets`'s.
 * @returns a factory for the same connector, `setup()` deferred.
 */
export function connectorAfterRestore(connectorFn: CreateConnectorFn, { restoreStarted }: ConnectorAfterRestoreParameters): CreateConnectorFn {
  return createConnector((config) => {
    const connector = connectorFn(config);
    const { setup } = connector;
    if (!setup) return connector;
    return {
      ...connector,
      async setup() {
        await restoreStarted();
        await setup.call(this);
      },
    } as typeof connector;
  });
}
