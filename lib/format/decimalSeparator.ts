import { formatUnits } from 'viem';
import { message, type Message } from '@/lib/i18n/message';

/**
 * The decimal separator of `locale` ("." in en-US, "," in de-DE), from
 * `Intl.NumberFormat`. Amount fields accept it beside "." (`parseAmount`).
 */
export function decimalSeparatorOf(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * `text` as a plain decimal with "." for its point: trimmed, in ASCII
 * (NFKC: the full-width "０．５" a Japanese or Chinese IME types is
 * "0.5"), the locale's decimal separator (its first occurrence) read as
 * "." ("0,5" is "0.5" when `decimalSeparator` is ","), and a point at
 * either end of a number completed: ".5" is "0.5", "5." is "5" (never
 * "1.000." in German, which stays refused). "." keeps meaning the
 * decimal point in every locale. No other change: a grouping separator
 * ("1.000,5") stays and is refused by the caller.
 *
 * @param decimalSeparator - from {@link decimalSeparatorOf}; default ".".
 */
export function readDecimal(text: string, decimalSeparator = '.'): string {
  const trimmed = asciiTrimmed(text);
  const pointed = decimalSeparator === '.' ? trimmed : trimmed.replace(decimalSeparator, '.');
  // "5." is also what the field holds on the way to "5.2": read as 5, not as an error.
  return pointed.replace(/^\.(\d+)$/, '0.$1').replace(/^(\d+)\.$/, '$1');
}

/**
 * `value` in units of `decimals` places as an amount field takes it, the
 * inverse of {@link readDecimal}: every digit (viem `formatUnits`), no
 * grouping, the locale's decimal separator: `"0,5"` in German.
 */
export function writeDecimal(value: bigint, decimals: number, decimalSeparator = '.'): string {
  return formatUnits(value, decimals).replace('.', decimalSeparator);
}

/** `text` trimmed, with full-width digits, point, comma and space as their ASCII forms (Unicode NFKC). */
function asciiTrimmed(text: string): string {
  return text.normalize('NFKC').trim();
}

// What a thousands group can be: 1 to 3 digits with no leading zero, then
// one group of 3. "0.500" and "1234.567" can only be decimals.
const THOUSANDS_GROUP = /^[1-9]\d{0,2}\.\d{3}$/;

/**
 * Why `text` is refused, or `undefined`: where the decimal separator is
 * not "." (de-DE, fr-FR), "1.000" or "12.500" reads as one thousand or
 * twelve thousand five hundred to a local reader and as 1 or 12.5 to the
 * parser, so a payment form must not guess. The message (`amountAmbiguous`)
 * offers both readings: "12500" or "12,5". "0.5", "1.25" and "1,5" are not
 * ambiguous, nor is anything in a locale whose separator is ".".
 */
export function ambiguousDecimal(text: string, decimalSeparator = '.'): Message | undefined {
  const amount = asciiTrimmed(text);
  if (decimalSeparator === '.' || !THOUSANDS_GROUP.test(amount)) return undefined;
  const decimal = amount.replace(/\.?0+$/, '').replace('.', decimalSeparator);
  return message('amountAmbiguous', { amount, whole: amount.replace('.', ''), decimal });
}

// Amounts in groups of three, by the locale's decimal separator: grouped
// by its other mark or by a space, the same before every group.
const GROUPED: Readonly<Record<string, readonly RegExp[]>> = {
  '.': [/^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/, /^[1-9]\d{0,2}(?: \d{3})+(?:\.\d+)?$/],
  ',': [/^[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?$/, /^[1-9]\d{0,2}(?: \d{3})+(?:[.,]\d+)?$/],
};

/**
 * Why `text`, written with thousands separators, is refused, or
 * `undefined`: amounts take none, so the message (`amountGrouped`) gives
 * the same amount without them: "1,000.5" in en-US is "1000.5";
 * "1.000.000" and "1 000,5" in German are "1000000" and "1000,5". A
 * separator is "," where the decimal separator is "." (and "." where it
 * is ","), or a space (also U+00A0 and U+202F, as French writes them).
 * A single "." group where the separator is "," ("1.000") is
 * {@link ambiguousDecimal}'s: {@link refusedDecimal} asks that first.
 */
export function groupedDecimal(text: string, decimalSeparator = '.'): Message | undefined {
  const amount = asciiTrimmed(text);
  if (!GROUPED[decimalSeparator]?.some((pattern) => pattern.test(amount))) return undefined;
  const separator = /\D/.exec(amount)?.[0] ?? '';
  return message('amountGrouped', { amount, plain: amount.split(separator).join('') });
}

/**
 * Why an amount field refuses `text` before reading it, or `undefined`:
 * {@link ambiguousDecimal}'s "could mean two amounts" ("1.000" in German),
 * else {@link groupedDecimal}'s "without thousands separators"
 * ("1,000.5"). Every amount, gwei and recipients-list field asks this.
 */
export function refusedDecimal(text: string, decimalSeparator = '.'): Message | undefined {
  return ambiguousDecimal(text, decimalSeparator) ?? groupedDecimal(text, decimalSeparator);
}
