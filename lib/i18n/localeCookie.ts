/**
 * Next.js's locale cookie: a visitor's chosen language, which `proxy.ts`
 * follows on `/` (Next.js docs, "Internationalization", "Leveraging the
 * NEXT_LOCALE cookie").
 */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** How long the choice is kept: one year, in seconds. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `Set-Cookie` / `document.cookie` value that remembers `locale`:
 * the whole site, a year, `SameSite=Lax`, and `Secure` over HTTPS.
 */
export function localeCookie(locale: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
