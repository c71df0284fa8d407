/**
 * The sign-in server's session (`pages/api/auth/*`) over plain HTTP,
 * against the running e2e build, with Playwright's `request` fixture (its
 * own cookie jar per test): missing and forged cookies, cross-site POSTs,
 * and a real sign-in whose message anvil signs. No answer may be a 5xx.
 */
import { sealData } from 'iron-session';
import { randomBytes } from 'node:crypto';
import { AUTH_ROUTES, SESSION_COOKIE_NAME } from './fixtures/auth';
import { expectJsonError, expectSignedOut, fetchNonce, postVerify, sessionSetCookie, signedSignIn, type SignInOverrides } from './fixtures/authApi';
import { anvilAccount } from '../tooling/anvilAccounts';
import { expect, test } from './fixtures/test';

test.describe('session and logout cookies', () => {
  test('GET /api/auth/session with no cookie: 200 null, signed out', async ({ request }) => {
    await expectSignedOut(await request.get(AUTH_ROUTES.session.path));
  });

  test('GET /api/auth/session with a fresh session holding only a nonce: 200 null', async ({ request }) => {
    await fetchNonce(request);
    await expectSignedOut(await request.get(AUTH_ROUTES.session.path));
  });

  test('a forged session cookie is no session (200 null), not an error', async ({ request }) => {
    const otherKeySeal = await sealData({ address: anvilAccount(0), chainId: 1 }, { password: randomBytes(32).toString('hex') });
    for (const forged of [
      randomBytes(48).toString('hex'),
      randomBytes(200).toString('base64url'),
      'Fe26.2**forged**value',
      // Well formed, but sealed with another key: claims to be account 0.
      otherKeySeal,
      '',
    ]) {
      const response = await request.get(AUTH_ROUTES.session.path, { headers: { cookie: `${SESSION_COOKIE_NAME}=${forged}` } });
      await expectSignedOut(response);
    }
  });

  test('POST /api/auth/logout with a forged cookie or none: 204', async ({ request }) => {
    for (const cookie of [`${SESSION_COOKIE_NAME}=${randomBytes(48).toString('hex')}`, undefined]) {
      const response = await request.post(AUTH_ROUTES.logout.path, { headers: cookie === undefined ? {} : { cookie } });
      expect(response.status(), await response.text()).toBe(204);
      expect(await response.text()).toBe('');
    }
  });

  test('a forged cookie does not stop a new nonce from being issued', async ({ request }) => {
    const response = await request.get(AUTH_ROUTES.nonce.path, {
      headers: { cookie: `${SESSION_COOKIE_NAME}=${randomBytes(48).toString('hex')}` },
    });
    expect(response.status()).toBe(200);
    expect(sessionSetCookie(response)).toBeDefined();
  });
});

test.describe('cross-site POSTs (CSRF; the session cookie is SameSite=None for Safe Apps)', () => {
  for (const [name, headers] of [
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin and no Sec-Fetch-Site', { origin: 'https://evil.example' }],
  ] as const) {
    test(`${name}: 403 with a JSON reason, on verify and logout`, async ({ request }) => {
      for (const route of [AUTH_ROUTES.verify.path, AUTH_ROUTES.logout.path]) {
        const response = await request.post(route, { headers: { ...headers, 'content-type': 'application/json' }, data: '{}' });
        expect(await expectJsonError(response, 403)).toContain('Cross-site requests are refused');
      }
    });
  }

  test('the same origin, by Sec-Fetch-Site or Origin, passes', async ({ request, baseURL }) => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { origin: new URL(baseURL ?? '').origin }] as Record<string, string>[]) {
      const response = await request.post(AUTH_ROUTES.logout.path, { headers });
      expect(response.status(), await response.text()).toBe(204);
    }
  });
});

