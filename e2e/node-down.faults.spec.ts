import { callTestToken, e2eNodeAnswers, killE2eNode, MAINNET_ID, pauseE2eNode, placeTestToken, resumeE2eNode, SEPOLIA_ID } from './fixtures/anvilNodes';
import { ANVIL_BALANCE_IN_PANEL } from './fixtures/kitFormat';
import type { Page } from '@playwright/test';
import { anvilAccount } from '../tooling/anvilAccounts';
import type { MockWallet } from '../tooling/mockWallet/mockWallet';
import { USDC } from './fixtures/listedTokens';
import { expect, test } from './fixtures/test';
import type { HomePage } from './pages/HomePage';
import { QUERY_CACHE_STORAGE_KEY } from '../lib/storage/queryClient';
import { RPC_TIMEOUT_MS } from '../lib/wallet/rpcTimeout';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { signInOverApi } from './fixtures/auth';
import { serverLogLines } from './fixtures/serverLog';

/** The requester of the Sepolia request the watcher waits on while the node is frozen. */
const SEPOLIA_REQUESTER_INDEX = 69;

/** What the server logs, once each, when its watcher's polls of Sepolia start failing and when they work again. */
const OUTAGE_LINE = 'Payment watcher: chain 11155111 could not be polled';
const RECOVERY_LINE = 'Payment watcher: chain 11155111 is watched again';

/*
 * `faults` project: runs after every other test, because it kills the shared
 * Sepolia node for good (the global teardown copes with a dead node).
 */

test.use({
  walletOptions: { accountIndex: 2 },
  expectedConsoleLines: {
    'the tests kill a node; Chromium logs each request to it that is refused': /^Failed to load resource: net::ERR_CONNECTION_REFUSED$/,
  },
});

/** Collects the page's uncaught errors from now on; a fault must never cause one. */
function recordUncaughtErrors(page: Page): string[] {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  return uncaught;
}

/** Switches to Sepolia through the kit's chain modal and waits for the panel to say so. */
async function switchToSepolia(home: HomePage) {
  const chainModal = await home.openChainModal();
  await chainModal.choose(SEPOLIA_ID);
  await expect(home.accountPanel.chain).toHaveText('Sepolia');
}

/** Switches back to Ethereum through the kit's chain modal, sees its balance, then disconnects. */
async function switchToEthereumAndDisconnect(home: HomePage, wallet: MockWallet, afterSwitch?: () => Promise<void>) {
  const chainModal = await home.openChainModal();
  await chainModal.choose(MAINNET_ID);
  await expect.poll(() => wallet.chainId).toBe(MAINNET_ID);
  await expect(home.accountPanel.balance).toHaveText(ANVIL_BALANCE_IN_PANEL);
  await afterSwitch?.();
  const accountModal = await home.openAccountModal();
  await accountModal.disconnectButton.click();
  await expect(home.connectButton).toHaveText('Connect Wallet');
}

test('the payment watcher with the Sepolia node frozen: health answers 503 within about 60 s and 200 once the node answers, logging each once; the server runs on', async ({ request, baseURL }) => {
  test.setTimeout(200_000);
  await signInOverApi(request, baseURL!, SEPOLIA_REQUESTER_INDEX, SEPOLIA_ID);
  const created = await request.post('/api/requests', { data: { chainId: SEPOLIA_ID, token: null, amount: '4242' } });
  expect(created.status(), await created.text()).toBe(201);
  const health = async () => {
    const answer = await request.get('/api/health', { timeout: 20_000 });
    return { status: answer.status(), chains: ((await answer.json()) as { chains?: Record<string, unknown> }).chains ?? {} };
  };
  await expect.poll(async () => (await health()).chains[SEPOLIA_ID], { timeout: 30_000 }).toBeDefined();
  // The log may hold earlier runs' lines: count from here.
  const outages = serverLogLines(OUTAGE_LINE).length;
  const recoveries = serverLogLines(RECOVERY_LINE).length;
  pauseE2eNode(SEPOLIA_ID);
  try {
    // Each poll waits out the 10 s time-out; a minute without a completed one is what health reports.
    await expect.poll(async () => (await health()).status, { timeout: 120_000, intervals: [5_000] }).toBe(503);
  } finally {
    resumeE2eNode(SEPOLIA_ID);
  }
  await expect.poll(async () => (await health()).status, { timeout: 60_000 }).toBe(200);
  await expect.poll(() => serverLogLines(RECOVERY_LINE).length).toBe(recoveries + 1);
  expect(serverLogLines(OUTAGE_LINE)).toHaveLength(outages + 1);
});

