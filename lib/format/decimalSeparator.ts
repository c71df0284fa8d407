/**
 * The decimal separator of `locale` ("." in en-US, "," in de-DE), from
 * `Intl.NumberFormat`. Amount fields accept it beside "." (`parseAmount`).
 */
export function decimalSeparatorOf(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}
