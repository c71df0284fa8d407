import { formatUnits } from 'viem';
import { writeDecimal } from '@/lib/format/decimalSeparator';
import { message, type Message } from '@/lib/i18n/message';
import { parseAmount } from '@/lib/transactions/sendForm';
import type { FiatCurrency } from './fiatCurrency';
import { amountOfFiat, fiatValueOf, type UsdPrice } from './fiatValue';

/** The places a currency writes (2 for USD and EUR, 0 for JPY), as `Intl.NumberFormat` knows them. */
function currencyDigits(currency: FiatCurrency): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Parameters of {@link amountOfFiatEntry}. */
export type AmountOfFiatEntryParameters = {
  /** What the visitor typed, in the currency. */
  text: string;
  currency: FiatCurrency;
  /** The locale's decimal separator (`decimalSeparatorOf`). */
  decimalSeparator: string;
  /** The asset's decimals. */
  decimals: number;
  /** The asset's price and the currency's, in USD; `undefined` when there is none to trust. */
  prices: { assetPrice: UsdPrice; currencyPrice: UsdPrice } | undefined;
};

/**
 * The exact amount of an asset, in its smallest unit, that a fiat amount
 * typed in the send form buys at `prices` (`amountOfFiat`, cut down), or
 * why there is none: the send form's own amount rules applied to the fiat
 * text (a positive decimal of at most the currency's places, no ambiguous
 * "1.000"), no price, or an amount too small for one smallest unit.
 */
export function amountOfFiatEntry({ text, currency, decimalSeparator, decimals, prices }: AmountOfFiatEntryParameters): { amount?: bigint; error?: Message } {
  const digits = currencyDigits(currency);
  const typed = parseAmount(text, digits, decimalSeparator);
  if (typed.value === undefined) return { error: typed.error };
  if (!prices) return { error: message('fiatNoPrice', { currency }) };
  const amount = amountOfFiat({ fiat: formatUnits(typed.value, digits), decimals, ...prices });
  return amount > 0n ? { amount } : { error: message('amountZero') };
}

/** Parameters of {@link fiatEntryText}. */
export type FiatEntryTextParameters = {
  /** In the asset's smallest unit (wei for ETH). */
  amount: bigint;
  /** The asset's decimals. */
  decimals: number;
  currency: FiatCurrency;
  /** The locale's decimal separator (`decimalSeparatorOf`). */
  decimalSeparator: string;
  /** The asset's price and the currency's, in USD. */
  prices: { assetPrice: UsdPrice; currencyPrice: UsdPrice };
};

/**
 * What the send form's fiat field shows for an amount of the asset when
 * the visitor switches to typing in the currency: its value cut to the
 * currency's places, written as one would type it, "1500" or "1500,5"
 * (no grouping). {@link amountOfFiatEntry} reads it back: the same amount,
 * or the most that value buys when the cut dropped a fraction of a cent.
 */
export function fiatEntryText({ amount, decimals, currency, decimalSeparator, prices }: FiatEntryTextParameters): string {
  const digits = currencyDigits(currency);
  const { value, decimals: valueDecimals } = fiatValueOf({ amount, decimals, ...prices });
  const cut = valueDecimals > digits ? value / 10n ** BigInt(valueDecimals - digits) : value * 10n ** BigInt(digits - valueDecimals);
  return writeDecimal(cut, digits, decimalSeparator);
}
