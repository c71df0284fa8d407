/**
 * The sign-in server (`pages/api/auth/*`) over plain HTTP, against the
 * running e2e build, with Playwright's `request` fixture (its own cookie jar
 * per test): wrong methods, bad input, missing and forged cookies, and a
 * real sign-in whose message anvil signs. No answer may be a 5xx.
 */
import { request as httpRequest } from 'node:http';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { sealData } from 'iron-session';
import { randomBytes } from 'node:crypto';
import {
  AUTH_ROUTES,
  createTestSiweMessage,
  SESSION_COOKIE_NAME,
  signWithAnvil,
  type AuthRouteName,
  type TestSiweMessageParameters,
} from './fixtures/auth';
import { readE2eEnv } from '../tooling/e2eEnv';
import { anvilAccount } from '../tooling/anvilAccounts';
import { expect, test } from './fixtures/test';

/** 1 MiB: far above verify's 8 KB limit. */
const ONE_MB = 1024 * 1024;

/** Methods tried on every route besides the one it answers. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const ROUTE_NAMES = Object.keys(AUTH_ROUTES) as AuthRouteName[];

/**
 * Asserts an error answer: never a 5xx, exactly `status`, not cached, and a
 * JSON body `{ error }` with a non-empty message.
 *
 * @returns the error message.
 */
/** Asserts `response` is the session route's signed-out answer: 200 JSON `null`, never cached. */
async function expectSignedOut(response: APIResponse): Promise<void> {
  const text = await response.text();
  const what = `${response.url()} answered ${response.status()}: ${text.slice(0, 300)}`;
  expect(response.status(), what).toBe(200);
  expect(response.headers()['content-type'], what).toMatch(/^application\/json\b/);
  expect(response.headers()['cache-control'], what).toBe('no-store');
  expect(JSON.parse(text), what).toBeNull();
}

async function expectJsonError(response: APIResponse, status: number): Promise<string> {
  const text = await response.text();
  const what = `${response.url()} answered ${response.status()}: ${text.slice(0, 300)}`;
  expect(response.status(), what).toBeLessThan(500);
  expect(response.status(), what).toBe(status);
  expect(response.headers()['content-type'], what).toMatch(/^application\/json\b/);
  expect(response.headers()['cache-control'], what).toBe('no-store');
  const body: unknown = JSON.parse(text);
  expect(body, what).toEqual({ error: expect.any(String) });
  const { error } = body as { error: string };
  expect(error.trim(), what).not.toBe('');
  return error;
}

/** The `co-editions.session` Set-Cookie header of `response`, if it set one. */
function sessionSetCookie(response: APIResponse): string | undefined {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value)
    .find((value) => value.startsWith(`${SESSION_COOKIE_NAME}=`));
}

/** A Set-Cookie header's attributes (after the name=value pair), names lowercased: `HttpOnly` → `httponly` → `''`. */
function cookieAttributes(setCookie: string): Map<string, string> {
  const [, ...attributes] = setCookie.split(';');
  return new Map(
    attributes.map((attribute) => {
      const [name = '', ...value] = attribute.trim().split('=');
      return [name.toLowerCase(), value.join('=')] as const;
    }),
  );
}

/** `GET /api/auth/nonce` in `request`'s session; asserts 200 and returns the nonce. */
async function fetchNonce(request: APIRequestContext): Promise<string> {
  const response = await request.get(AUTH_ROUTES.nonce.path);
  expect(response.status(), await response.text()).toBe(200);
  return response.text();
}

/** What {@link signedSignIn} may change in the message, and who signs it. */
type SignInOverrides = Partial<Omit<TestSiweMessageParameters, 'nonce'>> & {
  /** anvil account that signs (default the message's address's, account 0). */
  signerIndex?: number;
  /** Use this nonce instead of asking `request`'s session for one. */
  nonce?: string;
};

/**
 * A `{ message, signature }` verify body for this server: asks `request`'s
 * session for a nonce, builds the app's SIWE message for anvil account 0 on
 * chain 1 (unless overridden) and has anvil sign it for real on the node of
 * the message's chain (Ethereum's unless it is Sepolia).
 */
