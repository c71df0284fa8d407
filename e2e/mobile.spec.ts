import { devices } from '@playwright/test';
import { expect, test } from './fixtures/test';

// An iPhone's viewport, user agent, touch and device scale factor, in the
// project's Chromium: the kit picks its mobile layout from the user agent.
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];
test.use(iPhone13);

test('on an iPhone, "Connect Wallet" opens the bottom sheet with a row of wallet icons', async ({ home, page }) => {
  await home.goto();
  const modal = await home.openConnectModal();

  // The sheet: full width, resting on the bottom edge (the kit extends it
  // below the edge), once its slide-in animation has finished. The desktop
  // modal is a centred card instead.
  const sheet = modal.root.getByRole('document');
  await sheet.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const box = await sheet.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeCloseTo(0, 0);
  expect(box.width).toBeCloseTo(viewport.width, 0);
  expect(box.y).toBeGreaterThan(0);
  expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height);

  // The mobile wallet row: short names ("Coinbase", not "Coinbase Wallet"),
  // no group headings, and the intro's "Get a Wallet" / "Learn More" below.
  await expect(modal.root.locator('[data-testid^="rk-wallet-option-"]')).toHaveText(['Browser Wallet', 'Rainbow', 'Coinbase', 'MetaMask', 'WalletConnect']);
  await expect(modal.root.getByText('Popular', { exact: true })).toHaveCount(0);
  await expect(modal.root.getByRole('button', { name: 'Get a Wallet' })).toBeVisible();
});
