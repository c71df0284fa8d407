import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { isAddressEqual } from 'viem';
import { getBrowserStorage, subscribeToStoredKey } from '@/lib/storage/browserStorage';
import { isRecord } from '@/lib/storage/json';
import { CUSTOM_TOKENS_CHANGED_EVENT, CUSTOM_TOKENS_STORAGE_KEY, readCustomTokens } from '@/lib/tokens/customTokens';
import { toTokenInfo, type TokenInfo } from '@/lib/tokens/tokenInfo';

/** Our route serving the published token list's share for the configured chains (`pages/api/tokens.ts`). */
export const TOKEN_LIST_PATH = '/api/tokens';

/** A token as /account lists it: from the published list, or added by the visitor. */
export type ListedToken = TokenInfo & { added: boolean };

/** Fetches {@link TOKEN_LIST_PATH} and keeps the entries that are tokens (`toTokenInfo`). */
async function fetchTokenList(): Promise<TokenInfo[]> {
  const response = await fetch(TOKEN_LIST_PATH, { credentials: 'omit' });
  if (!response.ok) throw new Error(`The token list answered ${response.status}.`);
  const body = (await response.json()) as unknown;
  const tokens = isRecord(body) && Array.isArray(body.tokens) ? body.tokens : [];
  return tokens.map(toTokenInfo).filter((token): token is TokenInfo => token !== null);
}

const subscribeToCustomTokens = (onChange: () => void) => subscribeToStoredKey(CUSTOM_TOKENS_STORAGE_KEY, CUSTOM_TOKENS_CHANGED_EVENT, onChange);

/**
 * The tokens /account lists on each chain: the published list (fetched
 * from our own origin once per page, not persisted) then those the
 * visitor added (`lib/tokens/customTokens.ts`), once per address.
 * `isError` when the list could not be fetched; added tokens still show.
 */
export function useTokens(): { tokensOf: (chainId: number) => ListedToken[]; isPending: boolean; isError: boolean } {
  const list = useQuery({ queryKey: ['tokenList'], queryFn: fetchTokenList, staleTime: Infinity, meta: { persist: false } });
  const customText = useSyncExternalStore(
    subscribeToCustomTokens,
    () => getBrowserStorage()?.getItem(CUSTOM_TOKENS_STORAGE_KEY) ?? '',
    () => '',
  );
  const tokensOf = useMemo(() => {
    const storage = getBrowserStorage();
    const custom = storage && customText !== '' ? readCustomTokens(storage) : [];
    const listed = list.data ?? [];
    return (chainId: number): ListedToken[] => {
      const fromList = listed.filter((token) => token.chainId === chainId).map((token) => ({ ...token, added: false }));
      const added = custom
        .filter((token) => token.chainId === chainId && !fromList.some((other) => isAddressEqual(other.address, token.address)))
        .map((token) => ({ ...token, added: true }));
      return [...fromList, ...added];
    };
  }, [list.data, customText]);
  return { tokensOf, isPending: list.isPending, isError: list.isError };
}