async function signedSignIn(request: APIRequestContext, origin: string, overrides: SignInOverrides = {}) {
  const { signerIndex = 0, nonce: givenNonce, ...messageOverrides } = overrides;
  const nonce = givenNonce ?? (await fetchNonce(request));
  const message = createTestSiweMessage({ origin, address: anvilAccount(0), nonce, ...messageOverrides });
  const { rpcUrls } = readE2eEnv();
  const rpcUrl = messageOverrides.chainId === 11155111 ? rpcUrls[11155111] : rpcUrls[1];
  const signature = await signWithAnvil(rpcUrl, signerIndex, message);
  return { message, signature };
}

/** `POST /api/auth/verify` with JSON `body`. */
function postVerify(request: APIRequestContext, body: unknown): Promise<APIResponse> {
  return request.post(AUTH_ROUTES.verify.path, { data: body });
}

/**
 * POSTs `totalBytes` of JSON-looking bytes to `url` with chunked transfer
 * encoding (no Content-Length, so the server has to count while reading),
 * and resolves with the answer, even when the server answers and closes
 * before the whole body is sent.
 */
function postChunked(url: string, totalBytes: number): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    // The server may stop reading at 8 KB and close: a write error then is expected; the answer decides.
    outgoing.on('error', (error) => reject(error));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const write = (sent: number): void => {
      if (sent >= totalBytes) {
        outgoing.end();
        return;
      }
      if (outgoing.destroyed) return;
      if (outgoing.write(chunk)) write(sent + chunk.length);
      else outgoing.once('drain', () => write(sent + chunk.length));
    };
    outgoing.write('{"message":"');
    write(0);
  });
}

test.describe('wrong methods', () => {
  for (const name of ROUTE_NAMES) {
    const { path, method: allowed } = AUTH_ROUTES[name];
    for (const method of METHODS.filter((candidate) => candidate !== allowed)) {
      test(`${method} ${path}: 405, Allow: ${allowed}, JSON error`, async ({ request }) => {
        const response = await request.fetch(path, { method });
        await expectJsonError(response, 405);
        expect(response.headers().allow).toBe(allowed);
      });
    }

    test(`HEAD ${path}: 405, Allow: ${allowed}`, async ({ request }) => {
      const response = await request.fetch(path, { method: 'HEAD' });
      expect(response.status()).toBe(405);
      expect(response.headers().allow).toBe(allowed);
    });
  }
});

test.describe('GET /api/auth/nonce', () => {
  test('answers an EIP-4361 nonce as plain text, never cached', async ({ request }) => {
    const response = await request.get(AUTH_ROUTES.nonce.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain\b/);
    expect(response.headers()['cache-control']).toBe('no-store');
    // EIP-4361: at least 8 alphanumeric characters.
    expect(await response.text()).toMatch(/^[A-Za-z0-9]{8,}$/);
  });

  test('is fresh on every request, in one session and across sessions', async ({ request, playwright, baseURL }) => {
    const other = await playwright.request.newContext({ baseURL });
    try {
      const nonces = [
        await fetchNonce(request),
        await fetchNonce(request),
        await fetchNonce(request),
        await fetchNonce(other),
        await fetchNonce(other),
      ];
      expect(new Set(nonces).size).toBe(nonces.length);
    } finally {
      await other.dispose();
    }
  });

  test('keeps the nonce in the session cookie: __Host- prefixed, HttpOnly, SameSite=None, Partitioned, path /, Secure (production)', async ({ request }) => {
    const response = await request.get(AUTH_ROUTES.nonce.path);
    expect(response.status()).toBe(200);
    const setCookie = sessionSetCookie(response);
    expect(setCookie, 'GET /api/auth/nonce sets the session cookie').toBeDefined();
    // Production: the __Host- prefix, so no sibling subdomain can plant one (no Domain attribute).
    expect(setCookie).toMatch(/^__Host-co-editions\.session=/);
    expect(cookieAttributes(setCookie ?? '').has('domain'), setCookie).toBe(false);
    const value = setCookie?.split(';')[0]?.slice(SESSION_COOKIE_NAME.length + 1) ?? '';
    // Sealed by iron-session: the nonce itself is not readable in it.
    expect(value).not.toBe('');
    expect(value).not.toContain(await response.text());
    const attributes = cookieAttributes(setCookie ?? '');
    expect(attributes.has('httponly'), setCookie).toBe(true);
    // None + Partitioned (CHIPS): sent inside a Safe App iframe, kept per top-level site.
    expect(attributes.get('samesite')?.toLowerCase(), setCookie).toBe('none');
    expect(attributes.has('partitioned'), setCookie).toBe(true);
    expect(attributes.get('path'), setCookie).toBe('/');
    // The e2e server runs `next start` (production): Secure, which browsers
    // (and Playwright) still send to http://127.0.0.1, a trustworthy origin.
    expect(attributes.has('secure'), setCookie).toBe(true);
  });
});

