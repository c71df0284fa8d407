/**
 * The sign-in server (`pages/api/auth/*`) over plain HTTP, against the
 * running e2e build, with Playwright's `request` fixture (its own cookie jar
 * per test): wrong methods, the nonce and its cookie, and bad input, 1 MB
 * bodies included. No answer may be a 5xx. Sessions and a real sign-in are
 * in `api-auth-session.spec.ts`.
 */
import { request as httpRequest } from 'node:http';
import { AUTH_ROUTES, SESSION_COOKIE_NAME, type AuthRouteName } from './fixtures/auth';
import { cookieAttributes, expectJsonError, expectSignedOut, fetchNonce, postVerify, sessionSetCookie } from './fixtures/authApi';
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
