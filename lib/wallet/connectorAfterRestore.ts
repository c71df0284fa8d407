import { createConnector, type CreateConnectorFn } from 'wagmi';

/** Parameters of {@link connectorAfterRestore}. */
export type ConnectorAfterRestoreParameters = {
  /** Resolves once wagmi's `reconnect` has begun, after hydration; never rejects. */
  restoreStarted: () => Promise<void>;
};

/**
 * Defers a connector's `setup()` until wagmi's restore has begun. In
 * `setup()` an injected connector listens for EIP-1193 `connect`, which can
 * arrive before hydration and mark the account connected over server HTML
 * that is not (React #418; `docs/page-load.md`). The restore asks every
 * connector anyway, so nothing is lost.
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
