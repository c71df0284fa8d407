import type { IronSession } from 'iron-session';
import { BaseError, isHex, type Client, type Hex } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import { ApiError } from '@/lib/server/apiError';
import type { SignedInSession } from '@/lib/auth/signedInSession';
import { NONCE_TTL_MS, signedInFrom, type SessionData } from './session';
import { SiweVerificationError, verifySignIn } from './siweVerification';

/** Largest `POST /api/auth/verify` body: 8 KB (8,192 bytes). */
export const VERIFY_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * Issues a fresh SIWE nonce (viem `generateSiweNonce`), good for
 * {@link NONCE_TTL_MS}, replacing any outstanding one.
 *
 * @returns the nonce, for `GET /api/auth/nonce` to answer as text.
 */
export async function issueNonce(session: IronSession<SessionData>, now: Date = new Date()): Promise<string> {
  const nonce = generateSiweNonce();
  session.nonce = nonce;
  session.nonceIssuedAt = now.getTime();
  await session.save();
  return nonce;
}

/** Parameters of {@link signIn}. */
export type SignInParameters = {
  session: IronSession<SessionData>;
  /** The parsed JSON body: must be `{ message: string, signature: 0x-hex string }`. */
  body: unknown;
  /** The request's Host. */
  host: string;
  /** The site's origin. */
  origin: string;
  /** Public clients of the configured chains. */
  clients: ReadonlyMap<number, Client>;
  now?: Date;
};

/**
 * `POST /api/auth/verify`: the SIWE message by {@link verifySignIn}. The
 * nonce is cleared on every attempt, before the outcome is known.
 *
 * @returns the signed-in `{ address, chainId }`, now stored in the session.
 * @throws {ApiError} 400 for a malformed body; 401 with the reason; 503 when
 *   the chain could not be reached for a contract wallet's signature.
 */
export async function signIn({ session, body, host, origin, clients, now = new Date() }: SignInParameters): Promise<SignedInSession> {
  const { message, signature } = parseVerifyBody(body);
  const { nonce, nonceIssuedAt } = session;
  delete session.nonce;
  delete session.nonceIssuedAt;
  await session.save();
  const age = nonceIssuedAt === undefined ? Number.NaN : now.getTime() - nonceIssuedAt;
  if (nonce !== undefined && !(age >= 0 && age <= NONCE_TTL_MS)) throw new ApiError(401, 'Nonce has expired; ask for a new one.');
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
  session.address = result.address;
  session.chainId = result.chainId;
  session.signedInAt = now.getTime();
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

/** `GET /api/auth/session`: the signed-in visitor, or `null`: being signed out is an answer, not an error. */
export function currentSession(session: SessionData): SignedInSession | null {
  return signedInFrom(session) ?? null;
}
