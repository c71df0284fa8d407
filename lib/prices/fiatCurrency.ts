import type { RouteLocale } from '@/lib/i18n/locales';

/** The currencies amounts can be shown in, as ISO 4217 codes: each has a Chainlink feed against USD on Ethereum, or is USD. */
export const FIAT_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY'] as const;

/** One of {@link FIAT_CURRENCIES}. */
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

/** What a visitor chose on `/account`: a currency, or `none` to see no fiat figure at all. */
export type CurrencyChoice = FiatCurrency | 'none';

/** Each locale's own currency, the default until the visitor chooses. */
const LOCALE_CURRENCIES: Readonly<Record<RouteLocale, FiatCurrency>> = {
  'en-US': 'USD',
  'es-419': 'USD',
  'de-DE': 'EUR',
  'fr-FR': 'EUR',
  'ja-JP': 'JPY',
  'zh-CN': 'CNY',
  'en-XA': 'USD',
};

/** The currency a visitor who never chose sees in `locale`: USD for en-US and es-419, EUR for de-DE and fr-FR, JPY for ja-JP, CNY for zh-CN. */
export function defaultCurrencyOf(locale: string): FiatCurrency {
  return LOCALE_CURRENCIES[locale as RouteLocale] ?? 'USD';
}

/** `value` as a {@link CurrencyChoice}, or `undefined` when it is none (a stored value is untrusted). */
export function toCurrencyChoice(value: unknown): CurrencyChoice | undefined {
  return value === 'none' || (FIAT_CURRENCIES as readonly unknown[]).includes(value) ? (value as CurrencyChoice) : undefined;
}
