/**
 * Each page's code is a chunk of its own (`lazyPage`, `docs/page-load.md`,
 * "The page's code is a chunk of its own"). Following a link to a page
 * whose code is still on its way keeps the page the visitor is on, and the
 * header's wallet buttons, on show and working until it is in: no blank
 * `<main>`, no header flash.
 */
import { holdLazyChunks } from './fixtures/heldChunks';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';

test("a connected visitor following the Account link keeps the home page and the account button until the account page's code is in", async ({ home, page, request }) => {
  await home.gotoSignedIn();
  await expect(home.accountPanel.address).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('link', { name: 'Co-Editions home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(0);

  // Everything `/account` would load beyond its first-load scripts: its page's own code.
  const chunks = await holdLazyChunks(page, request, '/account');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account', exact: true }).click();
  await expect.poll(() => chunks.held.length, { message: "the account page's code is on its way" }).toBeGreaterThan(0);

  await expect(home.accountPanel.address).toBeVisible();
  await expect(home.accountButton).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);

  chunks.release();
  const account = new AccountOverviewPage(page);
  await expect(account.address).toBeVisible();
  await expect(home.accountPanel.root).toHaveCount(0);
  await expect(home.accountButton).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  // The nav marks the page on show, server-rendered and after a route change alike.
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Account');
  await expect(page.getByRole('link', { name: 'Co-Editions home' })).not.toHaveAttribute('aria-current');
  await page.reload();
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Account');
  // The page on show is the one in the accent (light: #7828c8); the others are in the body colour (#1a1523).
  await expect(nav.locator('[aria-current="page"]')).toHaveCSS('color', 'rgb(120, 40, 200)');
  await expect(nav.getByRole('link', { name: 'Send', exact: true })).toHaveCSS('color', 'rgb(26, 21, 35)');
});
