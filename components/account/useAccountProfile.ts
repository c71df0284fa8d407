import { useBalance, useConfig, useEnsAvatar, useEnsName, type UseBalanceReturnType } from 'wagmi';
import { ensChainIdOf } from '@/lib/config/ensChain';
import { useNormalizedEnsName } from './useNormalizedEnsName';

/** Options of {@link useAccountProfile}. */
export type UseAccountProfileParameters = {
  /**
   * Whether mounting asks the node for the balance again when the cached one
   * is stale (TanStack Query `refetchOnMount`). Default true. The home
   * page's panel passes false: the header's account button, mounted a
   * moment earlier on every page, already asked, and the page must not ask
   * twice (at most 2 node requests per page load: `docs/page-load.md`).
   */
  refetchBalanceOnMount?: boolean;
};

/** What {@link useAccountProfile} returns. */
export type UseAccountProfileReturnType = {
  /** Primary ENS name on the ENS chain (`ensChainIdOf`: Ethereum when configured), when the address has one. */
  ensName: string | undefined;
  /** ENS avatar URL of that name (resolved by wagmi/viem, gateways applied). */
  ensAvatar: string | undefined;
  /** wagmi's `useBalance` query of the native balance on the current chain (wei, decimals, symbol; loading and error state). */
  balance: UseBalanceReturnType;
};

/**
 * The account's ENS name, ENS avatar and balance, asked exactly as
 * RainbowKit's ConnectButton asks them (its `useProfile`: wagmi
 * `useEnsName` and `useEnsAvatar` on chain 1 when mainnet is configured,
 * `useBalance` on the current chain). The query keys are therefore the
 * kit's, and the page and the header share one request each. Without
 * Ethereum, names are read on the local Anvil chain where `npm run dev`
 * deploys ENS (`ensChainIdOf`); the kit's modal shows none there. The name is
 * normalised (ENSIP-15) by {@link useNormalizedEnsName}, loaded on demand.
 *
 * @param address - the connected account, or `undefined` (no lookups).
 */
export function useAccountProfile(
  address: `0x${string}` | undefined,
  { refetchBalanceOnMount = true }: UseAccountProfileParameters = {},
): UseAccountProfileReturnType {
  const { chains } = useConfig();
  const ensChainId = ensChainIdOf(chains.map((chain) => chain.id));
  const { data: ensName } = useEnsName({ chainId: ensChainId, address, query: { enabled: ensChainId !== undefined } });
  const normalizedName = useNormalizedEnsName(ensName);
  const { data: ensAvatar } = useEnsAvatar({
    chainId: ensChainId,
    name: normalizedName,
    query: { enabled: ensChainId !== undefined },
  });
  const balance = useBalance({ address, query: { refetchOnMount: refetchBalanceOnMount } });
  return { ensName: ensName ?? undefined, ensAvatar: ensAvatar ?? undefined, balance };
}
