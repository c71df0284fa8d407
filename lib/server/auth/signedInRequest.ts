import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SignedInSession } from '@/lib/auth/signedInSession';
import { ApiError } from '@/lib/server/apiError';
import { getServerConfig } from '@/lib/config/server/serverConfig';
import { withDatabase } from '@/lib/server/db/withDatabase';
import { createRateLimit } from '@/lib/server/rateLimit';
import { getSession } from './session';
import { readSession, revokeSession } from './sessionStore';

/** A signed-in visitor and the id of their session's row. */
export type SignedInRequest = SignedInSession & { sessionId: string };

/**
 * The signed-in visitor of `request`, read from the database: the cookie
 * names a session, its row says whether it is alive (`readSession`). A
 * session that was revoked, has expired or has no row is signed out on
 * every instance at once, and its id leaves the cookie. A cookie without
 * a session asks the database nothing.
 *
 * @returns `null` when signed out.
 * @throws {ApiError} 503 when the database does not answer.
 */
export async function readSignedIn(request: IncomingMessage, response: ServerResponse, now: Date = new Date()): Promise<SignedInRequest | null> {
  const session = await getSession(request, response);
  const { sessionId } = session;
  if (sessionId === undefined) return null;
  const signedIn = await withDatabase((db) => readSession(db, sessionId, now), 'sign-in');
  if (signedIn) return { ...signedIn, sessionId };
  delete session.sessionId;
  await session.save();
  return null;
}

/**
 * {@link readSignedIn}, for a route that needs a session.
 *
 * @throws {ApiError} 401 when signed out; 503 when the database does not answer.
 */
export async function requireSignedIn(request: IncomingMessage, response: ServerResponse): Promise<SignedInRequest> {
  const signedIn = await readSignedIn(request, response);
  if (!signedIn) throw new ApiError(401, 'Sign in with your wallet first.');
  return signedIn;
}

/**
 * `POST /api/auth/logout`: revokes the cookie's session row, so that a
 * copy of the cookie is signed out too, then clears the cookie.
 *
 * @throws {ApiError} 503, with the cookie kept, when the database does not
 *   answer: the session could not be ended, and the visitor can try again.
 */
export async function signOut(request: IncomingMessage, response: ServerResponse, now: Date = new Date()): Promise<void> {
  const session = await getSession(request, response);
  const { sessionId } = session;
  if (sessionId !== undefined) await withDatabase((db) => revokeSession(db, sessionId, now), 'sign-in');
  session.destroy();
}

/**
 * Sign-in requests (`nonce` and `verify` together) per client address:
 * `SIGN_IN_RATE_LIMIT` a minute, 600 by default, summed over the instances
 * with `DATABASE_URL`.
 *
 * @throws {ApiError} 429 with `retryAfterSeconds` past the limit.
 */
export function consumeSignInAttempt(request: IncomingMessage): Promise<void> {
  const { signInRateLimit, trustProxy } = getServerConfig();
  return createRateLimit({ name: 'sign-in', perMinute: signInRateLimit, what: 'sign-in requests' }).consume(request, trustProxy);
}
