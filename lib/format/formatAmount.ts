import { formatGwei, formatUnits } from 'viem';

/** The locale amounts are written in when none is given: `en-US` (pages pass the route's). */
const DEFAULT_AMOUNT_LOCALE = 'en-US';

/** The one amount rule: grouped, at most 6 fraction digits but two significant ones for a tiny amount, cut and never rounded up. */
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

// Made on first use: constructing one loads ICU locale data.
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

// Intl.NumberFormat reads numeric strings exactly; TypeScript's lib lacks that overload.

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
 * An amount by the one rule, symbol after, and its exact value (viem
 * `formatUnits`); `figure` is `text`'s number alone (`"9,999.989977"`);
 * `words` is `text` with a no-break space before the symbol
 * (`"9,999.989977\u00a0ETH"`), for an amount inside a sentence, where no
 * element keeps the two together.
 */
export function formatAmount({ value, decimals, symbol, locale = DEFAULT_AMOUNT_LOCALE }: FormatAmountParameters): FormatAmountReturnType & { figure: string; words: string } {
  const decimal = formatUnits(value, decimals);
  const figure = formatDecimal(numberFormat(locale, 'amount'), decimal);
  return { text: `${figure} ${symbol}`, exact: `${decimal} ${symbol}`, figure, words: `${figure}\u00a0${symbol}` };
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

/** A fee's make-up, `"21,000 gas × 1.10 gwei"`, with every digit in `exact` and the two sides of "×" in `parts`. */
export function formatGasDetail({ gas, feePerGas, locale = DEFAULT_AMOUNT_LOCALE }: FormatGasDetailParameters): FormatAmountReturnType & { parts: [string, string] } {
  const gwei = formatGwei(feePerGas);
  const parts: [string, string] = [`${formatDecimal(numberFormat(locale, 'gas'), gas.toString())} gas`, `${formatDecimal(numberFormat(locale, 'gwei'), gwei)} gwei`];
  return { text: parts.join(' × '), exact: `${gas} gas × ${gwei} gwei`, parts };
}
