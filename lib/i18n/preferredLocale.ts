import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, type AppLocale } from './locales';

/** Whether `tag` is a well-formed BCP 47 language tag (`Intl.getCanonicalLocales` accepts it). */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The locale we speak that best suits an `Accept-Language` header: its
 * languages in the visitor's order of preference (`negotiator`), matched
 * with CLDR's language distances (`@formatjs/intl-localematcher`, "best
 * fit"): `de-AT` → de-DE, `es-MX` → es-419, `zh-TW` → zh-CN, `ko` → en-US.
 * Malformed tags and `*` are skipped.
 *
 * @param acceptLanguage - the header's value; `null` or empty reads en-US.
 */
export function preferredLocale(acceptLanguage: string | null): AppLocale {
  const requested = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages().filter(isLanguageTag);
  return match(requested, LOCALES, DEFAULT_LOCALE) as AppLocale;
}
