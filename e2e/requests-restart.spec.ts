/**
 * The embedded database through a shutdown and a restart: a production
 * instance of the e2e build of the test's own, on a `DATA_DIR` of its own.
 * SIGTERM stops the payment watcher and closes the database ("Database
 * closed.") once the work in progress is done, and the instance started
 * again on the same folder still has every request, paid or not, and
 * finds from its stored cursor a payment made while it was down
 * (`docs/requests.md`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anvilAccount } from '../tooling/anvilAccounts';
import { getFreePort } from '../tooling/anvil';
import { startAppServer, type AppServer } from '../tooling/appServer';
import { e2eAnvilPorts } from '../tooling/e2eEnv';
import { e2eDistDir } from '../tooling/paths';
import { MAINNET_ID, payFromAnvil } from './fixtures/anvilNodes';
import { signInOverApi } from './fixtures/auth';
import { expect, test } from './fixtures/test';
import type { APIRequestContext } from '@playwright/test';

const REQUESTER_INDEX = 47;
const PAYER_INDEX = 48;

/**
 * Waits until the instance's database answers (`GET /api/health` 200), as a
 * load balancer's health check does: the server serves pages before its
 * embedded database has opened (`instrumentation.ts`), which under load
 * takes longer than one request may wait.
 */
async function untilHealthy(api: APIRequestContext): Promise<void> {
  // A request that outlasts its own limit is asked again, until the poll's.
  const status = () => api.get('/api/health', { timeout: 10_000 }).then((response) => response.status(), () => 0);
  await expect.poll(status, { timeout: 90_000 }).toBe(200);
}

test('SIGTERM stops the watcher and closes the database; a restart on the same folder keeps every request, and finds a payment made while it was down', async ({ playwright }) => {
  test.setTimeout(240_000);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'co-editions-restart-'));
  const dataDir = path.join(folder, 'data');
  const port = await getFreePort();
  const start = (log: string) => startAppServer(e2eAnvilPorts(), port, path.join(folder, log), e2eDistDir(), dataDir);
  let server: AppServer | undefined = await start('first.log');
  try {
    const api = await playwright.request.newContext({ baseURL: server.baseUrl });
    await untilHealthy(api);
    const requester = await signInOverApi(api, server.baseUrl, REQUESTER_INDEX);
    const create = async (amount: string) => ((await (await api.post('/api/requests', { data: { chainId: MAINNET_ID, token: null, amount } })).json()) as { id: string }).id;
    const paid = await create('1000');
    const open = await create('2000');
    const hash = await payFromAnvil(anvilAccount(PAYER_INDEX), requester, 1000n);
    expect((await api.post(`/api/requests/${paid}/payment`, { data: { hash } })).status()).toBe(200);

    const unpaid = await create('3000');
    await api.dispose();

    await server.process.stop();
    const firstLog = readFileSync(server.process.logFile, 'utf8');
    expect(firstLog).toContain('Database closed.');
    // The watcher stopped before the database closed.
    expect(firstLog.indexOf('Payment watcher stopped.')).toBeGreaterThanOrEqual(0);
    expect(firstLog.indexOf('Payment watcher stopped.')).toBeLessThan(firstLog.indexOf('Database closed.'));
    // Paid while no instance runs: nobody reports it, and the watcher finds it from its stored cursor after the restart.
    const whileDown = await payFromAnvil(anvilAccount(PAYER_INDEX), requester, 3000n);
    server = await start('second.log');
    const again = await playwright.request.newContext({ baseURL: server.baseUrl });
    await untilHealthy(again);
    const read = async (id: string) => (await (await again.get(`/api/requests/${id}`)).json()) as { status: string; payment: { hash: string } | null };
    expect(await read(paid)).toMatchObject({ status: 'paid', payment: { hash } });
    expect(await read(open)).toMatchObject({ status: 'open', payment: null });
    await expect.poll(async () => (await read(unpaid)).payment?.hash, { timeout: 30_000 }).toBe(whileDown);
    await again.dispose();
  } finally {
    await server?.process.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
