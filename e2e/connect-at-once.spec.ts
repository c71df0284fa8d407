/**
 * "Connect Wallet" for a first-time visitor works from hydration: the
 * header lives outside the lazily loaded wallet providers, so its button is
 * live before wagmi, TanStack Query or the kit have arrived, and a click
 * made then opens the kit's modal the moment they have. A returning
 * visitor keeps the neutral placeholder meanwhile (no flash of "Connect
 * Wallet"). `npm run bench` times it ("Fresh: Connect button clickable").
 */
import { holdLazyChunks, reloadWithLazyChunksHeld } from './fixtures/heldChunks';
import { expect, test } from './fixtures/test';

test('a first-time visitor clicks "Connect Wallet" before the wallet code has arrived: the modal opens once it has', async ({ page, home, request }) => {
  const chunks = await holdLazyChunks(page, request, '/');
  await page.goto('/');
  // The server renders the placeholder; the button is the browser's own render, so it is hydrated.
  await expect(home.connectButton).toBeEnabled();
  await expect(page.getByTestId('connect-placeholder')).toHaveCount(0);

  await home.connectButton.click();
  await expect.poll(() => chunks.held.length, { message: 'the wallet providers are on their way' }).toBeGreaterThan(0);
  await expect(home.accountPanel.root.or(page.getByTestId('connect-cta'))).toHaveCount(0);
  await expect(home.connectModal.root).toHaveCount(0);
  chunks.release();
  await expect(home.connectModal.root).toBeVisible();
  await expect(home.connectModal.root).toContainText('Connect a Wallet');
});

test('the Connect button keeps its keyboard focus when the wallet code arrives', async ({ page, home, request }) => {
  const chunks = await holdLazyChunks(page, request, '/');
  await page.goto('/');
  await home.connectButton.focus();
  chunks.release();
  await expect(page.getByTestId('connect-cta-placeholder')).toHaveCount(0);
  await expect(home.connectButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(home.connectModal.root).toBeVisible();
});

test('a returning visitor sees the placeholder, never "Connect Wallet", while the wallet code is on its way', async ({ page, home, request }) => {
  await home.goto();
  await home.connect();
  const chunks = await reloadWithLazyChunksHeld(page, request);
  await expect(page.getByTestId('connect-placeholder')).toBeVisible();
  await expect(home.connectButton).toHaveCount(0);
  chunks.release();
  await expect(home.accountButton).toBeVisible();
  await expect(page.getByTestId('connect-placeholder')).toHaveCount(0);
});
