import { AUTH_ROUTES, fetchAuthRoute } from './authRequest';
import type { SignedInSession } from '@/lib/auth/signedInSession';

/** TanStack Query key of `GET /api/auth/session`'s answer; never persisted to localStorage. */
export const SESSION_QUERY_KEY = ['siweSession'] as const;

/**
 * `GET /api/auth/session`: the signed-in visitor, or `null` when signed
 * out (the route answers 200 `null`: no console error for the usual case).
 *
 * @throws {AuthRequestError} for a status other than 2xx.
 */
export async function fetchSession(): Promise<SignedInSession | null> {
  const response = await fetchAuthRoute(AUTH_ROUTES.session);
  return (await response.json()) as SignedInSession | null;
}

/** The request {@link prefetchSession} started, until {@link takePrefetchedSession} takes it. */
let prefetched: Promise<SignedInSession | null> | undefined;

/**
 * Starts `GET /api/auth/session` ({@link fetchSession}) now, as the wallet
 * code is wanted, rather than when the providers render, once it is in
 * (`docs/page-load.md`: a returning visitor's account button waits for the
 * sign-in status). The first {@link takePrefetchedSession} gets it. Call
 * once per page load, in the browser; a failure is kept for that caller,
 * never thrown here.
 */
export function prefetchSession(): void {
  if (prefetched) return;
  prefetched = fetchSession();
  // Handled by whoever takes it; not an unhandled rejection meanwhile.
  prefetched.catch(() => undefined);
}

/**
 * The request {@link prefetchSession} started, once: later calls (a re-read
 * after verify or sign-out) get `undefined` and must ask again.
 */
export function takePrefetchedSession(): Promise<SignedInSession | null> | undefined {
  const request = prefetched;
  prefetched = undefined;
  return request;
}
