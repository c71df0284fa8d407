import { openAsSafeApp } from './fixtures/safeAppHost';
import { expect, test } from './fixtures/test';
import { ConnectModal } from './pages/ConnectModal';

/*
 * The Popular group is configured in our order: Browser Wallet, Safe,
 * Rainbow, Coinbase Wallet, MetaMask, WalletConnect, Brave Wallet. The kit
 * lists a wallet only when it is ready or has an extension to download
 *  Safe is ready only inside a Safe App frame,
 * Brave Wallet only in Brave, and neither offers a download. So no single
 * page shows all seven; together the three tests below pin every position.
 */

test.describe('with an unbranded browser wallet', () => {
  test.use({ walletOptions: { flags: {} } });

  test('the Popular group lists the ready wallets in our order', async ({ home }) => {
    await home.goto();
    const modal = await home.openConnectModal();
    await expect(modal.groupOptions('Popular')).toHaveText(['Browser Wallet', 'Rainbow', 'Coinbase Wallet', 'MetaMask', 'WalletConnect']);
  });

  test('in a Safe App frame, Safe is listed second, after Browser Wallet', async ({ page, wallet: _installed }) => {
    const app = await openAsSafeApp(page);
    await app.getByTestId('rk-connect-button').click();
    const modal = new ConnectModal(app);
    await expect(modal.groupOptions('Popular')).toHaveText(['Browser Wallet', 'Safe', 'Rainbow', 'Coinbase Wallet', 'MetaMask', 'WalletConnect']);
  });

  test('Browser Wallet is shown', async ({ home }) => {
    await home.goto();
    const modal = await home.openConnectModal();
    await expect(modal.walletOption('injected')).toHaveText('Browser Wallet');
    await expect(modal.walletOption('injected')).toBeVisible();
  });
});

test.describe('with MetaMask (provider flagged isMetaMask)', () => {
  test.use({ walletOptions: { flags: { isMetaMask: true } } });

  test('Browser Wallet is hidden', async ({ home }) => {
    await home.goto();
    const modal = await home.openConnectModal();
    // Wait for the list itself before asserting an absence.
    await expect(modal.walletOption('metaMask')).toBeVisible();
    await expect(modal.walletOption('injected')).toHaveCount(0);
    await expect(modal.groupOptions('Popular')).toHaveText(['Rainbow', 'Coinbase Wallet', 'MetaMask', 'WalletConnect']);
  });
});

test.describe("in Brave (provider flagged isBraveWallet)", () => {
  test.use({ walletOptions: { flags: { isBraveWallet: true } } });

  test('Brave Wallet is listed last and Browser Wallet is hidden', async ({ home }) => {
    await home.goto();
    const modal = await home.openConnectModal();
    await expect(modal.groupOptions('Popular')).toHaveText(['Rainbow', 'Coinbase Wallet', 'MetaMask', 'WalletConnect', 'Brave Wallet']);
  });
});
