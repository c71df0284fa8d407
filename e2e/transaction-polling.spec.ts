import type { Page } from '@playwright/test';
import { getAddress, type Address } from 'viem';
import { readE2eEnv } from '../tooling/e2eEnv';
import { hideTab, showTab } from '../tooling/hiddenTab';
import { SEPOLIA_ID, withMiningHeld } from './fixtures/anvilNodes';
import { expect, test } from './fixtures/test';
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
 * Lets `ms` pass on the page's clock, then waits until a request the page
 * makes after it has been seen: any node request issued by the timers that
 * fired has been recorded by then (the page's requests are reported in order).
 */
async function letTimePass(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === '/manifest.json'),
    page.evaluate(() => fetch('/manifest.json', { cache: 'no-store' }).then((response) => response.status)),
  ]);
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

      await hideTab(page);
      methods.length = 0;
      await letTimePass(page, 30_000);
      expect(methods.filter((method) => FOLLOWING_METHODS.includes(method))).toEqual([]);
      await showTab(page);
    });

    // The block is mined; in view again, the transaction is followed to its receipt.
    await expect(send.sentStatus).toHaveText('Confirmed', { timeout: 20_000 });
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    methods.length = 0;
    await letTimePass(page, 30_000);
    expect(methods.filter((method) => FOLLOWING_METHODS.includes(method) && method !== 'eth_blockNumber')).toEqual([]);
  });
});
