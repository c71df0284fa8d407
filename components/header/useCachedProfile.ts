import type { GetBalanceReturnType } from 'wagmi/actions';
import { ensNormalizeQueryKey } from '@/components/account/useNormalizedEnsName';
import { useQueryCacheData } from './useQueryCacheData';

/**
 * The query key wagmi's `useBalance` files the native balance of `address`
 * on `chainId` under (`getBalanceQueryKey` of `wagmi/query`), as
 * `useAccountProfile` asks it. A unit test keeps the two equal.
 */
export function balanceQueryKey(address: string, chainId: number) {
  return ['balance', { address, chainId }] as const;
}

/** The query key of wagmi's `useEnsName` for `address` on the ENS chain `chainId` (`getEnsNameQueryKey`). */
export function ensNameQueryKey(address: string, chainId: number) {
  return ['ensName', { address, chainId }] as const;
}

/** The query key of wagmi's `useEnsAvatar` for a normalised name on the ENS chain `chainId` (`getEnsAvatarQueryKey`). */
export function ensAvatarQueryKey(name: string, chainId: number) {
  return ['ensAvatar', { chainId, name }] as const;
}

/** What {@link useCachedProfile} returns. */
export type UseCachedProfileReturnType = {
  /** The native balance in the query cache (value in wei, decimals, symbol, formatted), if read. */
  balance: GetBalanceReturnType | undefined;
  /** The primary ENS name in the cache, if a lookup has found one. */
  ensName: string | undefined;
  /** Its avatar URL in the cache, if looked up (untrusted: see `safeImageUrl`). */
  ensAvatar: string | undefined;
};

/**
 * The account's balance, ENS name and avatar as far as the query cache holds
 * them (the persisted cache keeps them across reloads for up to 24 h,
 * as RainbowKit keeps them), read without the code that looks them up: wagmi's balance
 * action and viem's ENS actions stay out of the first load (`docs/page-load.md`),
 * while `HeaderProfileLookups`, loaded beside the header, fills the cache.
 * Never asks the node itself.
 *
 * @param address - the connected account, or `undefined`.
 * @param chainId - the chain whose native balance to read.
 * @param ensChainId - the chain names are read on (`ensChainIdOf`), or `undefined`: no name.
 */
export function useCachedProfile(address: string | undefined, chainId: number | undefined, ensChainId: number | undefined): UseCachedProfileReturnType {
  const balance = useQueryCacheData<GetBalanceReturnType>(address !== undefined && chainId !== undefined ? balanceQueryKey(address, chainId) : undefined);
  const ensName = useQueryCacheData<string | null>(address !== undefined && ensChainId !== undefined ? ensNameQueryKey(address, ensChainId) : undefined);
  const normalizedName = useQueryCacheData<string | null>(ensName ? ensNormalizeQueryKey(ensName) : undefined);
  const ensAvatar = useQueryCacheData<string | null>(normalizedName && ensChainId !== undefined ? ensAvatarQueryKey(normalizedName, ensChainId) : undefined);
  return { balance, ensName: ensName ?? undefined, ensAvatar: ensAvatar ?? undefined };
}
