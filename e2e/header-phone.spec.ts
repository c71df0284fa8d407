/**
 * The header on a phone (375 and 320 px): one row, the brand mark (and its
 * name where the row has room) and the wallet buttons; the page links a
 * tab bar at the foot of the screen, where a thumb reaches; both together
 * at most 112 px tall; and nothing of the page stays hidden under the bar.
 */
import { LOCALES } from '../lib/i18n/locales';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/**
 * Where the header's brand and wallet buttons are drawn: whether the name
 * shows whole (not clipped by the brand link, which lets it wrap out of
 * sight when the row lacks room), and whether the brand ends before the
 * buttons start and they end within the screen.
 */
async function headerRow(page: Page) {
  const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
  const [link, name, buttons] = await Promise.all([box('header .site-name'), box('header .site-name-text'), box('header .wallet-button')]);
  const width = page.viewportSize()!.width;
  return {
    nameShown: name.y >= link.y && name.y + name.height <= link.y + link.height && name.x + name.width <= link.x + link.width,
    fits: link.x + link.width <= buttons.x && buttons.x + buttons.width <= width,
  };
}

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
        expect((await headerRow(page)).fits, `${locale}: brand and wallet buttons share the row`).toBe(true);
      }
    });

    test(`signed out, the brand's name ${width >= 375 ? 'shows beside' : 'gives way to'} "Connect Wallet"`, async ({ page, home }) => {
      await page.goto('/');
      await expect(home.connectButton).toBeVisible();
      await expect(page.locator('header .site-name img')).toBeVisible();
      expect(await headerRow(page)).toEqual({ nameShown: width >= 375, fits: true });
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
