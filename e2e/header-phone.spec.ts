/**
 * The header on a phone (375 and 320 px): one row, the brand mark and the
 * wallet buttons; the page links a tab bar at the foot of the screen,
 * where a thumb reaches; both together at most 112 px tall; and nothing of
 * the page stays hidden under the bar.
 */
import { LOCALES } from '../lib/i18n/locales';
import { expect, test } from './fixtures/test';

for (const width of [375, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 }, walletOptions: { accountIndex: 3 } });

    test('connected, in every language: header and tab bar take at most 112 px, the links at the screen’s foot', async ({ page, home }) => {
      await home.gotoSignedIn();
      for (const locale of LOCALES) {
        await page.goto(locale === 'en-US' ? '/account' : `/${locale}/account`);
        await expect(home.accountButton).toBeVisible();
        const header = await page.locator('header.site-header').boundingBox();
        const bar = await page.locator('nav.site-nav').boundingBox();
        expect(header!.height + bar!.height, `${locale}: header ${header!.height} px + tab bar ${bar!.height} px`).toBeLessThanOrEqual(112);
        expect(Math.round(bar!.y + bar!.height), `${locale}: the tab bar ends at the screen's foot`).toBe(700);
        await expect(page.locator('header .site-name img')).toBeVisible();
      }
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('the links take the visitor to each page, and the page’s foot scrolls clear of the bar', async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('nav.site-nav');
    await nav.getByRole('link', { name: 'Send', exact: true }).click();
    await expect(page).toHaveURL(/\/send$/);
    await expect(nav.getByRole('link', { name: 'Send', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').boundingBox();
    const bar = await nav.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 1);
  });
});