test('a Sepolia node that hangs: after the 10 s time-out "Balance unavailable" with Retry, and switching back and disconnecting still work', async ({
  home,
  wallet,
  page,
}) => {
  const uncaught = recordUncaughtErrors(page);
  // The page's clock, moved on by the time-out while the balance waits: no real 10 s pass.
  await page.clock.install();
  await home.goto();
  await home.connect();
  pauseE2eNode(SEPOLIA_ID);
  try {
    await switchToSepolia(home);
    await expect(async () => {
      await page.clock.fastForward(RPC_TIMEOUT_MS);
      await expect(home.accountPanel.balanceUnavailable).toHaveText('Balance unavailable', { timeout: 1_000 });
    }).toPass();
    await expect(home.accountPanel.balanceRetry).toHaveText('Retry');

    await switchToEthereumAndDisconnect(home, wallet);
    expect(uncaught).toEqual([]);
  } finally {
    resumeE2eNode(SEPOLIA_ID);
  }
});

test('when the Sepolia node dies, a reload keeps the last known balance, marked, and switching and disconnecting still work', async ({
  home,
  wallet,
  page,
}) => {
  const uncaught = recordUncaughtErrors(page);

  await home.goto();
  await home.connect();
  await switchToSepolia(home);
  await expect(home.accountPanel.balance).toHaveText(ANVIL_BALANCE_IN_PANEL);
  // The query cache reaches localStorage at most once a second.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', QUERY_CACHE_STORAGE_KEY))
    .toContain(`"chainId":${SEPOLIA_ID}`);

  killE2eNode(SEPOLIA_ID);
  await expect.poll(() => e2eNodeAnswers(SEPOLIA_ID), { message: 'the Sepolia node is down' }).toBe(false);
  await page.reload();

  await expect(home.accountButton).toBeVisible();
  await expect(home.accountPanel.balance).toHaveText(ANVIL_BALANCE_IN_PANEL);
  await expect(home.accountPanel.balanceStale).toHaveText('last known; node unreachable');
  await expect(home.accountPanel.balanceRetry).toHaveText('Retry');

  await switchToEthereumAndDisconnect(home, wallet, async () => {
    await expect(home.accountPanel.chain).toHaveText('Ethereum');
    await expect(home.accountPanel.balanceStale).toHaveCount(0);
  });
  expect(uncaught).toEqual([]);
});

test('with the Sepolia node killed, /account still shows the Ethereum balance and tokens, and "Balance unavailable" and "Token balances unavailable" with Retry for Sepolia', async ({
  home,
  page,
  wallet,
}) => {
  killE2eNode(SEPOLIA_ID);
  await expect.poll(() => e2eNodeAnswers(SEPOLIA_ID), { message: 'the Sepolia node is down' }).toBe(false);
  expect(await e2eNodeAnswers(MAINNET_ID)).toBe(true);
  // USDC of the published list, as a working token on the Ethereum node (see
  // tokens.spec.ts), minted by anvil's first account so the visitor's ETH
  // balance stays as it was.
  await placeTestToken(MAINNET_ID, USDC);
  await callTestToken(MAINNET_ID, USDC, anvilAccount(0), { functionName: 'mint', args: [wallet.address, 3_000_000n] });

  await home.goto();
  await home.connect();
  const overview = new AccountOverviewPage(page);
  await overview.openFromHeader();
  await expect(overview.balance(MAINNET_ID)).toContainText('Ethereum');
  await expect(overview.balanceValue(MAINNET_ID)).toHaveText(ANVIL_BALANCE_IN_PANEL);
  await expect(overview.balance(SEPOLIA_ID)).toContainText('Sepolia');
  await expect(overview.balanceUnavailable(SEPOLIA_ID)).toBeVisible();
  await expect(overview.balanceValue(SEPOLIA_ID)).toHaveCount(0);
  await expect(overview.balanceRetry(SEPOLIA_ID)).toHaveText('Retry');
  await expect(overview.tokenBalance(MAINNET_ID, USDC)).toHaveText('3 USDC');
  const sepoliaTokens = overview.chainTokens(SEPOLIA_ID);
  await expect(sepoliaTokens.getByRole('alert')).toHaveText('Token balances unavailable');
  await expect(sepoliaTokens.getByRole('button', { name: 'Retry' })).toBeEnabled();

  // Retrying while the node is still down fails again, and leaves Ethereum alone.
  await overview.balanceRetry(SEPOLIA_ID).click();
  await expect(overview.balanceRetry(SEPOLIA_ID)).toHaveText('Retry');
  await expect(overview.balanceRetry(SEPOLIA_ID)).toBeEnabled();
  await expect(overview.balanceUnavailable(SEPOLIA_ID)).toBeVisible();
  await expect(overview.balanceValue(MAINNET_ID)).toHaveText(ANVIL_BALANCE_IN_PANEL);
  await sepoliaTokens.getByRole('button', { name: 'Retry' }).click();
  await expect(sepoliaTokens.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(sepoliaTokens.getByRole('alert')).toHaveText('Token balances unavailable');
  await expect(overview.tokenBalance(MAINNET_ID, USDC)).toHaveText('3 USDC');
});
