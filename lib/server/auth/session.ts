import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import type { Address } from 'viem';
import type { SignedInSession } from '@/lib/auth/signedInSession';
import { getServerConfig } from '@/lib/config/server/serverConfig';

/** What the sealed session cookie holds. Nothing else is stored anywhere. */
export type SessionData = {
  /** The SIWE nonce issued to this browser, until its next verify attempt. */
  nonce?: string;
  /** The signed-in address (EIP-55), once a SIWE message verified. */
  address?: Address;
  /** Chain id the visitor signed in on (the SIWE message's chain id). */
  chainId?: number;
};

/** Name of the session cookie. */
export const SESSION_COOKIE_NAME = 'co-editions.session';

/** Session lifetime: 7 days, in seconds. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * iron-session options: the cookie is httpOnly, path `/`, lives
 * {@link SESSION_TTL_SECONDS}, and is sealed with `SESSION_SECRET`
 * (`getServerConfig`).
 *
 * In production it is `SameSite=None; Secure; Partitioned` (CHIPS): inside
 * Safe{Wallet} the app runs in a cross-site iframe, where a Lax cookie is
 * never sent, so sign-in could not work there; partitioned, the cookie is
 * kept per top-level site and never shared with the app opened elsewhere.
 * A cross-site request cannot use it to change anything: `apiRoute` refuses
 * POSTs that a browser marks cross-site (`Sec-Fetch-Site`, `Origin`). In
 * development (plain http) it stays `SameSite=Lax`, not Secure.
 *
 * The whole session lives in the sealed cookie, so any number of server
 * instances can serve it with no shared store.
 *
 * @throws {InvalidEnvError} from `getServerConfig` in production when
 *   `SESSION_SECRET` is missing or short (`next.config.ts` checks it first).
 */
export function getSessionOptions(): SessionOptions {
  const { production, sessionSecret } = getServerConfig();
  return {
    cookieName: SESSION_COOKIE_NAME,
    password: sessionSecret,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: production
      ? { httpOnly: true, sameSite: 'none', secure: true, partitioned: true, path: '/' }
      : { httpOnly: true, sameSite: 'lax', secure: false, path: '/' },
  };
}

/** Opens (or starts) the visitor's session on a Pages Router API request. */
export function getSession(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(request, response, getSessionOptions());
}

/** The signed-in visitor of a session, or `null`. */
export function signedInFrom(session: SessionData): SignedInSession | null {
  return session.address && session.chainId !== undefined
    ? { address: session.address, chainId: session.chainId }
    : null;
}
