import { ANVIL_BALANCE_IN_KIT, kitShortAddress } from './fixtures/kitFormat';
import { MOCK_WALLET_RDNS } from '../tooling/mockWallet/mockWalletProtocol';
import { trackRequests } from './fixtures/settled';
import { expect, test } from './fixtures/test';

/** Methods a real wallet prompts the user for when a site connects. */
const CONNECT_PROMPTS = new Set(['eth_requestAccounts', 'wallet_requestPermissions']);

test('while disconnected, the button reads "Connect Wallet"', async ({ home }) => {
  await home.goto();
  await expect(home.connectButton).toHaveText('Connect Wallet');
  await expect(home.accountButton).toBeHidden();
  await expect(home.accountPanel.root).toBeHidden();
});

test("the connect modal sets the page's font, the rounded stack", async ({ home, page }) => {
  await home.goto();
  const modal = await home.openConnectModal();
  const pageFont = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  expect(pageFont).toContain('ui-rounded');
  await expect(modal.root.getByRole('heading', { name: 'Connect a Wallet' })).toHaveCSS('font-family', pageFont);
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('connecting shows the balance, the shortened address and the chain', async ({ home, wallet }) => {
    await home.goto();
    await home.connect();
    // useInnerText: only what is rendered visibly counts.
    await expect(home.accountButton).toContainText(ANVIL_BALANCE_IN_KIT, { useInnerText: true });
    await expect(home.accountButton).toContainText(kitShortAddress(wallet.address), { useInnerText: true });
    await expect(home.chainButton).toHaveText('Ethereum', { useInnerText: true });
    await expect(home.connectButton).toBeHidden();
  });
});

test.describe('on a 400 px screen', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('the balance is hidden and the chain button shows only its icon', async ({ home, wallet }) => {
    await home.goto();
    await home.connect();
    await expect(home.accountButton).toContainText(kitShortAddress(wallet.address), { useInnerText: true });
    // The balance is fetched and rendered, but not displayed below 768 px.
    const balance = home.accountButton.getByText(ANVIL_BALANCE_IN_KIT, { exact: true });
    await expect(balance).toBeAttached();
    await expect(balance).toBeHidden();
    // The chain button: its icon alone to the eye (no wider than icon and arrow), its name still its accessible name.
    await expect(home.chainButton.locator('img')).toBeVisible();
    await expect(home.chainButton).toHaveAccessibleName('Ethereum');
    expect((await home.chainButton.boundingBox())?.width).toBeLessThan(80);
  });
});

test('a connection the user rejects leaves the app disconnected, with no error shown', async ({ home, wallet, page }) => {
  await home.goto();
  wallet.rejectNextRequest();
  const modal = await home.openConnectModal();
  await modal.choose(MOCK_WALLET_RDNS);
  await expect
    .poll(() => wallet.requests.filter((request) => CONNECT_PROMPTS.has(request.method)).map((request) => request.response))
    .toEqual([{ error: { code: 4001, message: 'User rejected the request.' } }]);
  await modal.close();
  await expect(modal.root).toBeHidden();
  await expect(home.connectButton).toHaveText('Connect Wallet');
  await expect(home.accountButton).toBeHidden();
  await expect(home.accountPanel.root).toBeHidden();
  await expect(page.getByText(/oops|something went wrong|error/i)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(wallet.isConnected).toBe(false);
});

test('a reload reconnects without a click or a wallet prompt', async ({ home, wallet, page }) => {
  await home.goto();
  await home.connect();
  const promptsBefore = wallet.requests.filter((request) => CONNECT_PROMPTS.has(request.method)).length;
  const requests = trackRequests(page);
  await page.reload();
  await expect(home.accountButton).toBeVisible();
  await expect(home.accountButton).toContainText(kitShortAddress(wallet.address));
  await expect(home.connectButton).toBeHidden();
  await requests.settled();
  expect(wallet.requests.filter((request) => CONNECT_PROMPTS.has(request.method))).toHaveLength(promptsBefore);
});
