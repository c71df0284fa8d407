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
