import type { Chain } from 'viem';
import {
  localChainIds,
  parseChainIds,
  supportedChains,
  type SupportedChainId,
} from './chains';
import { parseSiweSwitch } from './siweSwitch';
import { parseRpcUrls } from './rpcUrls';
import { parseWalletConnectProjectId } from './walletConnectProjectId';

/** The public (`NEXT_PUBLIC_*`) variables the app reads, by name. */
export type PublicEnv = Readonly<Record<string, string | undefined>>;

/**
 * Reads the app's public variables from `process.env`.
 *
 * Next.js inlines `process.env.NEXT_PUBLIC_X` into browser bundles only where
 * the name is written out in full, so every variable is listed here by name;
 * a computed `process.env[name]` would be `undefined` in the browser.
 */
export function readPublicEnv(): PublicEnv {
  return {
    NEXT_PUBLIC_CHAINS: process.env.NEXT_PUBLIC_CHAINS,
    NEXT_PUBLIC_SIWE: process.env.NEXT_PUBLIC_SIWE,
    NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
    NEXT_PUBLIC_RPC_URL_1: process.env.NEXT_PUBLIC_RPC_URL_1,
    NEXT_PUBLIC_RPC_URL_11155111: process.env.NEXT_PUBLIC_RPC_URL_11155111,
    NEXT_PUBLIC_RPC_URL_8453: process.env.NEXT_PUBLIC_RPC_URL_8453,
    NEXT_PUBLIC_RPC_URL_10: process.env.NEXT_PUBLIC_RPC_URL_10,
    NEXT_PUBLIC_RPC_URL_42161: process.env.NEXT_PUBLIC_RPC_URL_42161,
    NEXT_PUBLIC_RPC_URL_137: process.env.NEXT_PUBLIC_RPC_URL_137,
    NEXT_PUBLIC_RPC_URL_31337: process.env.NEXT_PUBLIC_RPC_URL_31337,
    NEXT_PUBLIC_RPC_URL_1337: process.env.NEXT_PUBLIC_RPC_URL_1337,
  };
}

/** The validated app configuration that `lib/wagmi.ts` is built from. */
export type AppConfig = {
  /** Configured chains in menu order, with RPC URL overrides applied. */
  chains: readonly [Chain, ...Chain[]];
  /** WalletConnect Cloud project id, or the placeholder. */
  walletConnectProjectId: string;
  /** True when the project id is the `.env.example` placeholder. */
  usesPlaceholderProjectId: boolean;
  /**
   * True when every configured chain is a local node (31337, 1337): only then
   * does the wallet list offer the Dev Wallet.
   */
  devWallet: boolean;
  /** Sign-In with Ethereum step on (default) or off (`NEXT_PUBLIC_SIWE=off`). */
  siwe: boolean;
};

/**
 * Returns `chain` with its default RPC URLs replaced by `rpcUrls`, so that
 * the transport, `wallet_addEthereumChain` and the Dev Wallet all use the
 * same nodes.
 */
function withRpcUrls(chain: Chain, rpcUrls: string[] | undefined): Chain {
  if (!rpcUrls) return chain;
  return { ...chain, rpcUrls: { ...chain.rpcUrls, default: { http: rpcUrls } } };
}

/**
 * Validates the public environment into an {@link AppConfig}. Runs in
 * `next.config.ts` (so bad values stop `next build` / `next dev`) and again
 * in `lib/wagmi.ts` on the inlined values.
 *
 * @throws {InvalidEnvError} naming the first variable at fault.
 */
export function parseAppConfig(env: PublicEnv): AppConfig {
  const chainIds = parseChainIds(env.NEXT_PUBLIC_CHAINS);
  // Check every supported chain's URL, configured or not: a typo should not
  // wait until the chain is switched on.
  const rpcUrls = new Map<number, string[] | undefined>();
  for (const id of Object.keys(supportedChains).map(Number)) {
    rpcUrls.set(id, parseRpcUrls(id, env[`NEXT_PUBLIC_RPC_URL_${id}`]));
  }
  const { projectId, isPlaceholder } = parseWalletConnectProjectId(
    env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
  );
  const chains = chainIds.map((id) => withRpcUrls(supportedChains[id], rpcUrls.get(id)));
  const [first, ...rest] = chains;
  if (!first) throw new Error('unreachable: parseChainIds returns at least one chain');
  return {
    chains: [first, ...rest],
    walletConnectProjectId: projectId,
    usesPlaceholderProjectId: isPlaceholder,
    devWallet: chainIds.every((id: SupportedChainId) => localChainIds.includes(id)),
    siwe: parseSiweSwitch(env.NEXT_PUBLIC_SIWE),
  };
}
