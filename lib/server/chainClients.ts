import { createPublicClient, type Chain, type Client, type Transport } from 'viem';
import { getAppConfig } from '@/lib/config/appConfig';
import { getServerConfig } from '@/lib/config/server/serverConfig';
import { chainTransport } from '@/lib/wallet/rpcTransport';

let clients: Map<number, Client<Transport, Chain>> | undefined;

/**
 * Server-side viem public clients, one per configured chain: on the
 * server's own node where the operator set one (`RPC_URL_<chainId>`,
 * server-only, often with a key in its URL), else on the app's RPC URLs
 * (`NEXT_PUBLIC_RPC_URL_<chainId>`), through {@link chainTransport}. The
 * payment watcher, payment checks and the `/pay/<id>` page's lookups all
 * use them. Created on first use and kept for the process.
 *
 * @throws {InvalidEnvError} on the first call, when the server's environment is malformed.
 */
export function getChainClients(): ReadonlyMap<number, Client<Transport, Chain>> {
  if (!clients) {
    const { serverRpcUrls } = getServerConfig();
    clients = new Map(
      getAppConfig().chains.map((chain) => {
        const urls = serverRpcUrls.get(chain.id);
        const served = urls ? { ...chain, rpcUrls: { ...chain.rpcUrls, default: { http: urls } } } : chain;
        return [chain.id, createPublicClient({ chain: served, transport: chainTransport(served) })];
      }),
    );
  }
  return clients;
}
