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
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import pg from 'pg';
import { createWalletClient, http, parseEther, type Address } from 'viem';
import { anvilAccount } from '../tooling/anvilAccounts';
import { getFreePort } from '../tooling/anvil';
import { appEnvironment } from '../tooling/appBuild';
import { serveNextBuild, type AppServer } from '../tooling/appServer';
import { tailOfLog } from '../tooling/childProcess';
import { e2eAnvilPorts, readE2eEnv } from '../tooling/e2eEnv';
import { startNginx, type NginxProxy } from '../tooling/nginx';
import { e2eDistDir, REPO_ROOT } from '../tooling/paths';
import { startPostgres, type PostgresCluster } from '../tooling/postgres';
import { e2eNodeClient, MAINNET_ID } from './fixtures/anvilNodes';
import { signInOverApi } from './fixtures/auth';
import { expect, test } from './fixtures/test';

const REQUESTER_INDEX = 42;
const PAYER_INDEX = 43;

test.describe.configure({ mode: 'serial' });

let prefix: string;
let postgres: PostgresCluster;
let instances: AppServer[] = [];
let proxy: NginxProxy;
/** The site's origin: the proxy's. */
let site: string;

test.beforeAll(async () => {
  // initdb, PostgreSQL and two instances, each allowed two minutes to answer (tooling/appServer.ts).
  test.setTimeout(180_000);
  const anvilPorts = e2eAnvilPorts();
  prefix = mkdtempSync(path.join(os.tmpdir(), 'co-editions-postgres-'));
  postgres = await startPostgres({ port: await getFreePort() });
  const proxyPort = await getFreePort();
  site = `http://127.0.0.1:${proxyPort}`;
  const env = { ...appEnvironment(anvilPorts, e2eDistDir()), SITE_URL: site, TRUST_PROXY: '1', DATABASE_URL: postgres.url };
  const ports = [await getFreePort(), await getFreePort()];
  instances = await Promise.all(
    ports.map((port, index) => serveNextBuild({ cwd: REPO_ROOT, env, port, logFile: path.join(prefix, `instance-${index}.log`), label: `instance ${index}`, readyPath: '/api/health' })),
  );
  proxy = await startNginx({ upstreamPorts: ports, port: proxyPort, prefix });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !proxy) return;
  const logs: [string, string][] = [['nginx error log', proxy.errorLog], ['PostgreSQL log', postgres.logFile], ...instances.map((instance, index): [string, string] => [`instance ${index} log`, instance.process.logFile])];
  for (const [name, file] of logs) console.log(`--- ${name} (last lines) ---\n${tailOfLog(file, 40)}`);
});

