/**
 * Payment requests on more than one instance: two production instances of
 * the e2e build share a PostgreSQL cluster of the test's own (Debian's
 * `postgresql`, `tooling/postgres.ts`) behind Debian's nginx with the
 * shipped `deploy/nginx.conf`. A request made through one is paid and seen
 * paid through the other; the database going away answers 503 and comes
 * back; the rate limits answer 429 with Retry-After, in the app and in the
 * proxy; one instance at a time watches the chain for payments, and the
 * other takes over when it dies.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import pg from 'pg';
import { createWalletClient, http, parseEther, type Address } from 'viem';
import { anvilAccount } from '../tooling/anvilAccounts';
import { readE2eEnv } from '../tooling/e2eEnv';
import { sendFrom } from '../tooling/sendFrom';
import { e2eNodeClient, MAINNET_ID } from './fixtures/anvilNodes';
import { AUTH_ROUTES, signInOverApi } from './fixtures/auth';
import { openSecondVisitor } from './fixtures/secondVisitor';
import { cookieHeader } from './fixtures/authApi';
import { instanceContext as instanceContextOf, startPostgresSite, viaProxy, type PostgresSite } from './fixtures/postgresSite';
import { expect, test } from './fixtures/test';

const REQUESTER_INDEX = 42;
const PAYER_INDEX = 43;

test.describe.configure({ mode: 'serial' });

let running: PostgresSite;
/** The site's origin: the shipped proxy's. */
let site: string;

test.beforeAll(async () => {
  // initdb, PostgreSQL and two instances, each allowed two minutes to answer (tooling/appServer.ts).
  test.setTimeout(180_000);
  running = await startPostgresSite('postgres');
  site = running.site;
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) running?.printLogs();
});

test.afterAll(async () => {
  await running?.stop();
});

/** A request context for instance `index` directly, carrying `signedIn`'s session cookie and `headers`. */
function instanceContext(playwright: PlaywrightWorkerArgs['playwright'], index: number, signedIn: APIRequestContext, headers: Record<string, string> = {}): Promise<APIRequestContext> {
  return instanceContextOf(playwright, site, running.instances[index]!, signedIn, headers);
}

test('a request made through one instance is paid and seen paid through the other', async ({ playwright }) => {
  const viaNginx = await playwright.request.newContext({ baseURL: site });
  const requester: Address = await signInOverApi(viaNginx, site, REQUESTER_INDEX);
  const first = await instanceContext(playwright, 0, viaNginx);
  const second = await instanceContext(playwright, 1, viaNginx);
  try {
    const created = await first.post('/api/requests', { data: { chainId: 1, token: null, amount: parseEther('0.01').toString() } });
    expect(created.status(), await created.text()).toBe(201);
    const { id, url } = (await created.json()) as { id: string; url: string };
    expect(url).toBe(`${site}/pay/${id}`);
    expect((await (await second.get(`/api/requests/${id}`)).json()).status).toBe('open');

    const wallet = createWalletClient({ account: anvilAccount(PAYER_INDEX), transport: http(readE2eEnv().rpcUrls[MAINNET_ID], { retryCount: 0 }) });
    const hash = await wallet.sendTransaction({ to: requester, value: parseEther('0.01'), chain: null });
    await e2eNodeClient(MAINNET_ID).waitForTransactionReceipt({ hash });
    expect((await second.post(`/api/requests/${id}/payment`, { data: { hash } })).status()).toBe(200);
    expect(await (await first.get(`/api/requests/${id}`)).json()).toMatchObject({ status: 'paid', payment: { hash, from: anvilAccount(PAYER_INDEX) } });
    const { requests } = (await (await viaNginx.get('/api/requests')).json()) as { requests: Array<{ id: string; status: string }> };
    expect(requests.find((request) => request.id === id)?.status).toBe('paid');
  } finally {
    await Promise.all([viaNginx.dispose(), first.dispose(), second.dispose()]);
  }
});

test('the database away: request and sign-in routes answer 503 with a reason, pages and the header still work, and it all comes back', async ({ request, playwright, browser }) => {
  test.setTimeout(90_000);
  const viaNginx = await playwright.request.newContext({ baseURL: site });
  const visitor = await openSecondVisitor(browser, { accountIndex: REQUESTER_INDEX, baseUrl: site });
  try {
    await signInOverApi(viaNginx, site, REQUESTER_INDEX);
    await visitor.home.gotoSignedIn();
    const { id } = (await (await viaNginx.post('/api/requests', { data: { chainId: 1, token: null, amount: '1000' } })).json()) as { id: string };
    await running.postgres.stop();
    const away = await viaNginx.get(`/api/requests/${id}`);
    expect(away.status()).toBe(503);
    expect(((await away.json()) as { error: string }).error).toMatch(/database is not answering/);
    expect((await viaNginx.get('/api/health')).status()).toBe(503);
    for (const answer of [await viaNginx.get(AUTH_ROUTES.session.path), await viaNginx.get(AUTH_ROUTES.nonce.path)]) {
      expect(answer.status()).toBe(503);
      expect(((await answer.json()) as { error: string }).error).toBe('Sign-in is unavailable right now: the database is not answering. Try again in a minute.');
    }
    expect((await request.get(`${site}/send`)).status()).toBe(200);
    // The signed-in visitor's page: signed out, with a retry, the wallet still connected in the page.
    await visitor.page.reload();
    await expect(visitor.page.getByTestId('sign-in-unavailable')).toContainText('Sign-in is unavailable right now.');
    await expect(visitor.home.connectButton).toBeVisible();
    await expect(visitor.home.accountPanel.balance).toHaveText(/ETH$/);

    await running.postgres.start();
    await expect.poll(async () => (await viaNginx.get(`/api/requests/${id}`)).status(), { timeout: 15_000 }).toBe(200);
    expect((await viaNginx.get('/api/health')).status()).toBe(200);
    await visitor.page.getByTestId('sign-in-unavailable').getByRole('button', { name: 'Retry' }).click();
    await expect(visitor.home.accountButton).toBeVisible();
    await expect(visitor.page.getByTestId('sign-in-unavailable')).toHaveCount(0);
    // A new sign-in works again too.
    const again = await playwright.request.newContext({ baseURL: site });
    await signInOverApi(again, site, PAYER_INDEX);
    await again.dispose();
  } finally {
    await visitor.context.close();
    await viaNginx.dispose();
  }
});

