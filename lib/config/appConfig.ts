import type { Chain } from 'viem';
import { localChainIds, supportedChains } from './chains';
import { readPublicEnv } from './env';
import { parseEnv, type EnvValues } from './parseEnv';
import { publicEnvSchema } from './publicEnv';
import { WALLETCONNECT_PLACEHOLDER_PROJECT_ID } from './walletConnectProjectId';

/** The validated public configuration: what the wagmi config, the server's chain clients and the security headers are built from. */
export type AppConfig = {
  /** Configured chains in menu order, with RPC URL overrides applied. */
  chains: readonly [Chain, ...Chain[]];
  /** WalletConnect Cloud project id, or the placeholder. */
  walletConnectProjectId: string;
  /** True when the project id is the `.env.example` placeholder. */
  usesPlaceholderProjectId: boolean;
  /** A local chain among the chains and every node on loopback: only then is the Dev Wallet (anvil's public keys) offered. */
  devWallet: boolean;
  /** Sign-In with Ethereum step on (default) or off (`NEXT_PUBLIC_SIWE=off`). */
  siwe: boolean;
};

/** `chain` with its default RPC URLs replaced, so the transport, `wallet_addEthereumChain` and the Dev Wallet agree. */
function withRpcUrls(chain: Chain, rpcUrls: string[] | undefined): Chain {
  if (!rpcUrls) return chain;
  return { ...chain, rpcUrls: { ...chain.rpcUrls, default: { http: rpcUrls } } };
}

/** Hosts that are this machine: `localhost` (and its subdomains), `127.0.0.1`, `[::1]`. */
function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * Validates the public environment (`publicEnv.ts`), in `next.config.ts`,
 * so bad values stop every command, and again in the browser and API routes.
 *
 * @throws {InvalidEnvError} naming the first variable at fault.
 */
export function parseAppConfig(env: EnvValues): AppConfig {
  const values = parseEnv(publicEnvSchema, env);
  const chainIds = values.NEXT_PUBLIC_CHAINS;
  const chains = chainIds.map((id) => withRpcUrls(supportedChains[id], values[`NEXT_PUBLIC_RPC_URL_${id}`]));
  const [first, ...rest] = chains;
  // The schema's array is never empty: unset means the default chains.
  if (!first) throw new Error('unreachable: NEXT_PUBLIC_CHAINS parsed to no chain');
  return {
    chains: [first, ...rest],
    walletConnectProjectId: values.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
    usesPlaceholderProjectId: values.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID === WALLETCONNECT_PLACEHOLDER_PROJECT_ID,
    devWallet:
      chainIds.some((id) => localChainIds.includes(id)) && chains.every((chain) => chain.rpcUrls.default.http.every(isLoopbackUrl)),
    siwe: values.NEXT_PUBLIC_SIWE,
  };
}

let parsed: AppConfig | undefined;

/**
 * The app's configuration from the inlined `NEXT_PUBLIC_*` variables, parsed once.
 *
 * @throws {InvalidEnvError} naming the first variable at fault.
 */
export function getAppConfig(): AppConfig {
  parsed ??= parseAppConfig(readPublicEnv());
  return parsed;
}
