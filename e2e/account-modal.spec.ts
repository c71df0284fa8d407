import { kitShortAddress } from './fixtures/kitFormat';
import { readClipboardText } from './fixtures/clipboard';
import { expect, test } from './fixtures/test';

/** How long the kit shows "Copied!" (spec §9 "Copy confirmation"), in ms. */
const COPIED_FEEDBACK_MS = 1_500;

test.describe('account modal', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Copy Address" copies the address and reads "Copied!" for 1.5 s', async ({ home, wallet, page }) => {
    await home.goto();
    await home.connect();
    const modal = await home.openAccountModal();
    await expect(modal.root).toContainText(kitShortAddress(wallet.address));
    await expect(modal.copyAddressLabel).toHaveText('Copy Address');

    const clickedAt = Date.now();
    await modal.copyAddressButton.click();
    await expect(modal.copyAddressLabel).toHaveText('Copied!');
    expect(await readClipboardText(page)).toBe(wallet.address);
    await expect(modal.copyAddressLabel).toHaveText('Copy Address', { timeout: COPIED_FEEDBACK_MS + 5_000 });
    // Not before 1.5 s: the kit's timer starts after the click was handled. 50 ms of slack for timer rounding.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(COPIED_FEEDBACK_MS - 50);
  });

  test('"Disconnect" returns to "Connect Wallet", also after a reload', async ({ home, page }) => {
    await home.goto();
    await home.connect();
    const modal = await home.openAccountModal();
    await modal.disconnectButton.click();
    await expect(home.connectButton).toHaveText('Connect Wallet');
    await expect(modal.root).toBeHidden();
    await expect(home.accountButton).toBeHidden();
    await expect(home.accountPanel.root).toBeHidden();

    await page.reload();
    await expect(home.connectButton).toHaveText('Connect Wallet');
    await expect(home.accountButton).toBeHidden();
  });
});