test.afterAll(async () => {
  await proxy?.process.stop();
  await Promise.all(instances.map((instance) => instance.process.stop()));
  await postgres?.remove();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** Headers that make a direct request to an instance look as if the proxy passed it on. */
function viaProxy(): Record<string, string> {
  return { 'x-forwarded-host': new URL(site).host, 'x-forwarded-proto': 'http' };
}

/** A request context for instance `index` directly, carrying `signedIn`'s session cookie and `headers`. */
async function instanceContext(playwright: PlaywrightWorkerArgs['playwright'], index: number, signedIn: APIRequestContext, headers: Record<string, string> = {}): Promise<APIRequestContext> {
  const { cookies } = await signedIn.storageState();
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return playwright.request.newContext({ baseURL: instances[index]!.baseUrl, extraHTTPHeaders: { ...viaProxy(), cookie, ...headers } });
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

test('the database away: request routes answer 503 with a reason, pages still render, and it all comes back', async ({ request, playwright }) => {
  const viaNginx = await playwright.request.newContext({ baseURL: site });
  try {
    await signInOverApi(viaNginx, site, REQUESTER_INDEX);
    const { id } = (await (await viaNginx.post('/api/requests', { data: { chainId: 1, token: null, amount: '1000' } })).json()) as { id: string };
    await postgres.stop();
    const away = await viaNginx.get(`/api/requests/${id}`);
    expect(away.status()).toBe(503);
    expect(((await away.json()) as { error: string }).error).toMatch(/database is not answering/);
    expect((await viaNginx.get('/api/health')).status()).toBe(503);
    expect((await request.get(`${site}/send`)).status()).toBe(200);
    await postgres.start();
    await expect.poll(async () => (await viaNginx.get(`/api/requests/${id}`)).status(), { timeout: 15_000 }).toBe(200);
    expect((await viaNginx.get('/api/health')).status()).toBe(200);
  } finally {
    await viaNginx.dispose();
  }
});

test('creations past the limit answer 429 with Retry-After: the proxy limits the sum, each instance its own 30 a minute', async ({ playwright }) => {
  const viaNginx = await playwright.request.newContext({ baseURL: site });
  try {
    await signInOverApi(viaNginx, site, PAYER_INDEX);
    const create = (context: APIRequestContext) => context.post('/api/requests', { data: { chainId: 1, token: null, amount: '1' } });
    const firstPort = new URL(instances[0]!.baseUrl).port;
    // Through nginx the instances take turns, each under its own limit; nginx's refuses past 30 at once.
    let createdOnFirst = 0;
    let proxyRefusal;
    for (let n = 0; n < 40 && !proxyRefusal; n++) {
      const answer = await create(viaNginx);
      if (answer.status() === 429) proxyRefusal = answer;
      else if (answer.headers()['x-upstream']?.endsWith(`:${firstPort}`)) createdOnFirst++;
    }
    expect(proxyRefusal, 'nginx refuses creations past its limit').toBeDefined();
    expect(proxyRefusal!.headers()['content-type']).toMatch(/text\/html/);
    expect(Number(proxyRefusal!.headers()['retry-after'])).toBeGreaterThan(0);

    // Straight to the first instance: its own limit, with the app's JSON reason.
    const direct = await instanceContext(playwright, 0, viaNginx);
    try {
      let appRefusal;
      for (let n = 0; n < 31 && !appRefusal; n++) {
        const answer = await create(direct);
        if (answer.status() === 429) appRefusal = answer;
        else createdOnFirst++;
      }
      // The earlier tests of this file made up to two more there this minute.
      expect(createdOnFirst).toBeGreaterThanOrEqual(28);
      expect(createdOnFirst).toBeLessThanOrEqual(30);
      expect(Number(appRefusal!.headers()['retry-after'])).toBeGreaterThan(0);
      expect(((await appRefusal!.json()) as { error: string }).error).toMatch(/at most 30 a minute/);
    } finally {
      await direct.dispose();
    }
  } finally {
    await viaNginx.dispose();
  }
});

/** The index of the instance whose log says it watches chain 1 now (its last watcher line), once exactly one does. */
async function watchingInstance(): Promise<number> {
  const lastLine = (index: number) => {
    const lines = readFileSync(instances[index]!.process.logFile, 'utf8').split('\n');
    return lines.filter((line) => /Payment watcher: this instance (?:watches|no longer watches) chain 1\./.test(line)).at(-1) ?? '';
  };
  const holders = () => instances.map((_, index) => index).filter((index) => lastLine(index).includes('instance watches chain 1.'));
  await expect.poll(() => holders().length, { timeout: 30_000 }).toBe(1);
  return holders()[0]!;
}

// Last in this file: it kills an instance, which the tests above need.
test('one instance watches a chain; killed, the other takes over from the same cursor, and a payment made in between is recorded once', async ({ playwright }) => {
  test.setTimeout(120_000);
  const viaNginx = await playwright.request.newContext({ baseURL: site });
  const database = new pg.Client({ connectionString: postgres.url });
  try {
    const requester = await signInOverApi(viaNginx, site, REQUESTER_INDEX);
    // Straight to an instance, as from a client address of its own: the test above spent this minute's creations of the proxy's and of the usual one.
    const direct = await instanceContext(playwright, 0, viaNginx, { 'x-forwarded-for': '127.0.0.77' });
    const created = await direct.post('/api/requests', { data: { chainId: 1, token: null, amount: parseEther('0.0321').toString() } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await direct.dispose();
    const watcher = await watchingInstance();
    const other = 1 - watcher;
    // SIGKILL: no shutdown of its own; PostgreSQL lets its lock go when its connection drops.
    process.kill(-instances[watcher]!.process.child.pid!, 'SIGKILL');
    await instances[watcher]!.process.exited;
    const hash = await createWalletClient({ account: anvilAccount(PAYER_INDEX), transport: http(readE2eEnv().rpcUrls[MAINNET_ID], { retryCount: 0 }) }).sendTransaction({ to: requester, value: parseEther('0.0321'), chain: null });
    await e2eNodeClient(MAINNET_ID).waitForTransactionReceipt({ hash });

    const survivor = await playwright.request.newContext({ baseURL: instances[other]!.baseUrl, extraHTTPHeaders: viaProxy() });
    try {
      await expect.poll(() => readFileSync(instances[other]!.process.logFile, 'utf8').includes('Payment watcher: this instance watches chain 1.'), { timeout: 15_000 }).toBe(true);
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
