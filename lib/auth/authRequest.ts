/** Thrown when an auth route answers unexpectedly; says which and how. */
class AuthRequestError extends Error {
  override name = 'AuthRequestError';
}

/** Paths of the sign-in API (`pages/api/auth/*`). */
export const AUTH_ROUTES = {
  nonce: '/api/auth/nonce',
  verify: '/api/auth/verify',
  session: '/api/auth/session',
  logout: '/api/auth/logout',
  sessions: '/api/auth/sessions',
} as const;

/** Parameters of {@link fetchAuthRoute}. */
export type FetchAuthRouteParameters = {
  /** Statuses other than 2xx that the caller handles itself; their body is discarded. */
  expected?: readonly number[];
};

/**
 * Reads `response`'s body to the end and drops it. Cancelling it instead
 * would show the request as failed (`net::ERR_ABORTED`) in the browser's
 * network panel, and an unread body keeps the request open in Chromium, so
 * the page never counts as loaded. Never throws.
 */
export async function discardBody(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}

/**
 * `GET` one of {@link AUTH_ROUTES} with the session cookie, never from the
 * HTTP cache. A response that is not 2xx has its body read to the end and
 * discarded: a body left unread keeps the request open in Chromium, and the
 * page never counts as loaded.
 *
 * @returns the response when 2xx or one of `expected`.
 * @throws {AuthRequestError} naming the route and status otherwise;
 *   `fetch`'s `TypeError` when offline.
 */
export async function fetchAuthRoute(path: string, { expected = [] }: FetchAuthRouteParameters = {}): Promise<Response> {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
  if (response.ok) return response;
  await discardBody(response);
  if (expected.includes(response.status)) return response;
  throw new AuthRequestError(`${path} answered ${response.status}.`);
}
