/** The en-US number formats below, keyed by name. */
const NUMBER_FORMAT_OPTIONS = {
  // Below 1: three decimals; below 100: two; below 10,000: one, grouped.
  small: { maximumFractionDigits: 3, roundingMode: 'trunc' },
  medium: { maximumFractionDigits: 2, roundingMode: 'trunc' },
  large: { maximumFractionDigits: 1, roundingMode: 'trunc' },
  // 10,000 and up: en-US compact notation (10K, 1.2M, 3B), lower-cased.
  compact: { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' },
} satisfies Record<string, Intl.NumberFormatOptions>;

type NumberFormatName = keyof typeof NUMBER_FORMAT_OPTIONS;

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The named format, made on first use. Constructing an `Intl.NumberFormat`
 * loads locale data: making all four when the module was evaluated cost
 * every page load about 75 ms of main thread at Lighthouse's 4× CPU
 * slowdown, balance shown or not (total blocking time, `docs/page-load.md`).
 */
function numberFormat(locale: string, name: NumberFormatName): Intl.NumberFormat {
  const key = `${locale} ${name}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, NUMBER_FORMAT_OPTIONS[name]);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A balance short enough for the header's account button
 * "displayBalance"), as RainbowKit's ConnectButton shortens it: 3 decimals
 * below 1, 2 below 100, 1 below 10,000, then the locale's compact notation,
 * lower-cased like the kit's suffixes, as its account modal writes them
 * (`"10000"` → `"10k"`, `"1234567"` → `"1.2m"`). Digits are cut, never
 * rounded up, so a balance never reads as more than it is. Reads the
 * decimal string exactly.
 *
 * @param formatted - a decimal string as viem's `formatUnits` returns it.
 * @param locale - BCP 47 locale of the digits and suffixes; default en-US.
 */
export function formatCompactBalance(formatted: string, locale = 'en-US'): string {
  const magnitude = Math.abs(Number(formatted));
  const name: NumberFormatName = magnitude < 1 ? 'small' : magnitude < 100 ? 'medium' : magnitude < 10_000 ? 'large' : 'compact';
  // The string overload is standard since ES2023; TypeScript's lib types lag.
  const text = numberFormat(locale, name).format(formatted as unknown as number);
  return name === 'compact' ? text.toLocaleLowerCase(locale) : text;
}
