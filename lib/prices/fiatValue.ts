import { formatUnits, parseUnits } from 'viem';
import type { FiatCurrency } from './fiatCurrency';

/** A price of one unit of something in USD: `answer / 10^decimals`, as a Chainlink feed answers it. */
export type UsdPrice = { answer: bigint; decimals: number };

/** One US dollar, as a {@link UsdPrice}: the price of USD in USD. */
export const ONE_USD: UsdPrice = { answer: 1n, decimals: 0 };

/** Parameters of {@link fiatValueOf}. */
export type FiatValueOfParameters = {
  /** In the asset's smallest unit (wei for ETH). */
  amount: bigint;
  /** The asset's decimals. */
  decimals: number;
  /** The asset's price in USD. */
  assetPrice: UsdPrice;
  /** The currency's price in USD ({@link ONE_USD} for USD). */
  currencyPrice: UsdPrice;
};

/**
 * The value of `amount` in a currency, exactly as a fixed-point number:
 * `value / 10^decimals` units of the currency, cut (never rounded) below
 * its last place.
 */
export function fiatValueOf({ amount, decimals, assetPrice, currencyPrice }: FiatValueOfParameters): { value: bigint; decimals: number } {
  return { value: (amount * assetPrice.answer * 10n ** BigInt(currencyPrice.decimals)) / currencyPrice.answer, decimals: decimals + assetPrice.decimals };
}

/** The sum of fiat values of one currency, exactly, at the finest of their places. */
export function sumFiatValues(values: readonly { value: bigint; decimals: number }[]): { value: bigint; decimals: number } {
  const decimals = Math.max(0, ...values.map((part) => part.decimals));
  return { value: values.reduce((sum, part) => sum + part.value * 10n ** BigInt(decimals - part.decimals), 0n), decimals };
}

/** Parameters of {@link amountOfFiat}. */
export type AmountOfFiatParameters = Omit<FiatValueOfParameters, 'amount'> & {
  /** The fiat amount as a decimal string with `.` for its separator, e.g. `"100.5"`. */
  fiat: string;
};

/**
 * The amount of an asset, in its smallest unit, that is worth `fiat` of a
 * currency at these prices: cut down to a whole unit, so never more than
 * the fiat amount asked.
 *
 * @throws viem's `InvalidDecimalNumberError` when `fiat` is not a decimal number.
 */
export function amountOfFiat({ fiat, decimals, assetPrice, currencyPrice }: AmountOfFiatParameters): bigint {
  // Every place the fiat amount has, whatever currency: the division below cuts once, at the end.
  const fiatDecimals = Math.max(0, fiat.split('.')[1]?.length ?? 0);
  const scaled = parseUnits(fiat, fiatDecimals);
  return (scaled * currencyPrice.answer * 10n ** BigInt(assetPrice.decimals + decimals)) / (10n ** BigInt(fiatDecimals + currencyPrice.decimals) * assetPrice.answer);
}

// One format per locale and currency: constructing one loads ICU data.
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: FiatCurrency, compact = false): Intl.NumberFormat {
  const key = `${locale} ${currency} ${compact ? 'compact' : 'full'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...(compact ? { notation: 'compact' } : {}) });
    formats.set(key, format);
  }
  return format;
}

/** From this many units of a currency on, {@link formatFiat}'s `compact` form abbreviates: `"$30M"`. */
const COMPACT_FROM_UNITS = 10_000n;

/**
 * A fiat value as the visitor's locale writes the currency, with the
 * currency's own digits (2 for USD, 0 for JPY): `"$1,234.56"`,
 * `"1.234,56 €"`, `"￥1,235"`. A value above zero that rounds to nothing
 * reads `"< $0.01"`, never `"$0.00"`. `compact` (the header's account
 * button, beside a balance shortened as `"10k ETH"`) abbreviates from
 * {@link COMPACT_FROM_UNITS} units on, in the locale's compact notation:
 * `"$30M"`, `"3000万円"`.
 */
export function formatFiat({ value, decimals }: { value: bigint; decimals: number }, currency: FiatCurrency, locale: string, { compact = false } = {}): string {
  const format = currencyFormat(locale, currency, compact && value >= COMPACT_FROM_UNITS * 10n ** BigInt(decimals));
  const places = format.resolvedOptions().maximumFractionDigits ?? 2;
  if (value > 0n && value < 10n ** BigInt(Math.max(0, decimals - places)) / 2n) {
    return `< ${format.format(formatUnits(1n, places) as unknown as number)}`;
  }
  // Intl.NumberFormat reads a numeric string exactly; TypeScript's lib lacks that overload.
  return format.format(formatUnits(value, decimals) as unknown as number);
}
