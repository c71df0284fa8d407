/**
 * Keyboard only: connect, sign in, switch network, open the
 * account modal, copy the address and disconnect with Tab, Shift+Tab, Enter,
 * Space and Escape, never the mouse; at every step the focused element is
 * the expected control and its focus is visible. In the batch form, adding
 * or removing a payment leaves the focus on a recipient field.
 */
import type { Locator, Page } from '@playwright/test';
import { kitShortAddress } from './fixtures/kitFormat';
import { MOCK_WALLET_RDNS } from '../tooling/mockWallet/mockWalletProtocol';
import { readClipboardText } from './fixtures/clipboard';
import { expect, test } from './fixtures/test';
import { SendPage } from './pages/SendPage';

/** At most this many key presses to reach a control: more means it is out of the tab order (or the trap leaks). */
const MAX_PRESSES = 25;

/** What the focused element looks like: whether it matches `:focus-visible`, and its outline. */
type FocusRing = {
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
};

/** Whether a computed colour is fully transparent (`transparent`, `rgba(…, 0)`). */
function isTransparent(color: string): boolean {
  return color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);
}

/**
 * Asserts that `target` has the focus and shows it: it matches
 * `:focus-visible` and draws an outline (style not `none`, width above 0,
 * colour not transparent), the ring styles/base.css gives every
 * `:focus-visible` element, the kit's included. A box shadow does not
 * count: the kit's buttons wear one whether focused or not.
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring: FocusRing = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      outlineColor: style.outlineColor,
    };
  });
  expect(ring.focusVisible, `${target} should match :focus-visible`).toBe(true);
  const outline = ring.outlineStyle !== 'none' && Number.parseFloat(ring.outlineWidth) > 0 && !isTransparent(ring.outlineColor);
  expect(outline, `${target} should show its focus with an outline: ${JSON.stringify(ring)}`).toBe(true);
}

/** A short description of the focused element, for failure messages. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const testId = element.getAttribute('data-testid');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}> ${text}`;
  });
}

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus, at most
 * {@link MAX_PRESSES} times, then asserts its focus is visible. With
 * `within` (an open dialog), every element the focus passes on the way must
 * be inside it: the dialog traps the focus.
 *
 * @returns how many presses it took.
 */
async function tabTo(page: Page, target: Locator, { key = 'Tab', within }: { key?: 'Tab' | 'Shift+Tab'; within?: Locator } = {}): Promise<number> {
  await expect(target).toBeVisible();
  const visited: string[] = [];
  for (let presses = 1; presses <= MAX_PRESSES; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return presses;
    }
    visited.push(await describeFocus(page));
    if (within) {
      expect(await within.evaluate((root) => root.contains(document.activeElement)), `${key} left ${within}: focus went to ${visited.join(', then ')}`).toBe(true);
    }
  }
  throw new Error(`${key} never reached ${target} in ${MAX_PRESSES} presses; focus went to:\n  ${visited.join('\n  ')}`);
}

// Both schemes: the focus ring takes the accent colour, which differs in each.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`keyboard only (${colorScheme})`, () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'], colorScheme });

    test('connect, sign in, switch network, copy the address and disconnect', async ({ home, wallet, page }) => {
      await home.goto();
      await expect(home.connectButton).toBeVisible();
      await expect(page.getByTestId('connect-placeholder')).toHaveCount(0);

      // Connect Wallet, from the top of the page: past the home link and the navigation.
      await tabTo(page, home.connectButton);
      await page.keyboard.press('Enter');
      const connectModal = home.connectModal;
      await expect(connectModal.root).toBeVisible();

      // Escape closes the modal and gives the focus back to Connect Wallet.
      await page.keyboard.press('Escape');
      await expect(connectModal.root).toBeHidden();
      await expectVisibleFocus(home.connectButton);

      // Space opens it again; Tab reaches the mock wallet inside the dialog.
      await page.keyboard.press(' ');
      await expect(connectModal.root).toBeVisible();
      await tabTo(page, connectModal.walletOption(MOCK_WALLET_RDNS), { within: connectModal.root });
      await page.keyboard.press('Enter');

      // Verify your account: a keyboard user signs the message from the dialog.
      const signIn = home.signInModal;
      await expect(signIn.signButton).toHaveText('Sign message');
      await tabTo(page, signIn.signButton, { within: signIn.root });
      await page.keyboard.press('Enter');
      await expect(signIn.root).toBeHidden();
      await expect(home.accountButton).toBeVisible();
      await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
      expect(wallet.requestsOf('personal_sign')).toHaveLength(1);

      // Switch Networks: the chain button sits just before the account button.
      await tabTo(page, home.accountButton);
      expect(await tabTo(page, home.chainButton, { key: 'Shift+Tab' })).toBe(1);
      await page.keyboard.press('Enter');
      const chainModal = home.chainModal;
      await expect(chainModal.root).toBeVisible();
      await tabTo(page, chainModal.chainOption(11155111), { within: chainModal.root });
      await page.keyboard.press('Enter');
      await expect.poll(() => wallet.chainId).toBe(11155111);
      await expect(chainModal.root).toBeHidden();
      await expect(home.chainButton).toHaveText('Sepolia', { useInnerText: true });
      await expect(home.accountPanel.chain).toHaveText('Sepolia');
      // Closing the modal gives the focus back to the chain button.
      await expectVisibleFocus(home.chainButton);

      // The account modal: copy the address.
      await tabTo(page, home.accountButton);
      await page.keyboard.press('Enter');
      const accountModal = home.accountModal;
      await expect(accountModal.root).toBeVisible();
      await expect(accountModal.root).toContainText(kitShortAddress(wallet.address));
      await tabTo(page, accountModal.copyAddressButton, { within: accountModal.root });
      await page.keyboard.press('Enter');
      await expect(accountModal.copyAddressLabel).toHaveText('Copied!');
      expect(await readClipboardText(page)).toBe(wallet.address);
      await expectVisibleFocus(accountModal.copyAddressButton);

      // And disconnect, with Space this time.
      await tabTo(page, accountModal.disconnectButton, { within: accountModal.root });
      await page.keyboard.press(' ');
      await expect(accountModal.root).toBeHidden();
      await expect(home.connectButton).toHaveText('Connect Wallet');
      await expect(home.accountButton).toBeHidden();
      await expect.poll(() => wallet.isConnected).toBe(false);

      // The focus is not lost: Tab reaches Connect Wallet again.
      await tabTo(page, home.connectButton);
    });
  });
}

test('the batch form: "Add recipient" and "Remove payment N" leave the focus on a recipient field, not at the top of the page', async ({ home, page }) => {
  await SendPage.openConnected(home);
  await page.getByTestId('add-recipient').focus();
  await page.keyboard.press('Enter');
  const batch = page.getByTestId('batch-form');
  const recipient = (number: number) => batch.getByTestId(`payment-${number}`).getByLabel('Recipient', { exact: true });
  // The new, empty payment's recipient: where the sender types next.
  await expect(recipient(2)).toBeFocused();
  await batch.getByRole('button', { name: 'Add recipient', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(recipient(3)).toBeFocused();
  await page.keyboard.type('carol.eth');
  // Removing payment 2: focus goes to the payment in its place, the one typed into last.
  await batch.getByRole('button', { name: 'Remove payment 2', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(recipient(2)).toBeFocused();
  await expect(recipient(2)).toHaveValue('carol.eth');
  // Removing the last payment: focus goes to the one before it.
  await batch.getByRole('button', { name: 'Remove payment 2', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(recipient(1)).toBeFocused();
});
