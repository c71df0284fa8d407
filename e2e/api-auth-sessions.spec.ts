/**
 * Sessions the server keeps (`GET`/`DELETE /api/auth/sessions`,
 * `DELETE /api/auth/sessions/<id>`, `POST /api/auth/logout`) over plain
 * HTTP against the e2e build: copies of a cookie, taken before a sign-out
 * or before a verify, are refused; ids are not cookies; one address never
 * reaches another's sessions.
 */
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];
import { AUTH_ROUTES, SESSION_COOKIE_NAME, SESSIONS_PATH, signInOverApi } from './fixtures/auth';
import { cookieHeader, expectJsonError, expectSignedOut, postVerify, signedSignIn } from './fixtures/authApi';
import { expect, test } from './fixtures/test';

const ACCOUNT = 72;
const OTHER_ACCOUNT = 73;

/** What `GET /api/auth/sessions` lists. */
type Listed = { sessions: Array<{ id: string; current: boolean; device: string; createdAt: string; lastSeenAt: string; expiresAt: string }> };

/** A request context of its own (its own cookie jar), signed in as anvil account `accountIndex`. */
async function signedInContext(playwright: Playwright, baseURL: string, accountIndex: number): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });
  await signInOverApi(context, new URL(baseURL).origin, accountIndex);
  return context;
}

/** A context with no jar of its own that sends `cookie` as is: a copy of someone's cookie. */
function withCookie(playwright: Playwright, baseURL: string, cookie: string): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie } });
}

test('a cookie copied before logout is signed out after it: 401 on GET /api/requests, null session', async ({ playwright, baseURL }) => {
  const signedIn = await signedInContext(playwright, baseURL!, ACCOUNT);
  const copy = await withCookie(playwright, baseURL!, await cookieHeader(signedIn));
  try {
    expect((await copy.get('/api/requests')).status()).toBe(200);
    expect((await signedIn.post(AUTH_ROUTES.logout.path)).status()).toBe(204);
    expect(await expectJsonError(await copy.get('/api/requests'), 401)).toBe('Sign in with your wallet first.');
    await expectSignedOut(await copy.get(AUTH_ROUTES.session.path));
    expect(await expectJsonError(await copy.get(SESSIONS_PATH), 401)).toBe('Sign in with your wallet first.');
  } finally {
    await Promise.all([signedIn.dispose(), copy.dispose()]);
  }
});

test('a verify replayed with a copy of the nonce cookie is 401, and signs no one in', async ({ playwright, baseURL, request }) => {
  const body = await signedSignIn(request, new URL(baseURL!).origin);
  const copy = await withCookie(playwright, baseURL!, await cookieHeader(request));
  try {
    expect((await postVerify(request, body)).status()).toBe(200);
    expect(await expectJsonError(await postVerify(copy, body), 401)).toBe('Nonce is invalid or already used.');
    await expectSignedOut(await copy.get(AUTH_ROUTES.session.path));
  } finally {
    await copy.dispose();
  }
});

