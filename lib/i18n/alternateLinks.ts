import { DEFAULT_LOCALE, LOCALES, type AppLocale } from './locales';

/** `path` (without a locale, e.g. `/send`) in `locale`: unprefixed for en-US, `/de-DE/send` and `/de-DE` for the others. */
export function localePath(locale: AppLocale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A page's `hreflang` alternates as an HTTP `Link` header value (RFC 8288):
 * one `rel="alternate"` link per locale and `x-default` (en-US), each an
 * absolute URL, as search engines require (Google Search Central,
 * "Localized versions of your page"). The pages are built before the site
 * knows its origin, so the server names them per request (`proxy.ts`).
 *
 * @param origin - the site's origin, e.g. `https://coeditions.example`.
 * @param path - the page's path without a locale, e.g. `/send`.
 * @returns e.g. `<https://coeditions.example/send>; rel="alternate"; hreflang="en-US", …`.
 */
export function alternateLinks(origin: string, path: string): string {
  const link = (locale: AppLocale, hreflang: string) => `<${origin}${localePath(locale, path)}>; rel="alternate"; hreflang="${hreflang}"`;
  return [...LOCALES.map((locale) => link(locale, locale)), link(DEFAULT_LOCALE, 'x-default')].join(', ');
}
