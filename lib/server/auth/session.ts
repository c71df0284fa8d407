import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import type { Address } from 'viem';
import type { SignedInSession } from '@/lib/auth/signedInSession';
import { getServerConfig } from '@/lib/config/server/serverConfig';

/** What the sealed session cookie holds. Nothing else is stored anywhere. */
export type SessionData = {
  /** {@link SESSION_FORMAT}: in every cookie we seal, so a seal without it is not ours. */
  v?: number;
  /** The SIWE nonce issued to this browser, until its next verify attempt. */
  nonce?: string;
  /** The signed-in address (EIP-55), once a SIWE message verified. */
  address?: Address;
  /** Chain id the visitor signed in on (the SIWE message's chain id). */
  chainId?: number;
  /** When {@link SessionData.nonce} was issued, ms since the epoch: it is good for {@link NONCE_TTL_MS}. */
  nonceIssuedAt?: number;
  /** When the visitor signed in, ms since the epoch: the session ends {@link SESSION_TTL_SECONDS} later, however often it is used. */
  signedInAt?: number;
};

/** Name of the session cookie in development (plain http, where `__Host-` cannot be used). */
const SESSION_COOKIE_NAME = 'co-editions.session';

/** Name of the session cookie in production: `__Host-` keeps a sibling subdomain from planting one (RFC 6265bis "Cookie Name Prefixes"). */
export const PRODUCTION_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/** Session lifetime: 7 days from the sign-in, in seconds. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The mark every session this server seals carries (`SessionData.v`). */
export const SESSION_FORMAT = 1;

/** How far another instance's clock may be ahead when it sealed a sign-in: 60,000 ms. */
const SESSION_CLOCK_SKEW_MS = 60_000;

/** How long an issued nonce can be used: 10 minutes, in ms. */
export const NONCE_TTL_MS = 10 * 60 * 1000;

/**
 * iron-session options, sealed with `SESSION_SECRET`. In production the
 * cookie is `SameSite=None; Secure; Partitioned` (CHIPS): inside Safe{Wallet}
 * the app is a cross-site iframe, where a Lax cookie is never sent; `apiRoute`
 * refuses the cross-site POSTs that this would otherwise let through.
 *
 * @throws {InvalidEnvError} in production when `SESSION_SECRET` is missing or short.
 */
function getSessionOptions(): SessionOptions {
  const { production, sessionSecret } = getServerConfig();
  return {
    cookieName: production ? PRODUCTION_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME,
    password: sessionSecret,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: production
      ? { httpOnly: true, sameSite: 'none', secure: true, partitioned: true, path: '/' }
      : { httpOnly: true, sameSite: 'lax', secure: false, path: '/' },
  };
}

/** Parameters of {@link getSession}. */
export type GetSessionParameters = {
  /** iron-session options; default {@link getSessionOptions}. */
  options?: SessionOptions;
  /** The current time; default `new Date()`. */
  now?: Date;
};

/** The request as iron-session reads it, without the session cookie. */
function withoutCookie(request: IncomingMessage, cookieName: string): IncomingMessage {
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .filter((pair) => pair.split('=')[0]?.trim() !== cookieName)
    .join(';');
  return { headers: { ...request.headers, cookie } } as IncomingMessage;
}

/** Whether `request` carries a session cookie at all. */
function hasCookie(request: IncomingMessage, cookieName: string): boolean {
  return (request.headers.cookie ?? '').split(';').some((pair) => pair.split('=')[0]?.trim() === cookieName);
}

/**
 * Opens (or starts) the visitor's session on an API request. A cookie that
 * cannot be unsealed, of any shape, is cleared and the request goes on
 * signed out. A sign-in ends {@link SESSION_TTL_SECONDS} after `signedInAt`,
 * however often the cookie is re-sealed meanwhile.
 */
export async function getSession(
  request: IncomingMessage,
  response: ServerResponse,
  { options = getSessionOptions(), now = new Date() }: GetSessionParameters = {},
): Promise<IronSession<SessionData>> {
  const { cookieName } = options;
  let session: IronSession<SessionData> | undefined;
  try {
    session = await getIronSession<SessionData>(request, response, options);
  } catch {
    // iron-session throws on some malformed seals: read them as none below.
  }
  // iron-session reads other bad seals (forged, expired, another key) as an
  // empty session; every session we seal carries SESSION_FORMAT.
  if (!session || (hasCookie(request, cookieName) && session.v !== SESSION_FORMAT)) {
    const cookieless = withoutCookie(request, cookieName);
    (await getIronSession<SessionData>(cookieless, response, options)).destroy();
    session = await getIronSession<SessionData>(cookieless, response, options);
  }
  session.v = SESSION_FORMAT;
  if (session.address !== undefined) {
    const signedInAt = session.signedInAt;
    const age = typeof signedInAt === 'number' ? now.getTime() - signedInAt : Number.NaN;
    const alive = age >= -SESSION_CLOCK_SKEW_MS && age < SESSION_TTL_SECONDS * 1000;
    if (!alive) {
      delete session.address;
      delete session.chainId;
      delete session.signedInAt;
    }
  }
  return session;
}

/** The signed-in visitor of a session, or `null`. */
export function signedInFrom(session: SessionData): SignedInSession | null {
  return session.address && session.chainId !== undefined
    ? { address: session.address, chainId: session.chainId }
    : null;
}