test('creations past the limit answer 429 with Retry-After, through the shipped proxy; with its limits off, the instances together still allow 30 a minute', async ({ playwright }) => {
  const viaNginx = await playwright.request.newContext({ baseURL: site });
  try {
    await signInOverApi(viaNginx, site, PAYER_INDEX);
    const shipped = [];
    for (let n = 0; n < 40; n++) shipped.push(await viaNginx.post('/api/requests', { data: { chainId: 1, token: null, amount: '1' } }));
    // The app's limit and nginx's (a first line) are both 30: whichever refuses first, no more get through.
    expect(shipped.filter((answer) => answer.status() === 201).length).toBeLessThanOrEqual(30);
    const refusals = shipped.filter((answer) => answer.status() === 429);
    expect(refusals.length).toBeGreaterThanOrEqual(10);
    expect(refusals.every((answer) => Number(answer.headers()['retry-after']) > 0)).toBe(true);

    // Through the proxy without limits, from a client address of the test's own: only the app counts, on both instances together.
    const cookie = await cookieHeader(viaNginx);
    const answers = [];
    for (let n = 0; n < 40; n++) {
      answers.push(await sendFrom('127.0.0.31', `${running.unlimitedProxy.baseUrl}/api/requests`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ chainId: 1, token: null, amount: '1' }) }));
    }
    const statuses = answers.map((answer) => ('status' in answer ? answer.status : 0));
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const created = answers.filter((answer) => 'status' in answer && answer.status === 201);
    expect(new Set(created.map((answer) => ('upstream' in answer ? answer.upstream : undefined))).size, 'both instances created some').toBe(2);
    const refusal = answers.find((answer) => 'status' in answer && answer.status === 429);
    expect(refusal && 'body' in refusal ? (JSON.parse(refusal.body) as { error: string }).error : '').toMatch(/at most 30 a minute/);
    expect(Number(refusal && 'retryAfter' in refusal ? refusal.retryAfter : 0)).toBeGreaterThan(0);
  } finally {
    await viaNginx.dispose();
  }
});

/** The index of the instance whose log says it watches chain 1 now (its last watcher line), once exactly one does. */
async function watchingInstance(): Promise<number> {
  const lastLine = (index: number) => {
    const lines = readFileSync(running.instances[index]!.process.logFile, 'utf8').split('\n');
    return lines.filter((line) => /Payment watcher: this instance (?:watches|no longer watches) chain 1\./.test(line)).at(-1) ?? '';
  };
  const holders = () => running.instances.map((_, index) => index).filter((index) => lastLine(index).includes('instance watches chain 1.'));
  await expect.poll(() => holders().length, { timeout: 30_000 }).toBe(1);
  return holders()[0]!;
}

// Last in this file: it kills an instance, which the tests above need.
test('one instance watches a chain; killed, the other takes over from the same cursor, and a payment made in between is recorded once', async ({ playwright }) => {
  test.setTimeout(120_000);
  const viaNginx = await playwright.request.newContext({ baseURL: site });
  const database = new pg.Client({ connectionString: running.postgres.url });
  try {
    const requester = await signInOverApi(viaNginx, site, REQUESTER_INDEX);
    // Straight to an instance, as from a client address of its own: the test above spent this minute's creations from 127.0.0.1.
    const direct = await instanceContext(playwright, 0, viaNginx, { 'x-forwarded-for': '127.0.0.77' });
    const created = await direct.post('/api/requests', { data: { chainId: 1, token: null, amount: parseEther('0.0321').toString() } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await direct.dispose();
    const watcher = await watchingInstance();
    const other = 1 - watcher;
    // SIGKILL: no shutdown of its own; PostgreSQL lets its lock go when its connection drops.
    process.kill(-running.instances[watcher]!.process.child.pid!, 'SIGKILL');
    await running.instances[watcher]!.process.exited;
    const hash = await createWalletClient({ account: anvilAccount(PAYER_INDEX), transport: http(readE2eEnv().rpcUrls[MAINNET_ID], { retryCount: 0 }) }).sendTransaction({ to: requester, value: parseEther('0.0321'), chain: null });
    await e2eNodeClient(MAINNET_ID).waitForTransactionReceipt({ hash });

    const survivor = await playwright.request.newContext({ baseURL: running.instances[other]!.baseUrl, extraHTTPHeaders: viaProxy(site) });
    try {
      await expect.poll(() => readFileSync(running.instances[other]!.process.logFile, 'utf8').includes('Payment watcher: this instance watches chain 1.'), { timeout: 15_000 }).toBe(true);
      await expect.poll(async () => ((await (await survivor.get(`/api/requests/${id}`)).json()) as { payment: { hash: string } | null }).payment?.hash, { timeout: 15_000 }).toBe(hash);
    } finally {
      await survivor.dispose();
    }
    await database.connect();
    const { rows } = await database.query<{ event: string }>('SELECT event FROM payment_history WHERE request_id = $1', [id]);
    expect(rows.map(({ event }) => event)).toEqual(['recorded']);
  } finally {
    await database.end().catch(() => undefined);
    await viaNginx.dispose();
  }
});
