import type { IronSession } from 'iron-session';
import { createPublicClient, createWalletClient, http, type Client } from 'viem';
import { mainnet } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { ApiError } from '@/lib/server/apiError';
import { openDatabase, type OpenDatabase } from '@/lib/server/db/database';
import { issueNonce, signIn, type SignInParameters } from './signIn';
import { NONCE_TTL_MS } from './nonceStore';
import type { SessionData } from './session';
import { listSessions, readSession } from './sessionStore';
import { createSignInMessage } from '@/lib/auth/siweMessage';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HOST = 'localhost:3000';
const ORIGIN = 'http://localhost:3000';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** An in-memory stand-in for iron-session's session object: same fields, same save(); `cookie` is what the last save sealed. */
function memorySession(): IronSession<SessionData> & { cookie: SessionData } {
  const session = {
    cookie: {},
    save: async () => {
      session.cookie = { nonce: session.nonce, sessionId: session.sessionId };
    },
    destroy: () => {
      delete session.nonce;
      delete session.sessionId;
    },
    updateConfig: () => undefined,
  } as unknown as IronSession<SessionData> & { cookie: SessionData };
  return session;
}

describe('signIn (anvil signs; PGlite keeps nonces and sessions)', () => {
  const node = useAnvil({ chainId: 1 });
  let clients: Map<number, Client>;
  let wallet: ReturnType<typeof createWalletClient>;
  let database: OpenDatabase;

  beforeAll(async () => {
    const chain = { ...mainnet, rpcUrls: { default: { http: [node().rpcUrl] } } };
    clients = new Map([[1, createPublicClient({ chain, transport: http() })]]);
    wallet = createWalletClient({ chain, transport: http() });
    database = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await database.close();
  });

  async function signedBody(nonce: string, now?: Date) {
    const message = createSignInMessage({ address: ACCOUNT_0, chainId: 1, nonce, domain: HOST, uri: ORIGIN, now });
    return { message, signature: await wallet.signMessage({ account: ACCOUNT_0, message }) };
  }

  /** {@link signIn} on the test's database, as Firefox on Windows. */
  const signInWith = (parameters: Omit<SignInParameters, 'db' | 'host' | 'origin' | 'clients' | 'userAgent'>) =>
    signIn({ db: database.db, host: HOST, origin: ORIGIN, clients, userAgent: FIREFOX_ON_WINDOWS, ...parameters });

  it('signs in once into a session row the cookie names; the same message again is refused: the nonce is single use', async () => {
    const session = memorySession();
    const body = await signedBody(await issueNonce(database.db, session));
    await expect(signInWith({ session, body })).resolves.toEqual({ address: ACCOUNT_0, chainId: 1 });
    expect(session.cookie).toEqual({ nonce: undefined, sessionId: expect.stringMatching(/^[\w-]{22}$/) });
    expect(await readSession(database.db, session.cookie.sessionId!, new Date())).toEqual({ address: ACCOUNT_0, chainId: 1 });
    const listed = await listSessions(database.db, ACCOUNT_0, session.cookie.sessionId!, new Date());
    expect(listed.find((row) => row.current)).toMatchObject({ device: 'Firefox on Windows' });
    await expect(signInWith({ session, body })).rejects.toEqual(new ApiError(401, 'Nonce is invalid or already used.'));
  });

  it('refuses a verify replayed with a copy of the cookie from before the sign-in, on any instance: the nonce row is gone', async () => {
    const session = memorySession();
    const body = await signedBody(await issueNonce(database.db, session));
    const copy = Object.assign(memorySession(), { nonce: session.nonce });
    await signInWith({ session, body });
    await expect(signInWith({ session: copy, body })).rejects.toEqual(new ApiError(401, 'Nonce is invalid or already used.'));
    expect(copy.cookie.sessionId).toBeUndefined();
  });

  it('uses the nonce up on a failed attempt too', async () => {
    const session = memorySession();
    const nonce = await issueNonce(database.db, session);
    const signed = await signedBody(nonce);
    await expect(signInWith({ session, body: { ...signed, message: signed.message.replace(HOST, 'evil.test') } })).rejects.toMatchObject({ status: 401 });
    expect(session.cookie).toEqual({ nonce: undefined, sessionId: undefined });
    await expect(signInWith({ session: Object.assign(memorySession(), { nonce }), body: signed })).rejects.toEqual(new ApiError(401, 'Nonce is invalid or already used.'));
  });

  it('refuses a nonce over 10 minutes old', async () => {
    const issued = new Date('2026-11-23T12:00:00.000Z');
    const session = memorySession();
    const body = await signedBody(await issueNonce(database.db, session, issued), issued);
    await expect(signInWith({ session, body, now: new Date(issued.getTime() + NONCE_TTL_MS + 1) })).rejects.toEqual(new ApiError(401, 'Nonce has expired; ask for a new one.'));
  });

  it('revokes the session the cookie held before when the browser signs in again', async () => {
    const session = memorySession();
    await signInWith({ session, body: await signedBody(await issueNonce(database.db, session)) });
    const first = session.cookie.sessionId!;
    await signInWith({ session, body: await signedBody(await issueNonce(database.db, session)) });
    expect(session.cookie.sessionId).not.toBe(first);
    expect(await readSession(database.db, first, new Date())).toBeNull();
  });

  it.each([
    [null, 'Body must be a JSON object { message, signature }.'],
    [[], 'Body must be a JSON object { message, signature }.'],
    [{ signature: '0x12' }, '`message` must be a non-empty string.'],
    [{ message: 42, signature: '0x12' }, '`message` must be a non-empty string.'],
    [{ message: 'm' }, '`signature` must be a 0x-prefixed hex string.'],
    [{ message: 'm', signature: 'zz' }, '`signature` must be a 0x-prefixed hex string.'],
  ])('answers 400 for the body %j', async (body, reason) => {
    const session = memorySession();
    session.nonce = 'abcdefgh12345678';
    await expect(signInWith({ session, body })).rejects.toEqual(new ApiError(400, reason));
  });

  it('issues a fresh nonce each time', async () => {
    const session = memorySession();
    const first = await issueNonce(database.db, session);
    const second = await issueNonce(database.db, session);
    expect(first).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(second).not.toBe(first);
    expect(session.nonce).toBe(second);
  });
});
