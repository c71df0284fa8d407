import type { IncomingMessage, ServerResponse } from 'node:http';
import { sealData, type SessionOptions } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { getSession, SESSION_FORMAT, SESSION_TTL_SECONDS, type SessionData } from './session';

const PASSWORD = 'p'.repeat(32);
const COOKIE = 'co-editions.session';
const OPTIONS: SessionOptions = {
  cookieName: COOKIE,
  password: PASSWORD,
  ttl: SESSION_TTL_SECONDS,
  cookieOptions: { httpOnly: true, sameSite: 'lax', secure: false, path: '/' },
};
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SIGNED_IN_AT = new Date('2026-11-23T12:00:00.000Z');

/** A request carrying `cookie`, and a response that records its Set-Cookie headers. */
function exchange(cookie?: string) {
  const request = { headers: cookie === undefined ? {} : { cookie } } as IncomingMessage;
  const headers = new Map<string, unknown>();
  const response = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
  } as unknown as ServerResponse;
  const setCookies = () => (headers.get('set-cookie') as string[] | undefined) ?? [];
  return { request, response, setCookies };
}

const sealed = (data: SessionData) => sealData({ v: SESSION_FORMAT, ...data }, { password: PASSWORD, ttl: SESSION_TTL_SECONDS });

describe('getSession', () => {
  it('reads a session it sealed', async () => {
    const { request, response, setCookies } = exchange(`${COOKIE}=${await sealed({ address: ADDRESS, chainId: 1, signedInAt: SIGNED_IN_AT.getTime() })}`);
    const session = await getSession(request, response, { options: OPTIONS, now: SIGNED_IN_AT });
    expect(session).toMatchObject({ address: ADDRESS, chainId: 1 });
    expect(setCookies()).toEqual([]);
  });

  it('ends a session 7 days and 1 minute after the sign-in, however often it was re-sealed since', async () => {
    // Re-sealed just now (as a nonce request would): the seal is fresh, the sign-in is not.
    const { request, response } = exchange(`${COOKIE}=${await sealed({ address: ADDRESS, chainId: 1, signedInAt: SIGNED_IN_AT.getTime(), nonce: 'abcdefgh12345678' })}`);
    const later = new Date(SIGNED_IN_AT.getTime() + SESSION_TTL_SECONDS * 1000 + 60_000);
    const session = await getSession(request, response, { options: OPTIONS, now: later });
    expect(session.address).toBeUndefined();
    expect(session.chainId).toBeUndefined();
  });

  it('keeps a sign-in sealed by an instance whose clock runs a few seconds ahead', async () => {
    const { request, response } = exchange(`${COOKIE}=${await sealed({ address: ADDRESS, chainId: 1, signedInAt: SIGNED_IN_AT.getTime() + 5_000 })}`);
    expect((await getSession(request, response, { options: OPTIONS, now: SIGNED_IN_AT })).address).toBe(ADDRESS);
  });

  it('reads a sign-in without a sign-in time as signed out', async () => {
    const { request, response } = exchange(`${COOKIE}=${await sealed({ address: ADDRESS, chainId: 1 })}`);
    expect((await getSession(request, response, { options: OPTIONS, now: SIGNED_IN_AT })).address).toBeUndefined();
  });

  it.each([
    ['an 8-part seal', 'a*b*c*d*e*f*g*h'],
    ['a non-numeric expiry', 'Fe26.2*1*salt*iv*data*notanumber*hsalt*hmac~2'],
    ['a password id of constructor', 'Fe26.2*constructor*salt*iv*data**hsalt*hmac~2'],
    ['a password id of __proto__', 'Fe26.2*__proto__*salt*iv*data**hsalt*hmac~2'],
    ['random bytes', 'x%ff%00\u00e9'],
  ])('reads %s as no session and clears the cookie', async (_name, value) => {
    const { request, response, setCookies } = exchange(`${COOKIE}=${value}`);
    const session = await getSession(request, response, { options: OPTIONS, now: SIGNED_IN_AT });
    expect({ ...session }).toEqual({ v: SESSION_FORMAT });
    expect(setCookies()).toEqual([expect.stringMatching(new RegExp(`^${COOKIE.replace('.', '\\.')}=; Max-Age=0`))]);
  });

  it('reads a genuine seal without our mark (another app, an older format) as none and clears it', async () => {
    const foreign = await sealData({ address: ADDRESS, chainId: 1, signedInAt: SIGNED_IN_AT.getTime() }, { password: PASSWORD, ttl: SESSION_TTL_SECONDS });
    const { request, response, setCookies } = exchange(`${COOKIE}=${foreign}`);
    expect((await getSession(request, response, { options: OPTIONS, now: SIGNED_IN_AT })).address).toBeUndefined();
    expect(setCookies()).toHaveLength(1);
  });

  it('keeps a session whose only content is the mark (after a failed verify used up the nonce)', async () => {
    const { request, response, setCookies } = exchange(`${COOKIE}=${await sealed({})}`);
    await getSession(request, response, { options: OPTIONS, now: SIGNED_IN_AT });
    expect(setCookies()).toEqual([]);
  });

  it('leaves other cookies alone', async () => {
    const { request, response, setCookies } = exchange('theme=dark');
    await getSession(request, response, { options: OPTIONS, now: SIGNED_IN_AT });
    expect(setCookies()).toEqual([]);
  });
});
