import { http, type Chain } from 'viem';
import { anvil } from 'viem/chains';
import { createConfig, type Config } from 'wagmi';
import { mock } from 'wagmi/connectors';

/** anvil's first test account. */
export const ANVIL_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const;

/**
 * A wagmi config for component tests: anvil on a loopback node (then any
 * other chains given) and wagmi's `mock` connector as anvil account 0.
 * Unlike the app's config it has no WalletConnect connector, whose set-up
 * calls third-party hosts. Like it, it has `ssr: true`: wagmi restores a
 * stored connection once its context has mounted, not while it renders.
 *
 * @param rpcUrl - anvil's node, e.g. `http://127.0.0.1:8545`; default: a closed port.
 * @param otherChains - further chains, after anvil, each on its own `rpcUrls.default`.
 */
export function createTestWagmiConfig(rpcUrl = 'http://127.0.0.1:9', otherChains: readonly Chain[] = []): Config {
  return createConfig({
    chains: [{ ...anvil, rpcUrls: { default: { http: [rpcUrl] } } }, ...otherChains],
    connectors: [mock({ accounts: [ANVIL_ACCOUNT_0] })],
    transports: Object.fromEntries([anvil, ...otherChains].map((chain) => [chain.id, http()])),
    ssr: true,
  });
}
