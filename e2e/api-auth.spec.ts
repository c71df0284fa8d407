import { createWalletClient, http, type Hex } from 'viem';
import { mainnet } from 'viem/chains';
import { createSiweMessage } from 'viem/siwe';
import { expect, test } from './fixtures/test';
import { readE2eEnv } from './fixtures/e2eEnv';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/** anvil's first test account: signs only, sends nothing, so other tests are unaffected. */
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ONE_MB = 'x'.repeat(1024 * 1024);

/** Asserts a 4xx with a JSON `{ error }` body, never a 5xx. */
async function expectJsonError(response: APIResponse, status: number) {
  expect(response.status(), await response.text()).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(typeof (await response.json()).error).toBe('string');
}

/** A SIWE message for this server, signed for real by anvil's account 0 on the chain-1 node. */
async function signedSignIn(request: APIRequestContext, overrides: { domain?: string } = {}) {
  const { baseUrl, rpcUrls } = readE2eEnv();
  const nonce = await (await request.get('/api/auth/nonce')).text();
  const url = new URL(baseUrl);
  const message = createSiweMessage({
    address: ACCOUNT_0,
    chainId: 1,
    domain: overrides.domain ?? url.host,
    uri: url.origin,
    nonce,
    version: '1',
    statement: 'Sign in to Co-Editions.',
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 10 * 60_000),
  });
  const wallet = createWalletClient({ chain: mainnet, transport: http(rpcUrls[1]) });
  const signature: Hex = await wallet.signMessage({ account: ACCOUNT_0, message });
  return { message, signature };
}

test.describe('auth API: wrong methods', () => {
  for (const [method, path, allow] of [
    ['POST', '/api/auth/nonce', 'GET'],
    ['DELETE', '/api/auth/nonce', 'GET'],
    ['GET', '/api/auth/verify', 'POST'],
    ['PUT', '/api/auth/verify', 'POST'],
    ['POST', '/api/auth/session', 'GET'],
    ['GET', '/api/auth/logout', 'POST'],
  ] as const) {
    test(`${method} ${path} answers 405 with Allow: ${allow}`, async ({ request }) => {
      const response = await request.fetch(path, { method });
      await expectJsonError(response, 405);
      expect(response.headers().allow).toBe(allow);
    });
  }
});

test.describe('auth API: bad input', () => {
  test('nonce is fresh text, never cached, in an httpOnly SameSite=Lax cookie', async ({ request }) => {
    const first = await request.get('/api/auth/nonce');
    const second = await request.get('/api/auth/nonce');
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('no-store');
    expect(first.headers()['content-type']).toContain('text/plain');
    expect(await first.text()).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(await second.text()).not.toBe(await first.text());
    const cookie = first.headers()['set-cookie'] ?? '';
    expect(cookie).toContain('co-editions.session=');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  test('verify refuses malformed JSON with 400', async ({ request }) => {
    const response = await request.post('/api/auth/verify', {
      headers: { 'content-type': 'application/json' },
      data: '{"message": ',
    });
    await expectJsonError(response, 400);
  });

  test('verify refuses another content type with 415', async ({ request }) => {
    const response = await request.post('/api/auth/verify', { headers: { 'content-type': 'text/plain' }, data: 'hello' });
    await expectJsonError(response, 415);
  });

  for (const [name, body] of [
    ['an empty object', {}],
    ['a missing signature', { message: 'hello' }],
    ['a numeric message', { message: 1, signature: '0x1234' }],
    ['a non-hex signature', { message: 'hello', signature: 'nope' }],
    ['an array', [1, 2]],
  ] as const) {
    test(`verify refuses ${name} with 400`, async ({ request }) => {
      await expectJsonError(await request.post('/api/auth/verify', { data: body }), 400);
    });
  }

  test('verify refuses a 1 MB body with 413', async ({ request }) => {
    const response = await request.post('/api/auth/verify', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ message: ONE_MB, signature: '0x00' }),
    });
    await expectJsonError(response, 413);
  });

  test('a 1 MB body on the other routes never causes a 5xx', async ({ request }) => {
    for (const [method, path] of [
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/nonce'],
      ['POST', '/api/auth/session'],
    ] as const) {
      const response = await request.fetch(path, { method, headers: { 'content-type': 'application/json' }, data: ONE_MB });
      expect(response.status(), `${method} ${path}`).toBeLessThan(500);
    }
  });

  test('session without a cookie answers 401', async ({ request }) => {
    await expectJsonError(await request.get('/api/auth/session'), 401);
  });

  test('a forged cookie is treated as no session, not an error', async ({ request }) => {
    const headers = { cookie: 'co-editions.session=Fe26.2**forged**value' };
    await expectJsonError(await request.get('/api/auth/session', { headers }), 401);
    expect((await request.post('/api/auth/logout', { headers })).status()).toBe(204);
    expect((await request.get('/api/auth/nonce', { headers })).status()).toBe(200);
  });
});

test.describe('auth API: a sign-in over HTTP', () => {
  test('signs in, keeps the session, refuses a replay, and signs out', async ({ request }) => {
    const signIn = await signedSignIn(request);
    const verified = await request.post('/api/auth/verify', { data: signIn });
    expect(verified.status(), await verified.text()).toBe(200);
    expect(await verified.json()).toEqual({ address: ACCOUNT_0, chainId: 1 });

    const session = await request.get('/api/auth/session');
    expect(session.status()).toBe(200);
    expect(await session.json()).toEqual({ address: ACCOUNT_0, chainId: 1 });

    const replay = await request.post('/api/auth/verify', { data: signIn });
    await expectJsonError(replay, 401);
    expect((await replay.json()).error).toBe('Nonce is invalid or already used.');

    expect((await request.post('/api/auth/logout')).status()).toBe(204);
    await expectJsonError(await request.get('/api/auth/session'), 401);
  });

  test('refuses a message for another domain', async ({ request }) => {
    const response = await request.post('/api/auth/verify', { data: await signedSignIn(request, { domain: 'evil.example' }) });
    await expectJsonError(response, 401);
    expect((await response.json()).error).toBe('Message domain does not match this site.');
    await expectJsonError(await request.get('/api/auth/session'), 401);
  });
});
