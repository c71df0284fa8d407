/**
 * A page whose content fits the window shows no scrollbar, its footer on
 * the first screen (`styles/base.css`); and the footer's language names,
 * where they need two lines, share them: none alone on a line
 * (`styles/footer.css`).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/** The page's height beyond the window, px (0: no vertical scrollbar), where the footer ends, and the height of the tab bar over the window's foot. */
function verticalFit(page: Page): Promise<{ overflow: number; footerBottom: number; windowHeight: number; tabBarHeight: number }> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav.site-nav')!;
    return {
      overflow: document.documentElement.scrollHeight - window.innerHeight,
      footerBottom: document.querySelector('.site-footer')!.getBoundingClientRect().bottom,
      windowHeight: window.innerHeight,
      // Below 640 px the page links are a tab bar fixed at the window's foot (`styles/header.css`).
      tabBarHeight: getComputedStyle(nav).position === 'fixed' ? nav.getBoundingClientRect().height : 0,
    };
  });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`at ${size.width} × ${size.height}, a short page has no scrollbar and its footer on the first screen`, async ({ page, home }) => {
    await page.setViewportSize(size);
    for (const path of ['/account', '/requests']) {
      await page.goto(path);
      await home.settle();
      const fit = await verticalFit(page);
      expect(fit.overflow, path).toBeLessThanOrEqual(0);
      // The footer is at the foot of the window, not under the content; on a phone, just above the page links' tab bar.
      expect(fit.footerBottom, path).toBeLessThanOrEqual(fit.windowHeight - fit.tabBarHeight);
      expect(fit.footerBottom, path).toBeGreaterThan(fit.windowHeight - fit.tabBarHeight - 1);
    }
  });
}

test('the language names wrap as a group: where they take two lines or more, no line holds one alone', async ({ page }) => {
  await page.goto('/account');
  const names = page.getByTestId('language-menu').getByRole('listitem');
  await expect(names).toHaveCount(6);
  for (let width = 320; width <= 720; width += 10) {
    await page.setViewportSize({ width, height: 800 });
    // Names on one line share a baseline, not a top: a CJK name's box sits a few px higher. A new line starts half a box lower.
    const perLine = await names.evaluateAll((items) => {
      const lines: { top: number; count: number }[] = [];
      for (const item of items) {
        const { top, height } = item.getBoundingClientRect();
        const line = lines.find((candidate) => Math.abs(candidate.top - top) < height / 2);
        if (line) line.count += 1;
        else lines.push({ top, count: 1 });
      }
      return lines.map(({ count }) => count);
    });
    if (perLine.length > 1) expect(Math.min(...perLine), `${width} px: ${perLine.join(' + ')}`).toBeGreaterThan(1);
  }
});
