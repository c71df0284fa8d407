import { NextResponse, type NextRequest } from 'next/server';

/**
 * Refuses, with a JSON 400, an avatar path whose percent-escapes do not
 * decode (`/api/avatar/%zz`). Next.js answers such a path of a dynamic
 * route with its own 400 page, which skips `headers()` in `next.config.ts`
 * and so the security headers (`docs/security.md`); an answer from here
 * carries them. Runs for `/api/avatar/` alone (`config.matcher`).
 */
export function proxy(request: NextRequest): NextResponse {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return NextResponse.next();
  } catch {
    return NextResponse.json({ error: 'The path has a malformed percent-escape.' }, { status: 400 });
  }
}

/** Next.js: which paths run {@link proxy}. */
export const config = { matcher: '/api/avatar/:path*' };
