import defaultTokenList from '@uniswap/default-token-list';
import { toTokenInfo, type TokenInfo } from '@/lib/tokens/tokenInfo';

/** The published list we show tokens from: npm `@uniswap/default-token-list` (https://tokenlists.org). */
const TOKEN_LIST_PACKAGE = '@uniswap/default-token-list';

/** A token list cut to some chains. */
export type ChainTokenList = {
  /** The list's own name and version, e.g. "Uniswap Labs Default 22.21.0". */
  source: string;
  tokens: TokenInfo[];
};

let loaded: { source: string; tokens: TokenInfo[] } | undefined;

/**
 * The tokens of the published list ({@link TOKEN_LIST_PACKAGE}) on
 * `chainIds`, without logos (a logo URL points at a third-party host),
 * each entry checked (`toTokenInfo`); the list is read once per process.
 * Server only: the whole list is 650 kB, a chain's share a tenth of it.
 */
export function tokenListForChains(chainIds: readonly number[]): ChainTokenList {
  if (!loaded) {
    // The package is a JSON file (its `main`): checked entry by entry below.
    const list = defaultTokenList as { name?: unknown; version?: { major?: unknown; minor?: unknown; patch?: unknown }; tokens?: unknown };
    const version = list.version ? `${String(list.version.major)}.${String(list.version.minor)}.${String(list.version.patch)}` : '';
    loaded = {
      source: `${typeof list.name === 'string' ? list.name : TOKEN_LIST_PACKAGE} ${version}`.trim(),
      tokens: Array.isArray(list.tokens) ? list.tokens.map(toTokenInfo).filter((token) => token !== null) : [],
    };
  }
  const wanted = new Set(chainIds);
  return { source: loaded.source, tokens: loaded.tokens.filter((token) => wanted.has(token.chainId)) };
}