test.describe('a sign-in over HTTP only', () => {
  test('nonce, signed message, verify, session; a replay and a wrong domain are refused; logout ends it', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const account = anvilAccount(0);
    const signIn = await signedSignIn(request, origin);

    const verified = await postVerify(request, signIn);
    expect(verified.status(), await verified.text()).toBe(200);
    expect(await verified.json()).toEqual({ address: account, chainId: 1 });
    expect(verified.headers()['cache-control']).toBe('no-store');

    const session = await request.get(AUTH_ROUTES.session.path);
    expect(session.status(), await session.text()).toBe(200);
    expect(await session.json()).toEqual({ address: account, chainId: 1 });
    expect(session.headers()['cache-control']).toBe('no-store');

    // The nonce was used up: the very same message and signature again.
    expect(await expectJsonError(await postVerify(request, signIn), 401)).toMatch(/nonce/i);

    // Correctly signed, fresh nonce, but for another site.
    const elsewhere = await signedSignIn(request, origin, { domain: 'evil.example' });
    expect(await expectJsonError(await postVerify(request, elsewhere), 401)).toMatch(/domain/i);

    const loggedOut = await request.post(AUTH_ROUTES.logout.path);
    expect(loggedOut.status()).toBe(204);
    await expectSignedOut(await request.get(AUTH_ROUTES.session.path));
  });

  test('signing in on Sepolia answers its chain id', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const verified = await postVerify(request, await signedSignIn(request, origin, { chainId: 11155111 }));
    expect(verified.status(), await verified.text()).toBe(200);
    expect(await verified.json()).toEqual({ address: anvilAccount(0), chainId: 11155111 });
    expect(await (await request.get(AUTH_ROUTES.session.path)).json()).toEqual({ address: anvilAccount(0), chainId: 11155111 });
  });

  const refusals: ReadonlyArray<readonly [string, SignInOverrides, RegExp]> = [
    ['a message for another domain', { domain: 'evil.example' }, /domain/i],
    ['a message whose uri is another origin', { origin: 'http://evil.example' }, /uri/i],
    ['a message on a chain the app does not configure (5)', { chainId: 5 }, /chain/i],
    ['an expired message', { issuedAt: new Date(Date.now() - 30 * 60 * 1000) }, /expired/i],
    ['a message issued in the future', { issuedAt: new Date(Date.now() + 30 * 60 * 1000) }, /future/i],
    ['a message signed by another account than its address', { signerIndex: 1 }, /signature/i],
  ];
  for (const [name, overrides, reason] of refusals) {
    test(`refuses ${name} (401) and stays signed out`, async ({ request, baseURL }) => {
      const origin = new URL(baseURL ?? '').origin;
      const { origin: messageOrigin, ...rest } = overrides;
      const nonce = await fetchNonce(request);
      // The domain stays this server's host unless the case changes it.
      const domain = rest.domain ?? new URL(origin).host;
      const body = await signedSignIn(request, origin, { ...rest, nonce, domain, origin: messageOrigin ?? origin });
      expect(await expectJsonError(await postVerify(request, body), 401)).toMatch(reason);
      await expectSignedOut(await request.get(AUTH_ROUTES.session.path));
    });
  }

  test("refuses a nonce issued to another session", async ({ request, playwright, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const other = await playwright.request.newContext({ baseURL });
    try {
      const othersNonce = await fetchNonce(other);
      await fetchNonce(request);
      const body = await signedSignIn(request, origin, { nonce: othersNonce });
      expect(await expectJsonError(await postVerify(request, body), 401)).toMatch(/nonce/i);
      await expectSignedOut(await request.get(AUTH_ROUTES.session.path));
    } finally {
      await other.dispose();
    }
  });

  test('a failed attempt uses the nonce up: the right signature for it is then refused', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const nonce = await fetchNonce(request);
    const wrong = await signedSignIn(request, origin, { nonce, signerIndex: 1 });
    await expectJsonError(await postVerify(request, wrong), 401);
    const right = await signedSignIn(request, origin, { nonce });
    expect(await expectJsonError(await postVerify(request, right), 401)).toMatch(/nonce/i);
    await expectSignedOut(await request.get(AUTH_ROUTES.session.path));
  });
});
