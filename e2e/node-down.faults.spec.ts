import { e2eNodeAnswers, killE2eNode, MAINNET_ID, SEPOLIA_ID } from './fixtures/anvilNodes';
import { ANVIL_BALANCE_IN_PANEL } from './fixtures/kitFormat';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';

/*
 * `faults` project: runs after every other test, because it kills the shared
 * Sepolia node for good (the global teardown copes with a dead node).
 */

test.use({ walletOptions: { accountIndex: 2 } });

test('with the Sepolia node killed, /account still shows the Ethereum balance, and "Balance unavailable" with Retry for Sepolia', async ({
  home,
  page,
}) => {
  killE2eNode(SEPOLIA_ID);
  await expect.poll(() => e2eNodeAnswers(SEPOLIA_ID), { message: 'the Sepolia node is down' }).toBe(false);
  expect(await e2eNodeAnswers(MAINNET_ID)).toBe(true);

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

  // Retrying while the node is still down fails again, and leaves Ethereum alone.
  await overview.balanceRetry(SEPOLIA_ID).click();
  await expect(overview.balanceRetry(SEPOLIA_ID)).toHaveText('Retry');
  await expect(overview.balanceRetry(SEPOLIA_ID)).toBeEnabled();
  await expect(overview.balanceUnavailable(SEPOLIA_ID)).toBeVisible();
  await expect(overview.balanceValue(MAINNET_ID)).toHaveText(ANVIL_BALANCE_IN_PANEL);
});
