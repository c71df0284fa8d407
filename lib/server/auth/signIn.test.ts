import type { IronSession } from 'iron-session';
import { createPublicClient, createWalletClient, http, type Client } from 'viem';
import { mainnet } from 'viem/chains';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { ApiError } from '@/lib/server/apiError';
import { currentSession, issueNonce, signIn } from './signIn';
import { NONCE_TTL_MS, type SessionData } from './session';
import { createSignInMessage } from '@/lib/auth/siweMessage';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HOST = 'localhost:3000';
const ORIGIN = 'http://localhost:3000';

/** An in-memory stand-in for iron-session's session object: same fields, same save(). */
function memorySession(): IronSession<SessionData> & { saves: number } {
  const session = {
    saves: 0,
    save: async () => {
      session.saves++;
    },
    destroy: () => {
      for (const key of ['nonce', 'nonceIssuedAt', 'address', 'chainId', 'signedInAt'] as const) delete session[key];
    },
    updateConfig: () => undefined,
  } as unknown as IronSession<SessionData> & { saves: number };
  return session;
}

describe('signIn', () => {
  const node = useAnvil({ chainId: 1 });
  let clients: Map<number, Client>;
  let wallet: ReturnType<typeof createWalletClient>;

  beforeAll(() => {
    const chain = { ...mainnet, rpcUrls: { default: { http: [node().rpcUrl] } } };
    clients = new Map([[1, createPublicClient({ chain, transport: http() })]]);
    wallet = createWalletClient({ chain, transport: http() });
  });

  async function signedBody(nonce: string) {
    const message = createSignInMessage({ address: ACCOUNT_0, chainId: 1, nonce, domain: HOST, uri: ORIGIN });
    return { message, signature: await wallet.signMessage({ account: ACCOUNT_0, message }) };
  }

  it('signs in once, and refuses a replay of the same message: the nonce is single use', async () => {
    const session = memorySession();
    const body = await signedBody(await issueNonce(session));
    await expect(signIn({ session, body, host: HOST, origin: ORIGIN, clients })).resolves.toEqual({
      address: ACCOUNT_0,
      chainId: 1,
    });
    expect(session.nonce).toBeUndefined();
    expect(currentSession(session)).toEqual({ address: ACCOUNT_0, chainId: 1 });
    await expect(signIn({ session, body, host: HOST, origin: ORIGIN, clients })).rejects.toEqual(
      new ApiError(401, 'Nonce is invalid or already used.'),
    );
  });

  it('clears the nonce on a failed attempt too', async () => {
    const session = memorySession();
    const nonce = await issueNonce(session);
    const body = { ...(await signedBody(nonce)), message: (await signedBody(nonce)).message.replace(HOST, 'evil.test') };
    await expect(signIn({ session, body, host: HOST, origin: ORIGIN, clients })).rejects.toMatchObject({ status: 401 });
    expect(session.nonce).toBeUndefined();
    expect(currentSession(session)).toBeNull();
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
    await expect(signIn({ session, body, host: HOST, origin: ORIGIN, clients })).rejects.toEqual(new ApiError(400, reason));
  });

  it('issues a fresh nonce each time', async () => {
    const session = memorySession();
    const first = await issueNonce(session);
    const second = await issueNonce(session);
    expect(first).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(second).not.toBe(first);
    expect(session.nonce).toBe(second);
  });

  it('refuses a replay with the cookie from before the sign-in once its nonce is over 10 minutes old', async () => {
    const issued = new Date('2026-11-23T12:00:00.000Z');
    const session = memorySession();
    const nonce = await issueNonce(session, issued);
    // The cookie as it stood before the verify: what an attacker re-sends.
    const before = { nonce: session.nonce, nonceIssuedAt: session.nonceIssuedAt };
    const message = createSignInMessage({ address: ACCOUNT_0, chainId: 1, nonce, domain: HOST, uri: ORIGIN, now: issued });
    const body = { message, signature: await wallet.signMessage({ account: ACCOUNT_0, message }) };
    const inTime = new Date(issued.getTime() + 60_000);
    await expect(signIn({ session, body, host: HOST, origin: ORIGIN, clients, now: inTime })).resolves.toMatchObject({ address: ACCOUNT_0 });

    const replayed = Object.assign(memorySession(), before);
    const late = new Date(issued.getTime() + NONCE_TTL_MS + 1);
    await expect(signIn({ session: replayed, body, host: HOST, origin: ORIGIN, clients, now: late })).rejects.toEqual(
      new ApiError(401, 'Nonce has expired; ask for a new one.'),
    );
    expect(replayed.address).toBeUndefined();
  });

  it('keeps the sign-in time through later nonce requests', async () => {
    const session = memorySession();
    const signedInAt = new Date('2026-11-23T12:00:00.000Z');
    const nonce = await issueNonce(session, signedInAt);
    const message = createSignInMessage({ address: ACCOUNT_0, chainId: 1, nonce, domain: HOST, uri: ORIGIN, now: signedInAt });
    const body = { message, signature: await wallet.signMessage({ account: ACCOUNT_0, message }) };
    await signIn({ session, body, host: HOST, origin: ORIGIN, clients, now: signedInAt });
    expect(session.signedInAt).toBe(signedInAt.getTime());
    await issueNonce(session, new Date(signedInAt.getTime() + 6 * 24 * 60 * 60 * 1000));
    expect(session.signedInAt).toBe(signedInAt.getTime());
  });
});
