import type { Page } from '@playwright/test';
import { createWalletClient, getAddress, http, parseEther, type Address } from 'viem';
import { readE2eEnv } from '../tooling/e2eEnv';
import { hideTab, showTab } from '../tooling/hiddenTab';
import { SEPOLIA_ID, withMiningHeld } from './fixtures/anvilNodes';
import { seedKitTransactions } from './fixtures/kitTransactions';
import { letTimePass } from './fixtures/pageClock';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { KitRecentTransactions } from './pages/KitRecentTransactions';
import { SendPage } from './pages/SendPage';

/*
 * How a pending transaction is followed: by the app (its nonce and hash,
 * every polling interval) and by the kit (its receipt). Neither may poll
 * the node while the tab is hidden, nor once the transaction is final. The
 * page's clock is Playwright's, so 30 s pass at once: every timer due in
 * them fires, and a poll would show as a request.
 */

/** A recipient no test connects as. */
const RECIPIENT: Address = getAddress('0x00000000000000000000000000000000000c0ed3');

/** JSON-RPC methods that follow a sent transaction. */
const FOLLOWING_METHODS = ['eth_blockNumber', 'eth_getTransactionReceipt', 'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getBlockByNumber'];

/**
 * Records the JSON-RPC methods `page` sends to the e2e nodes (batches
 * included), in the order the page issues them.
 */
function recordNodeMethods(page: Page): string[] {
  const nodeOrigins = new Set(Object.values(readE2eEnv().rpcUrls).map((url) => new URL(url).origin));
  const methods: string[] = [];
  page.on('request', (request) => {
    if (!nodeOrigins.has(new URL(request.url()).origin)) return;
    const body: unknown = request.postDataJSON();
    for (const call of Array.isArray(body) ? body : [body]) {
      if (call && typeof call === 'object' && 'method' in call && typeof call.method === 'string') methods.push(call.method);
    }
  });
  return methods;
}

/**
 * Hides the tab, lets 30 s pass on the page clock, expects no request that
 * follows a transaction among `methods` (cleared first), then shows the tab.
 *
 * A request begun while the tab was in view may still be on its way when
 * it hides: a fetch in flight, or a JSON-RPC batch that viem's transport
 * sends on the next timer tick. `letTimePass(page, 0)` fires only the
 * timers already due and waits until what they sent has been recorded, so
 * the 30 s window that follows sees only what the hidden tab asks for.
 */
async function expectNothingFollowedWhileHidden(page: Page, methods: string[]): Promise<void> {
  await hideTab(page);
  await letTimePass(page, 0);
  methods.length = 0;
  await letTimePass(page, 30_000);
  expect(methods.filter((method) => FOLLOWING_METHODS.includes(method))).toEqual([]);
  await showTab(page);
}

test.describe('following a pending transaction', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 28 } });

  test('no node request follows it while the tab is hidden; back in view it is followed to Confirmed, then polled no more', async ({ home, page }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    const send = await SendPage.openConnected(home);
    await send.fill({ recipient: RECIPIENT, amount: '1' });
    await expect(send.submitButton).toBeEnabled();
    const methods = recordNodeMethods(page);
    const kit = new KitRecentTransactions(page);

    await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      await expect(send.sentStatus).toHaveText('Pending');
      await send.waitForNonceRecord(hash);
      // Both followers are at work while the tab is in view.
      await expect(kit.avatarLoadingRing).toBeVisible();
      await expect.poll(() => methods.filter((method) => method === 'eth_getTransactionCount').length).toBeGreaterThan(0);
      await expect.poll(() => methods.filter((method) => method === 'eth_getTransactionReceipt').length).toBeGreaterThan(1);

      await expectNothingFollowedWhileHidden(page, methods);
    });

    // The block is mined; in view again, the transaction is followed to its receipt.
    await expect(send.sentStatus).toHaveText('Confirmed', { timeout: 20_000 });
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    methods.length = 0;
    await letTimePass(page, 30_000);
    expect(methods.filter((method) => FOLLOWING_METHODS.includes(method) && method !== 'eth_blockNumber')).toEqual([]);
  });
});

test.describe('a pending transaction only the kit recorded', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 28 } });

  test('is followed to Confirmed on /account, and no node request follows it while the tab is hidden', async ({ home, page, wallet }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    const methods = recordNodeMethods(page);

    const overview = new AccountOverviewPage(page);
    const hash = await withMiningHeld(SEPOLIA_ID, async () => {
      // Sent by the account outside the send form and listed by the kit
      // alone, as a transaction sent before Co-Editions kept records is.
      const node = createWalletClient({ transport: http(readE2eEnv().rpcUrls[SEPOLIA_ID], { retryCount: 0 }) });
      const sent = await node.sendTransaction({ account: wallet.address, to: RECIPIENT, value: parseEther('1'), chain: null });
      await seedKitTransactions(page, wallet.address, SEPOLIA_ID, [{ hash: sent, description: 'Send 1 ETH', status: 'pending' }]);
      await home.gotoSignedIn();
      await overview.openFromHeader();
      await expect(overview.transaction(sent)).toHaveAttribute('data-status', 'pending');
      await expect.poll(() => methods.filter((method) => method === 'eth_getTransactionReceipt').length).toBeGreaterThan(1);

      await expectNothingFollowedWhileHidden(page, methods);
      return sent;
    });

    // The block is mined; in view again, it is followed to its receipt.
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 });
  });
});
