import { MAINNET_ID, SEPOLIA_ID } from './fixtures/anvilNodes';
import { ANVIL_BALANCE_IN_PANEL } from './fixtures/kitFormat';
import { storeSendsAroundABatch } from './fixtures/storedRecords';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';

test.describe('connected', () => {
  // Account 3: no test sends from or to it, so it holds 10,000 ETH on both chains.
  test.use({ walletOptions: { accountIndex: 3 } });

  test('/account shows the address, the balance on Ethereum and on Sepolia, and the sign-in', async ({ home, wallet, page }) => {
    await home.gotoSignedIn();
    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();
    await expect(page).toHaveURL(/\/account$/);
    await expect(overview.address).toHaveText(wallet.address);
    await expect(overview.balance(MAINNET_ID)).toContainText('Ethereum');
    await expect(overview.balanceValue(MAINNET_ID)).toHaveText(ANVIL_BALANCE_IN_PANEL);
    await expect(overview.balance(SEPOLIA_ID)).toContainText('Sepolia');
    await expect(overview.balanceValue(SEPOLIA_ID)).toHaveText(ANVIL_BALANCE_IN_PANEL);
    await expect(overview.signIn).toHaveAttribute('data-signed-in-as', wallet.address);
    await expect(overview.noTransactions).toBeVisible();
    await expect(overview.connectPrompt).toHaveCount(0);
  });

  test('Transactions lists single sends and batches together, newest first', async ({ home, wallet, page }) => {
    await home.gotoSignedIn();
    await storeSendsAroundABatch(page, { from: wallet.address, chainId: MAINNET_ID });
    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();
    await expect(overview.entries).toHaveCount(3);
    await expect(overview.entries.nth(0)).toContainText('Newer send');
    await expect(overview.entries.nth(1)).toContainText('Send 0.3 ETH to 1 person');
    await expect(overview.entries.nth(2)).toContainText('Older send');
  });
});

test.describe('connected, on a 375 px phone', () => {
  test.use({ walletOptions: { accountIndex: 3 }, viewport: { width: 375, height: 800 } });

  test('the balance rows line up: each chain’s name over its amount, the amounts at one right edge', async ({ home, page }) => {
    await home.gotoSignedIn();
    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();
    await expect(overview.balanceValue(MAINNET_ID)).toHaveText(ANVIL_BALANCE_IN_PANEL);
    await expect(overview.balanceValue(SEPOLIA_ID)).toHaveText(ANVIL_BALANCE_IN_PANEL);
    const shapes = [];
    for (const chainId of [MAINNET_ID, SEPOLIA_ID]) {
      const row = overview.balance(chainId);
      const name = await row.locator('.chain-name').boundingBox();
      const value = await row.locator(':scope > :last-child').boundingBox();
      shapes.push({ valueBelowName: Math.round(value!.y - name!.y), valueRight: Math.round(value!.x + value!.width) });
    }
    expect(shapes[0]).toEqual(shapes[1]);
    expect(shapes[0]!.valueBelowName).toBeGreaterThan(0);
  });
});

test('disconnected, /account asks to connect, and its button opens the connect modal', async ({ home }) => {
  const overview = new AccountOverviewPage(home.page);
  await overview.goto();
  await home.startUsingPage();
  await expect(overview.connectPrompt).toBeVisible();
  await expect(overview.address).toHaveCount(0);
  await expect(overview.balance(MAINNET_ID)).toHaveCount(0);
  await expect(overview.balance(SEPOLIA_ID)).toHaveCount(0);
  await overview.connectButton.click();
  await expect(home.connectModal.root).toBeVisible();
});
