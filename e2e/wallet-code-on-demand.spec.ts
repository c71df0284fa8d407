/**
 * A first-time visitor's browser spends nothing on the wallet code (the
 * wallet providers and the page's own chunk) until they start to use the
 * page: the header's "Connect Wallet" works from hydration, the rest of the
 * page is its server HTML. Their first input of any kind brings the page to
 * life. A returning visitor, a visitor who follows a link with parameters
 * and a payment request's payer get it as the page loads
 * (`docs/page-load.md`, "Design").
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createRequestOverApi } from './fixtures/requestOverApi';
import { firstLoadScripts } from './fixtures/heldChunks';
import { expect, test } from './fixtures/test';

/** The account whose payment request the payer opens (`tooling/e2eEnv.ts`). */
const REQUESTER_INDEX = 54;

/** Records the scripts `page` asks for beyond `path`'s first-load ones, in order. */
async function recordLazyScripts(page: Page, request: APIRequestContext, path: string): Promise<string[]> {
  const firstLoad = await firstLoadScripts(request, path);
  const lazy: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (sent.resourceType() === 'script' && !firstLoad.has(pathname)) lazy.push(pathname);
  });
  return lazy;
}

for (const path of ['/', '/send', '/account']) {
  test(`a first-time visitor's ${path} loads no wallet code until their first input, then goes live`, async ({ page, request }) => {
    const lazy = await recordLazyScripts(page, request, path);
    await page.goto(path);
    await expect(page.getByTestId('rk-connect-button')).toBeEnabled();
    await expect(page.getByTestId('connect-cta-placeholder')).toBeVisible();
    expect(lazy, 'no script beyond the first load by the load event').toEqual([]);

    await page.mouse.move(20, 20, { steps: 2 });
    await expect(page.getByTestId('connect-cta')).toBeVisible();
    expect(lazy.length).toBeGreaterThan(0);
  });
}

test('a keyboard user brings the page to life with their first key, and opens the kit from the header', async ({ page, request, home }) => {
  const lazy = await recordLazyScripts(page, request, '/');
  await home.goto();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('connect-cta')).toBeVisible();
  expect(lazy.length).toBeGreaterThan(0);

  await home.connectButton.focus();
  await page.keyboard.press('Enter');
  await expect(home.connectModal.root).toBeVisible();
});

test('a click on "Connect Wallet" that comes with no input before it still opens the kit', async ({ home }) => {
  await home.goto();
  // An assistive technology's default action: a click event alone, no pointer or key before it.
  await home.connectButton.dispatchEvent('click');
  await expect(home.connectModal.root).toBeVisible();
});

test('a visitor who follows a link with parameters gets the live page without any input', async ({ page }) => {
  await page.goto('/send?uri=ethereum%3A0x70997970C51812dc3A010C7d01b50e0d17dc79C8%401');
  await expect(page.getByTestId('connect-cta')).toBeVisible();
});

test("a first-time payer who opens a payment request's link gets the live page without any input", async ({ page, playwright, baseURL }) => {
  const id = await createRequestOverApi({ playwright, baseURL, accountIndex: REQUESTER_INDEX, amountWei: 1000n });
  await page.goto(`/pay/${id}`);
  await expect(page.getByTestId('connect-cta')).toBeVisible();
});
