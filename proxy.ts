import { NextResponse, type NextRequest } from 'next/server';
import { getSiteConfig } from './lib/config/server/serverConfig';
import { alternateLinks } from './lib/i18n/alternateLinks';
import { DEFAULT_LOCALE } from './lib/i18n/locales';
import { LOCALE_COOKIE, localeCookie } from './lib/i18n/localeCookie';
import { preferredLocale } from './lib/i18n/preferredLocale';
import { ApiError } from './lib/server/apiError';
import { requestSite } from './lib/server/requestSite';

/**
 * Refuses, with a JSON 400, an API path whose percent-escapes do not
 * decode (`/api/avatar/%zz`; every path under `/api/` is a dynamic route,
 * `pages/api/[...path].ts` at least). Next.js answers such a path of a
 * dynamic route with its own 400 page, which skips `headers()` in
 * `next.config.ts` and so the security headers (`docs/security.md`); an
 * answer from here carries them.
 */
function refuseMalformedPath(request: NextRequest): NextResponse {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return NextResponse.next();
  } catch {
    return NextResponse.json({ error: 'The path has a malformed percent-escape.' }, { status: 400 });
  }
}

/**
 * The home page `/`, and only it, as a document, in the visitor's language
 * (`docs/i18n.md`): a first visit, with no `NEXT_LOCALE` cookie, is
 * redirected once by its `Accept-Language` to the best locale we speak, if
 * that is not en-US, and the cookie remembers it. A visitor with the cookie
 * (a choice in the language menu, or that first redirect) is never
 * redirected: a click on "English" works even before the page's scripts
 * have run. No header, a language we do not speak, a search engine: en-US,
 * unredirected. Every answer varies by both headers, for caches in front of
 * the app.
 */
function localeHome(request: NextRequest): NextResponse {
  // `/de-DE` and the others run this too (the matcher is per locale): they stay as asked.
  if (request.nextUrl.locale !== DEFAULT_LOCALE) return NextResponse.next();
  const chosen = request.cookies.has(LOCALE_COOKIE);
  const target = chosen ? DEFAULT_LOCALE : preferredLocale(request.headers.get('accept-language'));
  const localized = request.nextUrl.clone();
  localized.locale = target;
  const response = target === DEFAULT_LOCALE ? NextResponse.next() : NextResponse.redirect(localized, 307);
  if (target !== DEFAULT_LOCALE) {
    response.headers.append('Set-Cookie', localeCookie(target, request.nextUrl.protocol === 'https:'));
  }
  response.headers.set('Vary', 'Accept-Language, Cookie');
  return response;
}

/**
 * The site's origin the request was sent to (`SITE_URL`, as the sign-in
 * routes find it), or `undefined` for a host that is not the site's.
 */
function siteOrigin(request: NextRequest): string | undefined {
  const headers = Object.fromEntries(request.headers);
  try {
    return requestSite({ headers, encrypted: request.nextUrl.protocol === 'https:' }, getSiteConfig()).origin;
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/**
 * Next.js's proxy: the API routes' path check; and for a page, as a
 * document, its language (`localeHome`, `/` only) and its `hreflang`
 * alternates in a `Link` header, absolute URLs on the site's origin
 * (`alternateLinks`). A client-side navigation's data request (`buildId`
 * set) passes untouched: it follows a link the visitor chose, such as the
 * language menu's, whose cookie may not be written yet when the router
 * prefetches.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, buildId } = request.nextUrl;
  if (pathname.startsWith('/api/')) return refuseMalformedPath(request);
  if (buildId !== undefined) return NextResponse.next();
  const response = pathname === '/' ? localeHome(request) : NextResponse.next();
  const origin = response.headers.has('Location') ? undefined : siteOrigin(request);
  if (origin) response.headers.set('Link', alternateLinks(origin, pathname));
  return response;
}

/**
 * Next.js: which paths run {@link proxy}: the API routes, and every
 * page in each locale (`/`, `/de-DE`, `/send`, `/de-DE/send`, …). A new
 * page is added here.
 */
export const config = { matcher: ['/', '/send', '/account', '/api/:path*'] };
