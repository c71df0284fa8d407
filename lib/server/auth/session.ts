import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { getServerConfig } from '@/lib/config/server/serverConfig';

/**
 * What the sealed session cookie holds: which sign-in it is, never who.
 * The session itself (address, chain id, expiry, revocation) is a row in
 * the database (`lib/server/auth/sessionStore.ts`).
 */
export type SessionData = {
  /** {@link SESSION_FORMAT}: in every cookie we seal, so a seal without it is not ours. */
  v?: number;
  /** The SIWE nonce issued to this browser, until its next verify attempt; its row says when it was issued. */
  nonce?: string;
  /** The session's id, once a SIWE message verified. */
  sessionId?: string;
};

/** Name of the session cookie in development (plain http, where `__Host-` cannot be used). */
const SESSION_COOKIE_NAME = 'co-editions.session';

/** Name of the session cookie in production: `__Host-` keeps a sibling subdomain from planting one (RFC 6265bis "Cookie Name Prefixes"). */
export const PRODUCTION_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/** Session lifetime: 7 days from the sign-in, in seconds. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * The mark every session this server seals carries (`SessionData.v`): 2
 * since sessions live in the database. A cookie of format 1 (the address
 * sealed in it) reads as signed out.
 */
export const SESSION_FORMAT = 2;

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
 * Opens (or starts) the visitor's session cookie on an API request. A
 * cookie that cannot be unsealed, of any shape, is cleared and the request
 * goes on signed out. Whether its `sessionId` is still signed in is the
 * database's to say (`readSignedIn`).
 */
export async function getSession(
  request: IncomingMessage,
  response: ServerResponse,
  { options = getSessionOptions() }: GetSessionParameters = {},
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
  return session;
}