test.describe('POST /api/auth/verify: bad input', () => {
  for (const [name, text] of [
    ['truncated JSON', '{"message": '],
    ['not JSON at all', 'message=hello&signature=0x12'],
    ['a trailing comma', '{"message": "hello", "signature": "0x1234",}'],
    ['an empty body', ''],
  ] as const) {
    test(`${name}: 400`, async ({ request }) => {
      const response = await request.post(AUTH_ROUTES.verify.path, {
        headers: { 'content-type': 'application/json' },
        data: Buffer.from(text),
      });
      await expectJsonError(response, 400);
    });
  }

  for (const [name, contentType] of [
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no Content-Type', undefined],
  ] as const) {
    test(`a JSON body sent as ${name}: 415`, async ({ request }) => {
      const response = await request.post(AUTH_ROUTES.verify.path, {
        headers: contentType === undefined ? {} : { 'content-type': contentType },
        data: Buffer.from(JSON.stringify({ message: 'hello', signature: '0x1234' })),
      });
      await expectJsonError(response, 415);
    });
  }

  test('application/json with a charset is accepted as JSON (then refused as unverified: 401)', async ({ request }) => {
    const response = await request.post(AUTH_ROUTES.verify.path, {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      data: Buffer.from(JSON.stringify({ message: 'hello', signature: '0x1234' })),
    });
    await expectJsonError(response, 401);
  });

  for (const [name, body] of [
    ['an empty object', {}],
    ['no signature', { message: 'hello' }],
    ['no message', { signature: '0x1234' }],
    ['an empty message', { message: '', signature: '0x1234' }],
    ['a numeric message', { message: 1, signature: '0x1234' }],
    ['a message object', { message: { text: 'hello' }, signature: '0x1234' }],
    ['a numeric signature', { message: 'hello', signature: 1234 }],
    ['a signature that is not hex', { message: 'hello', signature: 'not-hex' }],
    ['a signature without 0x', { message: 'hello', signature: '1234' }],
    ['null message and signature', { message: null, signature: null }],
    ['an array', [{ message: 'hello', signature: '0x1234' }]],
    ['null', null],
    ['a string', 'hello'],
    ['a number', 42],
  ] as const) {
    test(`${name}: 400`, async ({ request }) => {
      const response = await request.post(AUTH_ROUTES.verify.path, {
        headers: { 'content-type': 'application/json' },
        data: Buffer.from(JSON.stringify(body)),
      });
      await expectJsonError(response, 400);
    });
  }

  test('a 1 MB body: 413', async ({ request }) => {
    const response = await request.post(AUTH_ROUTES.verify.path, {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from(JSON.stringify({ message: 'a'.repeat(ONE_MB), signature: '0x1234' })),
    });
    await expectJsonError(response, 413);
  });

  test('a 1 MB body without Content-Length (chunked): 413', async ({ baseURL }) => {
    const answer = await postChunked(new URL(AUTH_ROUTES.verify.path, baseURL).href, ONE_MB);
    expect(answer.status, answer.body).toBe(413);
    expect(answer.contentType).toMatch(/^application\/json\b/);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
  });

  test('a well-formed body that does not verify (no nonce in this session): 401', async ({ request }) => {
    await expectJsonError(await postVerify(request, { message: 'hello', signature: '0x1234' }), 401);
  });
});

test.describe('a 1 MB body on the other routes', () => {
  for (const name of ROUTE_NAMES.filter((route) => route !== 'verify')) {
    const { path, method: allowed } = AUTH_ROUTES[name];
    test(`${path}: never a 5xx, whatever the method`, async ({ request }) => {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        const response = await request.fetch(path, {
          method,
          headers: { 'content-type': 'application/json' },
          data: Buffer.alloc(ONE_MB, 'a'),
        });
        const what = `${method} ${path} with 1 MB answered ${response.status()}`;
        expect(response.status(), what).toBeLessThan(500);
        if (method !== allowed) {
          await expectJsonError(response, 405);
        } else if (name === 'session') {
          await expectSignedOut(response);
        } else {
          expect(response.status(), what).toBe(name === 'logout' ? 204 : 200);
        }
      }
    });
  }
});

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
