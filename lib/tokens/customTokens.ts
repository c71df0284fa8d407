import { isAddressEqual } from 'viem';
import { isRecord, readStoredJson } from '@/lib/storage/json';
import { toTokenInfo, type TokenInfo } from './tokenInfo';

/** localStorage key of the tokens a visitor added by address: chain id → tokens. */
export const CUSTOM_TOKENS_STORAGE_KEY = 'co-editions.customTokens';

/** Window event fired after the added tokens changed in this tab (other tabs get `storage`). */
export const CUSTOM_TOKENS_CHANGED_EVENT = 'co-editions:custom-tokens-changed';

/** Every added token, all chains; malformed entries are skipped. Never throws. */
export function readCustomTokens(storage: Pick<Storage, 'getItem'>): TokenInfo[] {
  const data = readStoredJson(storage, CUSTOM_TOKENS_STORAGE_KEY);
  if (!isRecord(data)) return [];
  return Object.entries(data).flatMap(([chainId, tokens]) =>
    Array.isArray(tokens) ? tokens.map(toTokenInfo).filter((token): token is TokenInfo => token !== null && String(token.chainId) === chainId) : [],
  );
}

function writeCustomTokens(storage: Pick<Storage, 'setItem'>, tokens: readonly TokenInfo[]): void {
  const byChain: Record<string, TokenInfo[]> = {};
  for (const token of tokens) (byChain[String(token.chainId)] ??= []).push(token);
  storage.setItem(CUSTOM_TOKENS_STORAGE_KEY, JSON.stringify(byChain));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CUSTOM_TOKENS_CHANGED_EVENT));
}

/**
 * Adds `token` to its chain's added tokens (once per address).
 *
 * @throws the storage's error when it is full or denied.
 */
export function addCustomToken(storage: Pick<Storage, 'getItem' | 'setItem'>, token: TokenInfo): void {
  const others = readCustomTokens(storage).filter((other) => other.chainId !== token.chainId || !isAddressEqual(other.address, token.address));
  writeCustomTokens(storage, [...others, token]);
}

/** Removes the added token `address` of `chainId`. */
export function removeCustomToken(storage: Pick<Storage, 'getItem' | 'setItem'>, { chainId, address }: Pick<TokenInfo, 'chainId' | 'address'>): void {
  writeCustomTokens(
    storage,
    readCustomTokens(storage).filter((token) => token.chainId !== chainId || !isAddressEqual(token.address, address)),
  );
}