test('sessions are listed newest first, this one marked; one ended by id is gone; another address’s id is 404', async ({ playwright, baseURL }) => {
  const older = await signedInContext(playwright, baseURL!, ACCOUNT);
  const newer = await signedInContext(playwright, baseURL!, ACCOUNT);
  const other = await signedInContext(playwright, baseURL!, OTHER_ACCOUNT);
  try {
    const listed = (await (await newer.get(SESSIONS_PATH)).json()) as Listed;
    expect(listed.sessions.length).toBeGreaterThanOrEqual(2);
    expect(listed.sessions[0]).toMatchObject({ current: true, device: 'Chrome on Linux' });
    expect(listed.sessions.map(({ createdAt }) => createdAt)).toEqual([...listed.sessions.map(({ createdAt }) => createdAt)].sort().reverse());
    const olderId = ((await (await older.get(SESSIONS_PATH)).json()) as Listed).sessions.find(({ current }) => current)!.id;
    expect(listed.sessions.map(({ id }) => id)).toContain(olderId);

    // An id is not a cookie: sent as the cookie's value, it is no session.
    const forged = await withCookie(playwright, baseURL!, `${SESSION_COOKIE_NAME}=${olderId}`);
    await expectSignedOut(await forged.get(AUTH_ROUTES.session.path));
    await forged.dispose();

    expect(await expectJsonError(await other.delete(`${SESSIONS_PATH}/${olderId}`), 404)).toBe('No session of yours has this id.');
    expect((await older.get('/api/requests')).status()).toBe(200);
    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-an-id', '..%2F..%2Fetc']) await expectJsonError(await newer.delete(`${SESSIONS_PATH}/${unknown}`), 404);

    const ended = await newer.delete(`${SESSIONS_PATH}/${olderId}`);
    expect(ended.status(), await ended.text()).toBe(200);
    expect(await ended.json()).toEqual({ revoked: 1 });
    expect((await older.get('/api/requests')).status()).toBe(401);
    const after = (await (await newer.get(SESSIONS_PATH)).json()) as Listed;
    expect(after.sessions.map(({ id }) => id)).not.toContain(olderId);
  } finally {
    await Promise.all([older.dispose(), newer.dispose(), other.dispose()]);
  }
});

test('DELETE /api/auth/sessions ends every other session of the address, keeps the caller’s, and leaves other addresses alone', async ({ playwright, baseURL }) => {
  const [first, second, caller, other] = [
    await signedInContext(playwright, baseURL!, ACCOUNT),
    await signedInContext(playwright, baseURL!, ACCOUNT),
    await signedInContext(playwright, baseURL!, ACCOUNT),
    await signedInContext(playwright, baseURL!, OTHER_ACCOUNT),
  ];
  try {
    const answer = await caller.delete(SESSIONS_PATH);
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { revoked: number }).revoked).toBeGreaterThanOrEqual(2);
    for (const ended of [first, second]) expect((await ended.get('/api/requests')).status()).toBe(401);
    expect((await caller.get('/api/requests')).status()).toBe(200);
    expect((await other.get('/api/requests')).status()).toBe(200);
    expect(((await (await caller.get(SESSIONS_PATH)).json()) as Listed).sessions).toEqual([expect.objectContaining({ current: true })]);
  } finally {
    await Promise.all([first, second, caller, other].map((context) => context.dispose()));
  }
});

test('the sessions routes: 401 signed out, 403 for a cross-site DELETE, 405 with Allow for another method', async ({ request, playwright, baseURL }) => {
  expect(await expectJsonError(await request.get(SESSIONS_PATH), 401)).toBe('Sign in with your wallet first.');
  expect(await expectJsonError(await request.delete(`${SESSIONS_PATH}/AAAAAAAAAAAAAAAAAAAAAA`), 401)).toBe('Sign in with your wallet first.');
  const signedIn = await signedInContext(playwright, baseURL!, OTHER_ACCOUNT);
  try {
    for (const path of [SESSIONS_PATH, `${SESSIONS_PATH}/AAAAAAAAAAAAAAAAAAAAAA`]) {
      expect(await expectJsonError(await signedIn.delete(path, { headers: { 'sec-fetch-site': 'cross-site' } }), 403)).toMatch(/Cross-site requests are refused/);
    }
    const wrong = await signedIn.post(SESSIONS_PATH);
    await expectJsonError(wrong, 405);
    expect(wrong.headers().allow).toBe('GET, DELETE');
    const wrongOne = await signedIn.get(`${SESSIONS_PATH}/AAAAAAAAAAAAAAAAAAAAAA`);
    await expectJsonError(wrongOne, 405);
    expect(wrongOne.headers().allow).toBe('DELETE');
  } finally {
    await signedIn.dispose();
  }
});
