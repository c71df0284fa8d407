import { AUTH_ROUTES, fetchSessionFromPage, recordAuthRequests } from './fixtures/auth';
import { kitShortAddress } from './fixtures/kitFormat';
import { readClipboardText } from './fixtures/clipboard';
import { expect, test } from './fixtures/test';
import { pauseClock } from './fixtures/pageClock';

/** How long the kit shows "Copied!", in ms. */
const COPIED_FEEDBACK_MS = 1_500;

test.describe('account modal', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Copy Address" copies the address and reads "Copied!" for 1.5 s, no less and no more', async ({ home, wallet, page }) => {
    // The page's timers run on a clock the test moves (Playwright's clock).
    await page.clock.install();
    await home.gotoSignedIn();
    const modal = await home.openAccountModal();
    await expect(modal.root).toContainText(kitShortAddress(wallet.address));
    await expect(modal.copyAddressLabel).toHaveText('Copy Address');

    await pauseClock(page);
    await modal.copyAddressButton.click();
    await expect(modal.copyAddressLabel).toHaveText('Copied!');
    expect(await readClipboardText(page)).toBe(wallet.address);
    await page.clock.runFor(COPIED_FEEDBACK_MS - 100);
    await expect(modal.copyAddressLabel).toHaveText('Copied!');
    await page.clock.runFor(100);
    await expect(modal.copyAddressLabel).toHaveText('Copy Address');
  });

  test('"Disconnect" returns to "Connect Wallet" and ends the server session, also after a reload', async ({ home, page }) => {
    await home.gotoSignedIn();
    expect(await fetchSessionFromPage(page)).toMatchObject({ status: 200 });
    const modal = await home.openAccountModal();
    const authRequests = recordAuthRequests(page);
    await modal.disconnectButton.click();
    await expect(home.connectButton).toHaveText('Connect Wallet');
    await expect(modal.root).toBeHidden();
    await expect(home.accountButton).toBeHidden();
    await expect(home.accountPanel.root).toBeHidden();
    await expect.poll(() => authRequests).toContainEqual({ method: 'POST', path: AUTH_ROUTES.logout.path });
    await expect.poll(async () => (await fetchSessionFromPage(page)).body).toBeNull();

    await page.reload();
    await expect(home.connectButton).toHaveText('Connect Wallet');
    await expect(home.accountButton).toBeHidden();
    expect(await fetchSessionFromPage(page)).toEqual({ status: 200, body: null });
  });
});
