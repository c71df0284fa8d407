/**
 * The sign-in server as deployed on the internet: a site identity taken from
 * configuration (`SITE_URL`, here the e2e server's own origin), never from a
 * request header, and cookies a sibling subdomain or an attacker may plant.
 * Plain HTTP with Node's client, so every header is exactly as written.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { AUTH_ROUTES, createTestSiweMessage, SESSION_COOKIE_NAME, signWithAnvil } from './fixtures/auth';
import { readE2eEnv } from '../tooling/e2eEnv';
import { anvilAccount } from '../tooling/anvilAccounts';
import { expect, test } from './fixtures/test';

/** An answer as Node's client received it. */
type RawAnswer = { status: number; body: string; setCookies: string[] };

/** Sends one request to the e2e server with exactly `headers` (Host included when given). */
function send(path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string }): Promise<RawAnswer> {
  const { baseUrl } = readE2eEnv();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, baseUrl), { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          setCookies: [incoming.headers['set-cookie'] ?? []].flat(),
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The `name=value` pair of the session cookie a response set. */
function sessionPair(answer: RawAnswer): string {
  const pair = answer.setCookies.map((cookie) => cookie.split(';')[0] ?? '').findLast((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!pair) throw new Error(`no ${SESSION_COOKIE_NAME} cookie in ${JSON.stringify(answer.setCookies)}`);
  return pair;
}

/** A nonce and the cookie that holds it. */
async function nonceAndCookie(): Promise<{ nonce: string; cookie: string }> {
  const answer = await send(AUTH_ROUTES.nonce.path, {});
  expect(answer.status, answer.body).toBe(200);
  return { nonce: answer.body, cookie: sessionPair(answer) };
}

/** A sign-in message for `origin` with the session's nonce, signed by anvil account 0. */
async function signedFor(origin: string, nonce: string) {
  const message = createTestSiweMessage({ origin, address: anvilAccount(0), nonce });
  return JSON.stringify({ message, signature: await signWithAnvil(readE2eEnv().rpcUrls[1], 0, message) });
}

test.describe("the site's identity is configuration", () => {
  test('a message signed for evil.example, posted with Host: evil.example, is refused before any session is read', async () => {
    const { nonce, cookie } = await nonceAndCookie();
    const answer = await send(AUTH_ROUTES.verify.path, {
      method: 'POST',
      headers: { host: 'evil.example', cookie, 'content-type': 'application/json' },
      body: await signedFor('http://evil.example', nonce),
    });
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request Host is not this site.' });
    // The nonce is still unspent: the same session signs in for the real site.
    const honest = await send(AUTH_ROUTES.verify.path, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: await signedFor(readE2eEnv().baseUrl, nonce),
    });
    expect(honest.status, honest.body).toBe(200);
  });

  test('X-Forwarded-Host: evil.example is ignored without TRUST_PROXY: the evil.example message is refused', async () => {
    const { nonce, cookie } = await nonceAndCookie();
    const answer = await send(AUTH_ROUTES.verify.path, {
      method: 'POST',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', cookie, 'content-type': 'application/json' },
      body: await signedFor('http://evil.example', nonce),
    });
    expect(answer.status, answer.body).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Message domain does not match this site.' });
  });

  for (const name of ['nonce', 'session', 'logout'] as const) {
    test(`${AUTH_ROUTES[name].method} ${AUTH_ROUTES[name].path} with another Host: 400 with a JSON reason`, async () => {
      const answer = await send(AUTH_ROUTES[name].path, { method: AUTH_ROUTES[name].method, headers: { host: 'evil.example' } });
      expect(answer.status, answer.body).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Request Host is not this site.' });
      expect(answer.setCookies).toEqual([]);
    });
  }
});

/** Cookie values a sibling subdomain or an attacker could plant: every shape the seal parser meets. */
function hostileCookieValues(count: number): string[] {
  const fixed = [
    'a*b*c*d*e*f*g*h',
    'Fe26.2*1*salt*iv*data*notanumber*hsalt*hmac~2',
    'Fe26.2*constructor*salt*iv*data**hsalt*hmac~2',
    'Fe26.2*__proto__*salt*iv*data**hsalt*hmac~2',
    'Fe26.2*toString*salt*iv*data**hsalt*hmac~2',
    'x'.repeat(3_000),
    '%zz',
    '~2',
    '*',
  ];
  const random = (bytes: number) => randomBytes(bytes);
  const values = [...fixed];
  for (let i = values.length; i < count; i++) {
    const parts = 1 + (i % 8);
    const part = () => {
      switch (i % 5) {
        case 0:
          return random(1 + (i % 40)).toString('base64url');
        case 1:
          return random(1 + (i % 40)).toString('base64').replaceAll('=', '');
        case 2:
          return String((i * 7919) % 1_000_000) + (i % 3 === 0 ? 'e9' : '');
        case 3:
          return ['constructor', '__proto__', 'prototype', 'hasOwnProperty', 'NaN', '-1'][i % 6] ?? '';
        default:
          return encodeURIComponent(random(1 + (i % 20)).toString('latin1'));
      }
    };
    values.push([i % 2 === 0 ? 'Fe26.2' : part(), ...Array.from({ length: parts - 1 }, part)].join('*') + (i % 4 === 0 ? '~2' : ''));
  }
  return values;
}

test('1,000 hostile session cookies on all four routes: never a 5xx, and each answer clears the bad cookie', async () => {
  test.setTimeout(180_000);
  const values = hostileCookieValues(1_000);
  expect(values).toHaveLength(1_000);
  const routes = Object.values(AUTH_ROUTES);
  const cases = values.flatMap((value) => routes.map((route) => ({ value, route })));
  const failures: string[] = [];
  const queue = [...cases];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { value, route } = next;
      const answer = await send(route.path, {
        method: route.method,
        headers: {
          cookie: `${SESSION_COOKIE_NAME}=${value}`,
          ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: route.path === AUTH_ROUTES.verify.path ? JSON.stringify({ message: 'm', signature: '0x12' }) : undefined,
      });
      const cleared = answer.setCookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=;`) && /max-age=0/i.test(cookie));
      if (answer.status >= 500 || !cleared) failures.push(`${route.method} ${route.path} ${JSON.stringify(value.slice(0, 80))}: ${answer.status}, cleared ${cleared}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  expect(failures.slice(0, 20), `${failures.length} of ${cases.length} answers`).toEqual([]);
});
