const balanceFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/**
 * Formats a decimal balance string (as viem's `formatUnits` returns it, e.g.
 * `"10000"` or `"0.000123456789"`) with en-US grouping and at most 6
 * fraction digits, without going through a float: `"10,000"`.
 * Intl.NumberFormat reads numeric strings exactly (ECMA-402 "NumberFormat v3").
 */
export function formatBalance(formatted: string): string {
  // The string overload is standard since ES2023; TypeScript's lib types lag.
  return balanceFormat.format(formatted as unknown as number);
}

const compactFormats = {
  // Below 1: three decimals; below 100: two; below 10,000: one, grouped.
  small: new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, roundingMode: 'trunc' }),
  medium: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, roundingMode: 'trunc' }),
  large: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, roundingMode: 'trunc' }),
  // 10,000 and up: en-US compact notation (10K, 1.2M, 3B), lower-cased.
  compact: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' }),
};

/**
 * A balance short enough for the header's account button (spec §3
 * "displayBalance"), as RainbowKit's ConnectButton shortens it: 3 decimals
 * below 1, 2 below 100, 1 below 10,000, then en-US compact notation with
 * the kit's lower-case suffixes, as its account modal writes them
 * (`"10000"` → `"10k"`, `"1234567"` → `"1.2m"`). Digits are cut, never
 * rounded up, so a balance never reads as more than it is. Reads the
 * decimal string exactly.
 *
 * @param formatted - a decimal string as viem's `formatUnits` returns it.
 */
export function formatCompactBalance(formatted: string): string {
  const magnitude = Math.abs(Number(formatted));
  const format =
    magnitude < 1 ? compactFormats.small : magnitude < 100 ? compactFormats.medium : magnitude < 10_000 ? compactFormats.large : compactFormats.compact;
  // The string overload is standard since ES2023; TypeScript's lib types lag.
  const text = format.format(formatted as unknown as number);
  return format === compactFormats.compact ? text.toLowerCase() : text;
}
