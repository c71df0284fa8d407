import { createTestClient, getAddress, http, parseEther, type Address } from 'viem';
import { readE2eEnv } from '../tooling/e2eEnv';
import { e2eNodeClient, replaceInNode, SEPOLIA_ID, withMiningHeld } from './fixtures/anvilNodes';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { KitRecentTransactions } from './pages/KitRecentTransactions';
import type { HomePage } from './pages/HomePage';
import { SendPage } from './pages/SendPage';

/*
 * A transaction sent from the form, then sped up, cancelled or replaced
 * the way a wallet does it: another transaction from the same account with
 * the same nonce and higher fees, here sent straight to the Sepolia node
 * (anvil's unlocked account signs) while its mining is held. Each test
 * sends from an anvil account no other test uses (11 to 15, 27).
 *
 * The kit's Account modal is checked on the page that watched the outcome
 * come in, not only after a reload: RainbowKit keeps its records in memory,
 * and must show what our records say (sped up: "Confirmed"; cancelled,
 * replaced or dropped: "Failed") without one.
 */

/*
 * Recipients no test connects as: the faults project later checks account 2's
 * Sepolia balance to the wei, so a payment to a test account would change it.
 */
const RECIPIENT: Address = getAddress('0x00000000000000000000000000000000000c0ed1');
const SOMEONE_ELSE: Address = getAddress('0x00000000000000000000000000000000000c0ed2');

/**
 * Waiting for an outcome: the app polls every 4 s, and a page opened
 * meanwhile first loads and reconnects the wallet, which on a busy two-core
 * runner takes seconds of its own.
 */
const OUTCOME_TIMEOUT_MS = 30_000;

/** Opens /send connected, filled with 1 ETH to {@link RECIPIENT}, Send enabled. */
const sendFormReady = (home: HomePage) => SendPage.openReadyToSend(home, { recipient: RECIPIENT, amount: '1' });

test.describe.configure({ mode: 'parallel' });

test.describe('sped up in the wallet', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 12 } });

  test('"Sped up" with the new hash in the send form and on /account, "Confirmed" in the Account modal', async ({ home, page }) => {
    test.setTimeout(90_000);
    const send = await sendFormReady(home);
    const { hash, replacement } = await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      await expect(send.sentStatus).toHaveText('Pending');
      await send.waitForNonceRecord(hash);
      return { hash, replacement: await replaceInNode(hash, { to: RECIPIENT, value: parseEther('1') }) };
    });
    expect((await e2eNodeClient(SEPOLIA_ID).getTransactionReceipt({ hash: replacement })).status).toBe('success');

    await expect(send.sentStatus).toHaveText('Sped up', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(send.sentReplacementLink).toHaveAttribute('href', new RegExp(`/tx/${replacement}$`));
    const kit = new KitRecentTransactions(page);
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Confirmed');
    await page.keyboard.press('Escape');

    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'sped-up');
    await expect(overview.transaction(hash)).toContainText('Sped up');
    await expect(overview.transaction(hash).getByTestId('replacement-link')).toHaveAttribute('href', new RegExp(`/tx/${replacement}$`));
    // That was a new page load: the kit reads its record as confirmed from storage.
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Confirmed');
  });
});

test.describe('cancelled in the wallet, watched live', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 27 } });

  test('"Cancelled" in the send form and on /account, and "Failed" in the Account modal with no reload', async ({ home, page, wallet }) => {
    test.setTimeout(90_000);
    const send = await sendFormReady(home);
    const { hash, replacement } = await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      await send.waitForNonceRecord(hash);
      return { hash, replacement: await replaceInNode(hash, { to: wallet.address, value: 0n }) };
    });
    await expect(send.sentStatus).toHaveText('Cancelled', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(send.sentReplacementLink).toHaveAttribute('href', new RegExp(`/tx/${replacement}$`));
    const kit = new KitRecentTransactions(page);
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    // The kit followed the hash too, and viem handed it the cancelling transaction's receipt, a success:
    // our outcome, written into its records, is what it shows.
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Failed');
    await page.keyboard.press('Escape');

    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'cancelled');
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Failed');
  });
});

