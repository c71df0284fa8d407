/**
 * The decimal separator of `locale` ("." in en-US, "," in de-DE), from
 * `Intl.NumberFormat`. Amount fields accept it beside "." (`parseAmount`).
 */
export function decimalSeparatorOf(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * `text` trimmed, with the locale's decimal separator (its first
 * occurrence) read as ".": "0,5" is "0.5" when `decimalSeparator` is ",".
 * "." keeps meaning the decimal point in every locale. No other change:
 * a grouping separator ("1.000,5") stays and is refused by the caller.
 *
 * @param decimalSeparator - from {@link decimalSeparatorOf}; default ".".
 */
export function readDecimal(text: string, decimalSeparator = '.'): string {
  const trimmed = text.trim();
  return decimalSeparator === '.' ? trimmed : trimmed.replace(decimalSeparator, '.');
}
