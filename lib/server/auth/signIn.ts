import type { IronSession } from 'iron-session';
import { BaseError, isHex, type Client, type Hex } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import { ApiError } from '@/lib/server/apiError';
import type { Database } from '@/lib/server/db/database';
import type { SignedInSession } from '@/lib/auth/signedInSession';
import { storeNonce, takeNonce } from './nonceStore';
import type { SessionData } from './session';
import { createSession, describeDevice } from './sessionStore';
import { SiweVerificationError, verifySignIn } from './siweVerification';

/** Largest `POST /api/auth/verify` body: 8 KB (8,192 bytes). */
export const VERIFY_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * Issues a fresh SIWE nonce (viem `generateSiweNonce`): a row in the
 * database, good for 10 minutes (`NONCE_TTL_MS`), and the cookie's
 * outstanding nonce, replacing any other.
 *
 * @returns the nonce, for `GET /api/auth/nonce` to answer as text.
 */
export async function issueNonce(db: Database, session: IronSession<SessionData>, now: Date = new Date()): Promise<string> {
  const nonce = generateSiweNonce();
  await storeNonce(db, nonce, now);
  session.nonce = nonce;
  await session.save();
  return nonce;
}

/** Parameters of {@link signIn}. */
export type SignInParameters = {
  db: Database;
  session: IronSession<SessionData>;
  /** The parsed JSON body: must be `{ message: string, signature: 0x-hex string }`. */
  body: unknown;
  /** The request's Host. */
  host: string;
  /** The site's origin. */
  origin: string;
  /** The request's User-Agent, for the session's device description. */
  userAgent: string | undefined;
  /** Public clients of the configured chains. */
  clients: ReadonlyMap<number, Client>;
  now?: Date;
};

/**
 * `POST /api/auth/verify`: the SIWE message by {@link verifySignIn}. The
 * cookie's nonce is used up on every attempt, before the outcome is known:
 * its row is deleted as it is read (`takeNonce`), so a copy of the cookie,
 * on any instance, cannot use it again. A verified message starts a
 * session row (`createSession`), whose id the cookie then holds; a session
 * the cookie held before is revoked.
 *
 * @returns the signed-in `{ address, chainId }`.
 * @throws {ApiError} 400 for a malformed body; 401 with the reason (a
 *   nonce used, expired or not this cookie's; the message; the
 *   signature); 503 when the chain could not be reached for a contract
 *   wallet's signature.
 */
export async function signIn({ db, session, body, host, origin, userAgent, clients, now = new Date() }: SignInParameters): Promise<SignedInSession> {
  const { message, signature } = parseVerifyBody(body);
  const { nonce } = session;
  delete session.nonce;
  await session.save();
  if (nonce !== undefined) {
    const taken = await takeNonce(db, nonce, now);
    if (taken === 'expired') throw new ApiError(401, 'Nonce has expired; ask for a new one.');
    if (taken === 'unknown') throw new ApiError(401, 'Nonce is invalid or already used.');
  }
  let result: SignedInSession;
  try {
    result = await verifySignIn({ message, signature, domain: host, origin, nonce, clients, now });
  } catch (error) {
    if (error instanceof SiweVerificationError) throw new ApiError(401, error.message);
    if (error instanceof BaseError) {
      // The cause only, never the message, signature or cookie.
      console.error(`Sign-in verification could not reach the chain: ${error.shortMessage}`);
      throw new ApiError(503, 'Could not reach the chain to verify the signature; try again.');
    }
    throw error;
  }
  session.sessionId = await createSession(db, { ...result, device: describeDevice(userAgent), now, replaces: session.sessionId });
  await session.save();
  return result;
}

/** The JSON body of `POST /api/auth/verify`. */
type VerifyRequestBody = { message: string; signature: Hex };

function parseVerifyBody(body: unknown): VerifyRequestBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'Body must be a JSON object { message, signature }.');
  }
  const { message, signature } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') throw new ApiError(400, '`message` must be a non-empty string.');
  if (typeof signature !== 'string' || !isHex(signature, { strict: true }) || signature.length < 4) {
    throw new ApiError(400, '`signature` must be a 0x-prefixed hex string.');
  }
  return { message, signature };
}
