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
const SESSION_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

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
    const { request, response, setCookies } = exchange(`${COOKIE}=${await sealed({ sessionId: SESSION_ID })}`);
    const session = await getSession(request, response, { options: OPTIONS });
    expect(session.sessionId).toBe(SESSION_ID);
    expect(setCookies()).toEqual([]);
  });

  it.each([
    ['an 8-part seal', 'a*b*c*d*e*f*g*h'],
    ['a non-numeric expiry', 'Fe26.2*1*salt*iv*data*notanumber*hsalt*hmac~2'],
    ['a password id of constructor', 'Fe26.2*constructor*salt*iv*data**hsalt*hmac~2'],
    ['a password id of __proto__', 'Fe26.2*__proto__*salt*iv*data**hsalt*hmac~2'],
    ['random bytes', 'x%ff%00\u00e9'],
    // What the cookie's value would be if someone pasted a listed session id into it.
    ['a bare session id', SESSION_ID],
  ])('reads %s as no session and clears the cookie', async (_name, value) => {
    const { request, response, setCookies } = exchange(`${COOKIE}=${value}`);
    const session = await getSession(request, response, { options: OPTIONS });
    expect({ ...session }).toEqual({ v: SESSION_FORMAT });
    expect(setCookies()).toEqual([expect.stringMatching(new RegExp(`^${COOKIE.replace('.', '\\.')}=; Max-Age=0`))]);
  });

  it('reads a genuine seal of the format before sessions were rows (the address in the cookie) as none, and clears it', async () => {
    const formatOne = await sealData({ v: 1, address: ADDRESS, chainId: 1, signedInAt: Date.now() }, { password: PASSWORD, ttl: SESSION_TTL_SECONDS });
    const { request, response, setCookies } = exchange(`${COOKIE}=${formatOne}`);
    expect({ ...(await getSession(request, response, { options: OPTIONS })) }).toEqual({ v: SESSION_FORMAT });
    expect(setCookies()).toHaveLength(1);
  });

  it('keeps a session whose only content is the mark (after a failed verify used up the nonce)', async () => {
    const { request, response, setCookies } = exchange(`${COOKIE}=${await sealed({})}`);
    await getSession(request, response, { options: OPTIONS });
    expect(setCookies()).toEqual([]);
  });

  it('leaves other cookies alone', async () => {
    const { request, response, setCookies } = exchange('theme=dark');
    await getSession(request, response, { options: OPTIONS });
    expect(setCookies()).toEqual([]);
  });
});
