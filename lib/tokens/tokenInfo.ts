import { message, type Message } from '@/lib/i18n/message';
import { getAddress, isAddress, type Address } from 'viem';
import { isRecord } from '@/lib/storage/json';

/** An ERC-20 token on one chain, as a token list (https://tokenlists.org) describes it, without its logo. */
export type TokenInfo = {
  chainId: number;
  /** The token contract (EIP-55). */
  address: Address;
  name: string;
  symbol: string;
  /** Decimal places of its amounts: 0 to 255 (`uint8`). */
  decimals: number;
};

/** The longest symbol shown: 32 characters (the token lists schema allows 20; contracts return anything). */
const MAX_SYMBOL_LENGTH = 32;

/** The longest name shown: 64 characters. */
const MAX_NAME_LENGTH = 64;

// Control and format characters: invisible (U+200B), or reordering what follows (U+202E makes "\u202eHTE" read "ETH").
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}]/u;

/**
 * Why `name`, `symbol` and `decimals` read from a contract or a list do not
 * make a token we show, or `null` when they do. Hostile values stay text;
 * these limits keep them short enough to lay out, and a name or symbol
 * with a hidden character (Unicode Cc, Cf) is refused: it could pass for
 * another token's.
 */
export function tokenMetadataProblem({ name, symbol, decimals }: { name: unknown; symbol: unknown; decimals: unknown }): Message | null {
  if (typeof symbol !== 'string' || symbol.trim() === '') return message('tokenNoSymbol');
  if (symbol.length > MAX_SYMBOL_LENGTH) return message('tokenSymbolTooLong', { max: MAX_SYMBOL_LENGTH });
  if (typeof name !== 'string') return message('tokenNoName');
  if (name.length > MAX_NAME_LENGTH) return message('tokenNameTooLong', { max: MAX_NAME_LENGTH });
  if (HIDDEN_CHARACTER.test(symbol) || HIDDEN_CHARACTER.test(name)) return message('tokenHiddenCharacters');
  if (!Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 255) return message('tokenDecimals');
  return null;
}

/** `value` as a {@link TokenInfo} (address checksummed, extra fields dropped), or `null` when it is not one. */
export function toTokenInfo(value: unknown): TokenInfo | null {
  if (!isRecord(value)) return null;
  const { chainId, address, name, symbol, decimals } = value;
  if (!Number.isSafeInteger(chainId) || typeof address !== 'string' || !isAddress(address, { strict: false })) return null;
  if (tokenMetadataProblem({ name, symbol, decimals }) !== null) return null;
  return { chainId: chainId as number, address: getAddress(address), name: name as string, symbol: symbol as string, decimals: decimals as number };
}
