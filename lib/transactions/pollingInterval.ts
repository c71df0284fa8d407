import type { Config } from 'wagmi';
import { getClient } from 'wagmi/actions';

/** wagmi's default polling interval when a chain's client has none: 4,000 ms. */
const DEFAULT_POLLING_INTERVAL_MS = 4_000;

/**
 * How often to ask the node of `chainId` about a pending transaction, in
 * ms: the client's `pollingInterval`, which viem derives from the chain's
 * block time; {@link DEFAULT_POLLING_INTERVAL_MS} for a chain `config` has
 * no client for.
 */
export function pollingIntervalOf(config: Config, chainId: number): number {
  return getClient(config, { chainId })?.pollingInterval ?? DEFAULT_POLLING_INTERVAL_MS;
}
