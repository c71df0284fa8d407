/**
 * Page titles: every page has one `h1`; on `/send`, `/requests` and
 * `/account` it is the same element in the same place, in the same style,
 * whether the visitor is connected and signed in or not (`PageLayout`'s
 * `heading`). At 1280 and 375 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

const PATHS = ['/send', '/requests', '/account'] as const;

/** The page's one `h1`: where it is, its size, and whether it opens `<main>`. */
async function titleOf(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeVisible();
  return heading.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return { top: Math.round(box.top + window.scrollY), left: Math.round(box.left), fontSize: style.fontSize, fontWeight: style.fontWeight, opensMain: element.parentElement?.tagName === 'MAIN' && element.parentElement.firstElementChild === element };
  });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, walletOptions: { accountIndex: 3 } });

    test('the titles of /send, /requests and /account share one place and style, signed in or not', async ({ page, home }) => {
      const titles = [];
      for (const path of PATHS) titles.push(await titleOf(page, path));
      await home.gotoSignedIn();
      for (const path of PATHS) titles.push(await titleOf(page, path));
      expect(titles.every(({ opensMain }) => opensMain)).toBe(true);
      expect(new Set(titles.map(({ top, left, fontSize, fontWeight }) => JSON.stringify({ top, left, fontSize, fontWeight }))).size, JSON.stringify(titles)).toBe(1);
    });
  });
}
