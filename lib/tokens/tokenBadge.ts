import { hexToBytes, type Address } from 'viem';

/** What stands in for a token's logo: its initials on a colour of its own. */
export type TokenBadge = {
  /** Up to 3 letters or digits of the symbol, upper-cased; `?` when it has none. */
  initials: string;
  /** A CSS colour derived from the contract address: `hsl(<hue> 55% 40%)`, dark enough for white text (WCAG AA). */
  background: string;
};

/**
 * The badge of a token: no logo is fetched (a logo URL points at a third
 * party, which would learn who holds what), so the symbol's initials on a
 * hue taken from the address's first two bytes, stable and distinct per
 * contract.
 */
export function tokenBadge({ symbol, address }: { symbol: string; address: Address }): TokenBadge {
  const initials = (symbol.match(/[\p{L}\p{N}]/gu) ?? []).slice(0, 3).join('').toUpperCase() || '?';
  const [high = 0, low = 0] = hexToBytes(address);
  const hue = ((high << 8) | low) % 360;
  return { initials, background: `hsl(${hue} 55% 40%)` };
}
