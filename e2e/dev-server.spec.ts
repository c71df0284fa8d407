/**
 * The README's first command, `npm run dev`, as a newcomer meets it: its
 * own anvil nodes, `next dev`, and every page loaded in Chromium with no
 * console error or warning (the `consoleProblems` fixture). Development
 * has its own headers (`lib/security/securityHeaders.ts`), so a policy
 * that is right in production can still turn the dev console red.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { getFreePort } from '../tooling/anvil';
import { spawnLogged, tailOfLog, type LoggedProcess } from '../tooling/childProcess';
import { REPO_ROOT } from '../tooling/paths';
import { recordThirdPartyTraffic } from '../tooling/thirdPartyTraffic';
import { avatarRouteUrl } from '../lib/ens/avatarRoute';
import { DEV_ACCOUNT_NAME } from '../tooling/ens/ensFixture';
import { expect, test } from './fixtures/test';
import { HomePage } from './pages/HomePage';
import { PayPage } from './pages/PayPage';
import { RequestsPage } from './pages/RequestsPage';

test.describe.configure({ mode: 'serial' });

/**
 * Loads of each page after the first (which compiles it): one, as a
 * developer's next visit. A race in `next dev`'s HMR client
 * (docs/testing.md) printed an error on about one load in fifteen until
 * `next.config.ts` turned the dev indicator off, the race's only reader;
 * each run still loads the pages six times, and a dev load costs several
 * seconds of a two-core runner.
 */
const RELOADS = 1;

/**
 * How long `next dev` may take to start and compile the first page on a
 * 2-core machine: 360,000 ms. Beside the other workers it once took over
 * 240 s (Turbopack's filesystem cache alone took 45 s to write).
 */
const DEV_START_TIMEOUT_MS = 360_000;

let dev: LoggedProcess | undefined;
let baseUrl = '';
let logDir = '';
/** The ports of `npm run dev`'s nodes, as its environment gives them: `npm run pay` needs the same. */
let devNodePorts: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(DEV_START_TIMEOUT_MS + 30_000);
  logDir = mkdtempSync(path.join(os.tmpdir(), 'co-editions-dev-'));
  const port = await getFreePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, 'npm-run-dev.log');
  devNodePorts = {
    DEV_ANVIL_PORT_31337: String(await getFreePort()),
    DEV_ANVIL_PORT_1337: String(await getFreePort()),
    DEV_ANVIL_PORT_1: String(await getFreePort()),
  };
  dev = spawnLogged({
    command: 'npm',
    args: ['run', 'dev'],
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: undefined,
      PORT: String(port),
      ...devNodePorts,
      // Its own build folder: a developer's `.next` and the e2e build stay as they are.
      NEXT_DIST_DIR: '.next-dev-e2e',
      // Its own embedded database, for the same reason: PGlite serves one process.
      DATA_DIR: path.join(logDir, 'data'),
    },
    logFile,
  });
  // The first request compiles the page: ask until it answers 200.
  await expect
    .poll(
      async () => {
        try {
          const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(DEV_START_TIMEOUT_MS) });
          await response.arrayBuffer();
          return response.status;
        } catch {
          return 0;
        }
      },
      { timeout: DEV_START_TIMEOUT_MS, message: `npm run dev answers GET / with 200 (log: ${logFile})` },
    )
    .toBe(200)
    .catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tailOfLog(logFile)}`);
    });
});

// A failure here is often the dev server's (a 500 from a route shows in the
// page's console only as "status of 500"): keep its log with the test's results.
test.afterEach(async ({}, testInfo) => {
  if (dev && testInfo.status !== testInfo.expectedStatus) await testInfo.attach('npm-run-dev.log', { path: dev.logFile });
});

test.afterAll(async () => {
  await dev?.stop();
  if (logDir) rmSync(logDir, { recursive: true, force: true });
});

for (const [pagePath, ready] of [
  ['/', 'Connect Wallet'],
  ['/account', 'Connect a wallet to see your balances and transactions.'],
  ['/send', 'Connect Wallet'],
] as const) {
  test(`npm run dev: ${pagePath} loads ${RELOADS + 1} times with a clean console`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`${baseUrl}${pagePath}`, { timeout: 90_000 });
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
    // `next dev` renders every load on demand, which takes tens of seconds on a busy two-core runner.
    for (let load = 0; load < RELOADS; load++) await page.reload({ waitUntil: 'load', timeout: 90_000 });
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
    // Hydrated and interactive: the kit's button opens its modal.
    await page.getByTestId('rk-connect-button').click();
    await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible({ timeout: 60_000 });
  });
}

test('npm run dev: the Dev Wallet connects, signs in, and shows its ENS name and avatar, in the header and the kit alike', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${baseUrl}/`, { timeout: 90_000 });
  const home = new HomePage(page);
  await home.connectButton.click();
  await expect(home.connectModal.walletOption('devWallet')).toBeVisible({ timeout: 60_000 });
  await home.connectModal.choose('devWallet');
  // `next dev` compiles each API route on its first request, so the nonce
  // can take seconds to arrive: sign() waits for "Sign message" (the kit's
  // "Preparing message..." button ignores clicks).
  await expect(home.signInModal.heading).toBeVisible({ timeout: 60_000 });
  await expect(home.signInModal.signButton).toHaveText('Sign message', { timeout: 60_000 });
  await home.signInModal.sign();
  await expect(home.accountButton).toContainText(DEV_ACCOUNT_NAME, { timeout: 60_000 });
  await expect(page.getByTestId('account-panel').getByTestId('account-name')).toHaveText(DEV_ACCOUNT_NAME);
  // The round figure the README promises: the EIP-7702 delegation's fee at start is put back.
  await expect(page.getByTestId('account-panel').getByTestId('account-balance')).toHaveText('10,000 ETH', { timeout: 30_000 });
  const avatar = page.getByTestId('account-panel').getByTestId('account-avatar');
  await expect(avatar).toHaveAttribute('src', avatarRouteUrl(DEV_ACCOUNT_NAME));
  await expect.poll(() => avatar.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);

  // One identity: the kit's Account modal reads names on chain 1, which `npm run dev` runs locally with ENS.
  const modal = await home.openAccountModal();
  await expect(modal.root).toContainText(DEV_ACCOUNT_NAME, { timeout: 30_000 });
  await expect(modal.root.locator(`img[src="${avatarRouteUrl(DEV_ACCOUNT_NAME)}"]`)).toBeVisible();
  await page.keyboard.press('Escape');

  // Prices: none on Anvil, which has no feed, and no mark for it either; on the local Ethereum, Chainlink's mock feeds (`tooling/priceFeeds.ts`).
  await expect(page.getByTestId('account-panel').getByTestId('account-balance')).toHaveText('10,000 ETH');
  await expect(page.getByTestId('account-panel').locator('.fiat-value, .fiat-missing')).toHaveCount(0);
  const chains = await home.openChainModal();
  await chains.choose(1);
  await expect(page.getByTestId('account-balance-fiat')).toHaveText(/^≈\s\$\d{1,3}(,\d{3})*\.\d\d$/, { timeout: 30_000 });
});

