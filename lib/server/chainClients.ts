import { createPublicClient, type Chain, type Client, type Transport } from 'viem';
import { getAppConfig } from '@/lib/config/appConfig';
import { chainTransport } from '@/lib/wallet/rpcTransport';

let clients: Map<number, Client<Transport, Chain>> | undefined;

/**
 * Server-side viem public clients, one per configured chain, on the same RPC
 * URLs as the app (`NEXT_PUBLIC_RPC_URL_<chainId>`, {@link chainTransport}).
 * Created on first use and kept for the process.
 */
export function getChainClients(): ReadonlyMap<number, Client<Transport, Chain>> {
  clients ??= new Map(
    getAppConfig().chains.map((chain) => [
      chain.id,
      createPublicClient({ chain, transport: chainTransport(chain) }),
    ]),
  );
  return clients;
}
