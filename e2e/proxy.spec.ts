/**
 * Horizontal scale on a real proxy: two production instances of the e2e
 * build with the same SESSION_SECRET and SITE_URL on one PostgreSQL
 * cluster, behind Debian's nginx configured by the shipped
 * `deploy/nginx.conf` (`e2e/fixtures/postgresSite.ts`), in Chromium
 * through the proxy and over HTTP. A session lives in the database, so a
 * sign-in, a sign-out and a used nonce hold on every instance at once,
 * and the sign-in limit counts the instances' sum.
 */
import type { Page } from '@playwright/test';
import { sendFrom } from '../tooling/sendFrom';
import { AUTH_ROUTES, SESSIONS_PATH, signInOverApi } from './fixtures/auth';
import { cookieHeader, postVerify, signedSignIn } from './fixtures/authApi';
import { instanceContext, startPostgresSite, viaProxy, type PostgresSite } from './fixtures/postgresSite';
import { expect, test } from './fixtures/test';

/** Sign-in requests a client address may make a minute on this site, all instances together (`SIGN_IN_RATE_LIMIT`). */
const SIGN_IN_LIMIT = 60;

/** The account that signs in over HTTP here. */
const ACCOUNT_INDEX = 74;

test.describe.configure({ mode: 'serial' });

let running: PostgresSite;
let proxy: PostgresSite['proxy'];
let instances: PostgresSite['instances'];

test.beforeAll(async () => {
  // initdb, PostgreSQL and two instances, each allowed two minutes to answer (tooling/appServer.ts).
  test.setTimeout(180_000);
  running = await startPostgresSite('nginx', { SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT) });
  ({ proxy, instances } = running);
});

// A failure here is the proxy's or an instance's story: print their logs, which CI's output keeps.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) running?.printLogs();
});

test.afterAll(async () => {
  await running?.stop();
});

/** `GET /api/auth/session` from the page through the proxy: its status and the instance nginx passed it to. */
function sessionAnswer(page: Page): Promise<{ status: number; upstream: string | null }> {
  return page.evaluate(async (sessionPath) => {
    const response = await fetch(sessionPath, { credentials: 'same-origin', cache: 'no-store' });
    await response.body?.cancel();
    return { status: response.status, upstream: response.headers.get('x-upstream') };
  }, AUTH_ROUTES.session.path);
}

test('a sign-out through one instance is honoured by the other at once: a copy of the cookie is signed out', async ({ playwright }) => {
  const viaNginx = await playwright.request.newContext({ baseURL: running.site });
  await signInOverApi(viaNginx, running.site, ACCOUNT_INDEX);
  const [first, second] = [await instanceContext(playwright, running.site, instances[0]!, viaNginx), await instanceContext(playwright, running.site, instances[1]!, viaNginx)];
  try {
    expect((await second.get('/api/requests')).status()).toBe(200);
    const listed = (await (await first.get(SESSIONS_PATH)).json()) as { sessions: Array<{ current: boolean }> };
    expect(listed.sessions.filter(({ current }) => current)).toHaveLength(1);
    expect((await first.post(AUTH_ROUTES.logout.path)).status()).toBe(204);
    expect((await second.get('/api/requests')).status()).toBe(401);
    expect(await (await second.get(AUTH_ROUTES.session.path)).json()).toBeNull();
  } finally {
    await Promise.all([viaNginx.dispose(), first.dispose(), second.dispose()]);
  }
});

test('a nonce used through one instance is refused through the other, with a copy of the nonce cookie', async ({ playwright }) => {
  const first = await playwright.request.newContext({ baseURL: instances[0]!.baseUrl, extraHTTPHeaders: viaProxy(running.site) });
  try {
    const body = await signedSignIn(first, running.site);
    const copy = await cookieHeader(first);
    expect((await postVerify(first, body)).status()).toBe(200);
    const second = await instanceContext(playwright, running.site, instances[1]!, first, { cookie: copy });
    try {
      const replayed = await postVerify(second, body);
      expect(replayed.status()).toBe(401);
      expect(((await replayed.json()) as { error: string }).error).toMatch(/nonce/i);
    } finally {
      await second.dispose();
    }
  } finally {
    await first.dispose();
  }
});

test(`with nginx's limits off, the instances together allow a client ${SIGN_IN_LIMIT} sign-in requests a minute, then 429 with Retry-After`, async () => {
  const answers = [];
  // From a client address of the test's own, one after another: nginx passes them to each instance in turn.
  for (let n = 0; n < SIGN_IN_LIMIT + 10; n++) answers.push(await sendFrom('127.0.0.41', `${running.unlimitedProxy.baseUrl}${AUTH_ROUTES.nonce.path}`, {}));
  const answered = answers.flatMap((answer) => ('status' in answer ? [answer] : []));
  expect(answered).toHaveLength(SIGN_IN_LIMIT + 10);
  const issued = answered.filter(({ status }) => status === 200);
  expect(issued).toHaveLength(SIGN_IN_LIMIT);
  expect(new Set(issued.map(({ upstream }) => upstream)).size, 'both instances issued nonces').toBe(2);
  const refused = answered.filter(({ status }) => status === 429);
  expect(refused).toHaveLength(10);
  expect(new Set(refused.map(({ upstream }) => upstream)).size, 'both instances refused').toBe(2);
  expect((JSON.parse(refused[0]!.body) as { error: string }).error).toMatch(new RegExp(`at most ${SIGN_IN_LIMIT} a minute`));
  expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
});

test('signed in through the proxy, the session holds on either instance and when one goes down', async ({ page, home, wallet }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(`${proxy.baseUrl}/`);
  await home.connect();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);

  // nginx takes turns: a few session checks reach both instances, and both know the visitor.
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await sessionAnswer(page));
  expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
  expect(new Set(answers.map(({ upstream }) => upstream)).size).toBe(2);

  // One instance stops mid-session: the visitor carries on, signed in.
  await instances[0]?.process.stop();
  await page.reload();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  const after = [await sessionAnswer(page), await sessionAnswer(page)];
  expect(after.map(({ status }) => status)).toEqual([200, 200]);
  expect(pageErrors).toEqual([]);
});

test('a burst of avatar requests past the limit gets 429 from nginx, with the security headers', async () => {
  const answers = await Promise.all(
    Array.from({ length: 80 }, async () => {
      const response = await fetch(`${proxy.baseUrl}/api/avatar/nobody-here.eth?quiet=1`);
      await response.body?.cancel();
      return { status: response.status, csp: response.headers.get('content-security-policy') };
    }),
  );
  const limited = answers.filter(({ status }) => status === 429);
  expect(limited.length).toBeGreaterThan(0);
  expect(limited.every(({ csp }) => csp?.includes('frame-ancestors'))).toBe(true);
  expect(answers.every(({ status }) => status === 204 || status === 429)).toBe(true);
});

test('a burst past the rate limit gets 429 from nginx, and the app itself never errors', async () => {
  const statuses = await Promise.all(
    Array.from({ length: 80 }, async () => {
      const response = await fetch(`${proxy.baseUrl}${AUTH_ROUTES.nonce.path}`);
      await response.body?.cancel();
      return response.status;
    }),
  );
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
});