test('npm run dev: dev.eth asks for 0.05 ETH, Dev Wallet 2 pays it from the link in another window, and npm run pay pays the next from its wallet link', async ({ page, browser }) => {
  test.setTimeout(240_000);
  /** Connects a Dev Wallet on `target` and, where the page asks (not on /pay), signs in, as a visitor does. */
  const connectDevWallet = async (target: HomePage, walletId: string, { signIn = true } = {}) => {
    await target.connectButton.click();
    await expect(target.connectModal.walletOption(walletId)).toBeVisible({ timeout: 60_000 });
    await target.connectModal.choose(walletId);
    if (signIn) {
      await expect(target.signInModal.signButton).toHaveText('Sign message', { timeout: 60_000 });
      await target.signInModal.sign();
    }
    await expect(target.accountButton).toBeVisible({ timeout: 60_000 });
  };
  await page.goto(`${baseUrl}/requests`, { timeout: 90_000 });
  await connectDevWallet(new HomePage(page), 'devWallet');
  const requests = new RequestsPage(page);
  await expect(requests.form).toBeVisible({ timeout: 60_000 });
  const link = await requests.create({ amount: '0.05', note: 'Mixing, first half' });
  await expect(requests.qrCode).toBeVisible();

  const other = await browser.newContext();
  const thirdParty: URL[] = [];
  recordThirdPartyTraffic(other, (url) => thirdParty.push(url));
  try {
    const payerPage = await other.newPage();
    const pay = new PayPage(payerPage);
    await payerPage.goto(link, { timeout: 90_000 });
    await expect(pay.heading).toHaveText(`${DEV_ACCOUNT_NAME} requests 0.05 ETH`);
    await connectDevWallet(new HomePage(payerPage), 'devWallet2', { signIn: false });
    await pay.payButton.filter({ hasText: 'Pay 0.05 ETH' }).click({ timeout: 60_000 });
    await expect(pay.status).toHaveText(/^Paid · confirming/, { timeout: 60_000 });
    // Anvil has no block explorer: the hash is shown, and labelled as what it is.
    await expect(pay.paid).toContainText(/Transaction 0x[0-9a-f]+…[0-9a-f]+/);
    expect(thirdParty).toEqual([]);
  } finally {
    await other.close();
  }
  await expect(requests.items.first().getByTestId('request-status')).toHaveText(/^Paid · confirming/, { timeout: 30_000 });

  // The README's walk-through: the wallet link paid as a phone wallet would, by `npm run pay`, and nobody reports it.
  await requests.create({ amount: '0.02' });
  const uri = (await requests.walletLink.textContent()) ?? '';
  expect(uri).toMatch(/^ethereum:0x[0-9a-fA-F]{40}@31337\?value=20000000000000000$/);
  const paid = spawnSync('npm', ['run', 'pay', '--', uri], { cwd: REPO_ROOT, env: { ...process.env, ...devNodePorts }, encoding: 'utf8' });
  expect(paid.status, paid.stderr).toBe(0);
  expect(paid.stdout).toMatch(/Paid from anvil account 1 on chain 31337: 0x[0-9a-f]{64}/);
  await expect(requests.items.first().getByTestId('request-status')).toHaveText(/^Paid · confirming/, { timeout: 30_000 });
});

test('npm run dev: the terminal shows no warning or error from compiling the app', () => {
  // After every page and route above has compiled. Turbopack prints a
  // warning as "⚠ ./file:line", an error as "⨯", and ends either with
  // "Ecmascript file had an error": a newcomer reads all three as broken.
  // Not the app's: Turbopack's "⚠ Slow filesystem detected" times a write at start-up, over 200 ms
  // while the rest of the suite loads both cores (vercel/next.js#89798).
  const lines = stripVTControlCharacters(readFileSync(dev!.logFile, 'utf8')).split('\n');
  expect(lines.filter((line) => /^\s*[⚠⨯]|had an error/.test(line) && !line.includes('Slow filesystem detected'))).toEqual([]);
});
