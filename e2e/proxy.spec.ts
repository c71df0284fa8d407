/**
 * Horizontal scale on a real proxy: two production instances of the e2e
 * build with the same SESSION_SECRET and SITE_URL behind Debian's nginx,
 * configured by the shipped `deploy/nginx.conf` (tooling/nginx.ts fills in
 * its marked lines for loopback), in Chromium through the proxy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { getFreePort } from '../tooling/anvil';
import { appEnvironment } from '../tooling/appBuild';
import { serveNextBuild, type AppServer } from '../tooling/appServer';
import { tailOfLog } from '../tooling/childProcess';
import { e2eAnvilPorts } from '../tooling/e2eEnv';
import { startNginx, type NginxProxy } from '../tooling/nginx';
import { e2eDistDir, REPO_ROOT } from '../tooling/paths';
import { AUTH_ROUTES } from './fixtures/auth';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial' });

let proxy: NginxProxy;
let instances: AppServer[] = [];
let prefix: string;

test.beforeAll(async () => {
  // Two instances, each creating its embedded database: up to two minutes on a busy runner (tooling/appServer.ts).
  test.setTimeout(180_000);
  const anvilPorts = e2eAnvilPorts();
  prefix = mkdtempSync(path.join(os.tmpdir(), 'co-editions-nginx-'));
  const proxyPort = await getFreePort();
  // One environment for both: the same SESSION_SECRET (appEnvironment's, per process) and SITE_URL.
  const env = { ...appEnvironment(anvilPorts, e2eDistDir()), SITE_URL: `http://127.0.0.1:${proxyPort}`, TRUST_PROXY: '1' };
  const ports = [await getFreePort(), await getFreePort()];
  instances = await Promise.all(
    // Each its own embedded database (PGlite serves one process); the sign-in needs none.
    ports.map((port, index) =>
      serveNextBuild({ cwd: REPO_ROOT, env: { ...env, DATA_DIR: path.join(prefix, `data-${index}`) }, port, logFile: path.join(prefix, `instance-${index}.log`), label: `instance ${index}`, readyPath: '/api/health' }),
    ),
  );
  proxy = await startNginx({ upstreamPorts: ports, port: proxyPort, prefix });
});

// A failure here is the proxy's or an instance's story: print their logs, which CI's output keeps.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !proxy) return;
  const logs: [name: string, file: string][] = [
    ['nginx error log', proxy.errorLog],
    ['nginx access log', proxy.accessLog],
    ...instances.map((instance, index): [string, string] => [`instance ${index} log`, instance.process.logFile]),
  ];
  for (const [name, file] of logs) console.log(`--- ${name} (last lines) ---\n${tailOfLog(file, 40)}`);
});

test.afterAll(async () => {
  await proxy?.process.stop();
  await Promise.all(instances.map((instance) => instance.process.stop()));
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** `GET /api/auth/session` from the page through the proxy: its status and the instance nginx passed it to. */
function sessionAnswer(page: Page): Promise<{ status: number; upstream: string | null }> {
  return page.evaluate(async (sessionPath) => {
    const response = await fetch(sessionPath, { credentials: 'same-origin', cache: 'no-store' });
    await response.body?.cancel();
    return { status: response.status, upstream: response.headers.get('x-upstream') };
  }, AUTH_ROUTES.session.path);
}

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
