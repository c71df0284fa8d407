import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE } from './lib/i18n/locales';
import { LOCALE_COOKIE, localeCookie } from './lib/i18n/localeCookie';
import { preferredLocale } from './lib/i18n/preferredLocale';

/**
 * Refuses, with a JSON 400, an avatar path whose percent-escapes do not
 * decode (`/api/avatar/%zz`). Next.js answers such a path of a dynamic
 * route with its own 400 page, which skips `headers()` in `next.config.ts`
 * and so the security headers (`docs/security.md`); an answer from here
 * carries them.
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
  // `/de-DE` and the others run this too (the matcher is per locale): they stay
  // as asked. So does a client-side navigation's data request (`buildId`
  // set): it follows a link the visitor chose, such as the language menu's,
  // whose cookie may not be written yet when the router prefetches.
  if (request.nextUrl.locale !== DEFAULT_LOCALE || request.nextUrl.buildId !== undefined) return NextResponse.next();
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

/** Next.js's proxy: the avatar route's path check, and the home page's language. */
export function proxy(request: NextRequest): NextResponse {
  return request.nextUrl.pathname.startsWith('/api/avatar/') ? refuseMalformedPath(request) : localeHome(request);
}

/** Next.js: which paths run {@link proxy}: the avatar route, and the home page in each locale (`/`, `/de-DE`, …). */
export const config = { matcher: ['/', '/api/avatar/:path*'] };
