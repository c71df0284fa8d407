/**
 * The wallet kit (RainbowKit's main module, a chunk of its own) is not
 * evaluated on a connected visitor's page until something needs it: a modal,
 * or a pending transaction for the kit to follow. Signing out when the
 * wallet disconnects does not wait for it. See `docs/page-load.md`.
 */
import { AUTH_ROUTES, fetchSessionFromPage, recordAuthRequests } from './fixtures/auth';
import { CONNECTED_KIT_IDLE_TIMEOUT_MS } from '../components/walletKit/WalletKitLoader';
import { seedKitTransactions } from './fixtures/kitTransactions';
import { letTimePass } from './fixtures/pageClock';
import { expect, test } from './fixtures/test';
import { holdWalletKit, recordWalletKitRequests } from './fixtures/walletKitChunk';
import { KitRecentTransactions } from './pages/KitRecentTransactions';
import { SendPage } from './pages/SendPage';
import type { HomePage } from './pages/HomePage';
import type { MockWallet } from '../tooling/mockWallet/mockWallet';
import type { Hash } from 'viem';

/** A hash no node knows: a transaction the kit lists as pending and will never see mined. */
const UNMINED_HASH: Hash = `0x${'ab'.repeat(32)}`;

/**
 * Connects and signs in, then reloads: a returning signed-in visitor's page,
 * with the page's clock installed. Returns the kit chunk requests of the
 * reloaded page.
 */
async function returningSignedIn(home: HomePage, wallet: MockWallet): Promise<readonly string[]> {
  await home.goto();
  await home.connect();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  await home.page.clock.install();
  const kitRequests = await recordWalletKitRequests(home.page);
  await home.page.reload();
  await expect(home.accountButton).toBeVisible();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  return kitRequests;
}

test.describe('a returning signed-in visitor', () => {
  // A chunk still in `recordWalletKitRequests`'s hands as the page closes is let go quietly.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('gets no wallet kit while idle; the account button loads it once and opens the Account modal', async ({ home, wallet, page }) => {
    const kitRequests = await returningSignedIn(home, wallet);
    await letTimePass(page, 2 * CONNECTED_KIT_IDLE_TIMEOUT_MS);
    expect(kitRequests).toEqual([]);

    const modal = await home.openAccountModal();
    await expect(modal.root).toBeVisible();
    expect(kitRequests).toHaveLength(1);
  });

  test('"Switch network" on the account panel is enabled before the kit is loaded, and its first click opens Switch Networks', async ({ home, wallet }) => {
    const kitRequests = await returningSignedIn(home, wallet);
    expect(kitRequests).toEqual([]);
    await expect(home.accountPanel.switchNetworkButton).toBeEnabled();
    // A click with no hover or focus first: dispatched straight to the button.
    await home.accountPanel.switchNetworkButton.dispatchEvent('click');
    await expect(home.page.getByTestId('rk-chain-option-11155111')).toBeVisible();
    expect(kitRequests).toHaveLength(1);
  });

  test('with a pending transaction on this chain, the kit loads once the page is idle, to follow it', async ({ home, wallet, page }) => {
    await seedKitTransactions(page, wallet.address, wallet.chainId, [{ hash: UNMINED_HASH, description: 'Send 1 ETH', status: 'pending' }]);
    const kitRequests = await returningSignedIn(home, wallet);
    await letTimePass(page, 2 * CONNECTED_KIT_IDLE_TIMEOUT_MS);
    await expect.poll(() => kitRequests.length).toBe(1);
  });

  test('disconnecting in the wallet signs out at once, with one logout, and no kit loaded', async ({ home, wallet, page }) => {
    const kitRequests = await returningSignedIn(home, wallet);
    const authRequests = recordAuthRequests(page);

    await wallet.disconnectSite();
    await expect(home.connectButton).toBeVisible();
    // The logout is answered after the button changes: the server's
    // session is gone once it has been.
    await expect.poll(() => fetchSessionFromPage(page)).toEqual({ status: 200, body: null });
    expect(authRequests.filter(({ method, path }) => method === 'POST' && path === AUTH_ROUTES.logout.path)).toHaveLength(1);
    expect(kitRequests).toEqual([]);
  });

  test('with the kit loaded, disconnecting in the wallet still sends one logout', async ({ home, wallet, page }) => {
    const kitRequests = await returningSignedIn(home, wallet);
    const modal = await home.openAccountModal();
    await page.keyboard.press('Escape');
    await expect(modal.root).toBeHidden();
    expect(kitRequests).toHaveLength(1);
    const authRequests = recordAuthRequests(page);

    await wallet.disconnectSite();
    await expect(home.connectButton).toBeVisible();
    await expect.poll(() => fetchSessionFromPage(page)).toEqual({ status: 200, body: null });
    // The session is gone, so the logout has been answered: it was the only one.
    expect(authRequests.filter(({ method, path }) => method === 'POST' && path === AUTH_ROUTES.logout.path)).toHaveLength(1);
  });
});

test.describe('a send before the kit is in', () => {
  test.use({ walletOptions: { accountIndex: 44 } });
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('the visitor leaves at once, and the kit still lists the transaction on the next page', async ({ home, page }) => {
    const send = await SendPage.openConnected(home);
    const kit = await holdWalletKit(page);
    await send.fill({ recipient: '0x00000000000000000000000000000000000c0ed3', amount: '0.001' });
    const hash = await send.send();
    // The kit was asked for to take the transaction, and has not arrived: the visitor moves on.
    await expect.poll(kit.requested).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/account');
    await home.openAccountModal();
    await expect(new KitRecentTransactions(page).status(hash)).toHaveText(/^(Pending|Confirmed)$/);
  });
});
