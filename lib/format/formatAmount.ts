import { formatGwei, formatUnits } from 'viem';

/** The locale amounts are written in when none is given: `en-US` (pages pass the route's). */
const DEFAULT_AMOUNT_LOCALE = 'en-US';

/**
 * The app's one rule for an amount: grouped, at most 6 fraction digits,
 * but as many significant digits as it takes (two) to show that a
 * non-zero amount is not zero (`roundingPriority: 'morePrecision'`, ECMA-402
 * NumberFormat v3). Digits are cut, never rounded up, so an amount never
 * reads as more than it is.
 */
const AMOUNT_OPTIONS: Intl.NumberFormatOptions = {
  maximumFractionDigits: 6,
  maximumSignificantDigits: 2,
  roundingPriority: 'morePrecision',
  roundingMode: 'trunc',
};

/** A gas price: 2 decimals in gwei, or two significant digits below 0.01 gwei. */
const GWEI_OPTIONS: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  maximumSignificantDigits: 2,
  roundingPriority: 'morePrecision',
};

/** A gas amount: a grouped integer. */
const GAS_OPTIONS: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

// Each format is made on first use: constructing one loads locale data,
// which costs a page load's main thread when done up front.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, name: 'amount' | 'gwei' | 'gas'): Intl.NumberFormat {
  const key = `${locale} ${name}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, name === 'amount' ? AMOUNT_OPTIONS : name === 'gwei' ? GWEI_OPTIONS : GAS_OPTIONS);
    formats.set(key, format);
  }
  return format;
}

/**
 * A decimal string (as viem's `formatUnits` writes it) through a format.
 * Intl.NumberFormat reads numeric strings exactly, with no float in
 * between; TypeScript's lib types do not yet have the string overload.
 */
function formatDecimal(format: Intl.NumberFormat, decimal: string): string {
  return format.format(decimal as unknown as number);
}

/** Parameters of {@link formatAmount}. */
export type FormatAmountParameters = {
  /** In the asset's smallest unit (wei for ETH). */
  value: bigint;
  /** The asset's decimals (18 for ETH, 6 for USDC). */
  decimals: number;
  /** Written after the number: `ETH`, `USDC`. */
  symbol: string;
  /** BCP 47 locale; default {@link DEFAULT_AMOUNT_LOCALE}. */
  locale?: string;
};

/** What {@link formatAmount} and {@link formatGasDetail} return. */
export type FormatAmountReturnType = {
  /** What the page shows: `"9,999.989977 ETH"`, `"0.000000021 ETH"`. */
  text: string;
  /** Every digit, for a title and for Copy: `"9999.989977453449015 ETH"`. */
  exact: string;
};

/**
 * Writes an amount by the app's one rule: grouping, at most 6 fraction
 * digits and never so few that a non-zero amount reads as 0, cut rather
 * than rounded up, the symbol after the number; plus the exact value
 * (viem's `formatUnits`).
 */
export function formatAmount({ value, decimals, symbol, locale = DEFAULT_AMOUNT_LOCALE }: FormatAmountParameters): FormatAmountReturnType {
  const decimal = formatUnits(value, decimals);
  return { text: `${formatDecimal(numberFormat(locale, 'amount'), decimal)} ${symbol}`, exact: `${decimal} ${symbol}` };
}

/** Parameters of {@link formatGasDetail}. */
export type FormatGasDetailParameters = {
  /** Gas units. */
  gas: bigint;
  /** Wei per gas: the legacy gas price, or EIP-1559's max fee per gas. */
  feePerGas: bigint;
  /** BCP 47 locale; default {@link DEFAULT_AMOUNT_LOCALE}. */
  locale?: string;
};

/**
 * How a network fee is made up, written beside the fee (itself an amount
 * in the native currency, {@link formatAmount}): the gas grouped and the
 * price per gas in gwei to 2 decimals (viem's `formatGwei`), and every digit
 * for a title: `{ text: "21,000 gas × 1.10 gwei", exact: "21000 gas × 1.100885003 gwei" }`.
 * `parts` holds the text's two sides of "×", which a page keeps whole.
 */
export function formatGasDetail({ gas, feePerGas, locale = DEFAULT_AMOUNT_LOCALE }: FormatGasDetailParameters): FormatAmountReturnType & { parts: [string, string] } {
  const gwei = formatGwei(feePerGas);
  const parts: [string, string] = [`${formatDecimal(numberFormat(locale, 'gas'), gas.toString())} gas`, `${formatDecimal(numberFormat(locale, 'gwei'), gwei)} gwei`];
  return { text: parts.join(' × '), exact: `${gas} gas × ${gwei} gwei`, parts };
}