test.describe('cancelled in the wallet, with a reload before the cancellation is mined', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 13 } });

  test('"Cancelled" on /account, never stuck on Pending, and "Failed" in the Account modal', async ({ home, page, wallet }) => {
    test.setTimeout(90_000);
    const send = await sendFormReady(home);
    const { hash, replacement } = await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      await send.waitForNonceRecord(hash);
      const replacement = await replaceInNode(hash, { to: wallet.address, value: 0n });
      // The page that watched the original goes; the next one never sees it.
      const overview = new AccountOverviewPage(page);
      await overview.goto();
      await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'pending');
      return { hash, replacement };
    });

    const overview = new AccountOverviewPage(page);
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'cancelled', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(overview.transaction(hash)).toContainText('Cancelled');
    await expect(overview.transaction(hash).getByTestId('replacement-link')).toHaveAttribute('href', new RegExp(`/tx/${replacement}$`));
    const kit = new KitRecentTransactions(page);
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Failed');
    await page.keyboard.press('Escape');

    // After the mining, a reload: still cancelled, and the kit reads it as failed.
    await page.reload();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'cancelled');
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Failed');
  });
});

test.describe('replaced in the wallet by a transfer elsewhere', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 14 } });

  test('"Replaced", with the new hash, in the send form and on /account, and "Failed" in the Account modal', async ({ home, page }) => {
    test.setTimeout(90_000);
    const send = await sendFormReady(home);
    const { hash, replacement } = await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      await send.waitForNonceRecord(hash);
      return { hash, replacement: await replaceInNode(hash, { to: SOMEONE_ELSE, value: parseEther('2') }) };
    });
    await expect(send.sentStatus).toHaveText('Replaced', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(send.sentReplacementLink).toHaveAttribute('href', new RegExp(`/tx/${replacement}$`));
    const kit = new KitRecentTransactions(page);
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Failed');
    await page.keyboard.press('Escape');

    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'replaced');
  });
});

test.describe('replaced in the wallet, and mined while the app is closed', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 11 } });

  test('mined while no page was open: "Replaced" on /account and "Failed" in the Account modal of the next page, never stuck on Pending', async ({ home, page }) => {
    test.setTimeout(90_000);
    const send = await sendFormReady(home);
    const { hash, replacement } = await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      await send.waitForNonceRecord(hash);
      const replacement = await replaceInNode(hash, { to: SOMEONE_ELSE, value: parseEther('2') });
      // The visitor leaves before either is mined.
      await page.goto('about:blank');
      return { hash, replacement };
    });
    // Back after the mining: the next page finds the record still pending, and resolves it.
    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'replaced', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(overview.transaction(hash).getByTestId('replacement-link')).toHaveAttribute('href', new RegExp(`/tx/${replacement}$`));
    const kit = new KitRecentTransactions(page);
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Failed');
  });
});

test.describe('dropped by the network', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 15 } });

  test('a transaction the node forgets is "Dropped" once 5 minutes have passed since it was sent', async ({ home, page }) => {
    test.setTimeout(90_000);
    const send = await sendFormReady(home);
    const hash = await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      await send.waitForNonceRecord(hash);
      const node = createTestClient({ mode: 'anvil', transport: http(readE2eEnv().rpcUrls[SEPOLIA_ID], { retryCount: 0 }) });
      await node.dropTransaction({ hash });
      return hash;
    });
    // Mined blocks later, the node has forgotten it; under 5 minutes it may still come back.
    await expect(send.sentStatus).toHaveText('Pending');
    // The page's clock moves 5 minutes and a second on; the next check calls it dropped.
    await page.clock.setFixedTime(Date.now() + 5 * 60_000 + 1_000);
    await expect(send.sentStatus).toHaveText('Dropped', { timeout: OUTCOME_TIMEOUT_MS });
    const kit = new KitRecentTransactions(page);
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    // The kit's own wait on the hash gives up only after 5 real minutes: it reads ours.
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Failed');
    await page.keyboard.press('Escape');
    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'dropped');
  });
});
