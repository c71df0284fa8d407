import { fallback, http, type Chain, type Transport } from 'viem';
import { RPC_TIMEOUT_MS } from './rpcTimeout';

/** Parameters of {@link chainTransport}. */
export type ChainTransportParameters = {
  /** JSON-RPC batching (viem `http` `batch`): on in the browser, where reads come together. Default false. */
  batch?: boolean;
};

/**
 * The viem transport of a chain's nodes, its `rpcUrls.default.http` (from
 * `NEXT_PUBLIC_RPC_URL_<chainId>`, or viem's default): `http` with a
 * 10,000 ms time-out ({@link RPC_TIMEOUT_MS}) and no retry, so a hung node
 * fails a request after 10 s (`docs/security.md`, "Faults"), for one URL; for several, a
 * viem `fallback` over them in the configured order ("Several RPC
 * URLs"), so a node that refuses connections, times out or answers 5xx
 * hands the request to the next. Node errors that are the request's own
 * (reverts, invalid params) are not retried elsewhere: viem's `fallback`
 * only falls over on transport-level failures.
 *
 * @param chain - a chain from `parseAppConfig`, RPC URLs applied.
 */
export function chainTransport(chain: Chain, { batch = false }: ChainTransportParameters = {}): Transport {
  const urls = chain.rpcUrls.default.http;
  // No retries: viem retries a timed-out request three times by default, so
  // a hung node would keep the visitor waiting 40 s instead of 10.
  const nodeTransport = (url: string | undefined) => http(url, { timeout: RPC_TIMEOUT_MS, batch, retryCount: 0 });
  if (urls.length <= 1) return nodeTransport(urls[0]);
  return fallback(urls.map(nodeTransport), { retryCount: 0 });
}
