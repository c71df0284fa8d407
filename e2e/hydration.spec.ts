/**
 * The page's server HTML is hydrated in place when the wallet providers
 * arrive, not thrown away and rendered afresh: what a visitor did with the
 * page meanwhile (here, a selection of its heading) is still there once it
 * is live. The page hydrates in slices below the providers, and any
 * provider state that changes before it has (the restored query cache, the
 * sign-in status) is handed on as a transition (`docs/performance.md`,
 * "The page hydrates in slices").
 */
import type { Page } from '@playwright/test';
import { holdLazyChunks, reloadWithLazyChunksHeld } from './fixtures/heldChunks';
import { expect, test } from './fixtures/test';

declare global {
  interface Window {
    /** The page heading as the server sent it, kept by {@link selectServerHeading}. */
    __serverHeading?: Element | null;
  }
}

/** Selects the text of the page's `<h1>`, as the server rendered it, and keeps a reference to that node. */
async function selectServerHeading(page: Page): Promise<string> {
  const heading = page.locator('main h1');
  await heading.selectText();
  await page.evaluate(() => {
    window.__serverHeading = document.querySelector('main h1');
  });
  return (await heading.textContent()) ?? '';
}

/** Whether the `<h1>` on show is the server's node, and what is selected now. */
function headingState(page: Page): Promise<{ sameNode: boolean; selection: string }> {
  return page.evaluate(() => ({
    sameNode: window.__serverHeading != null && window.__serverHeading === document.querySelector('main h1'),
    selection: window.getSelection()?.toString() ?? '',
  }));
}

for (const path of ['/', '/account', '/send']) {
  test(`a first-time visitor's selection on ${path} survives the wallet code's arrival`, async ({ page, request }) => {
    const chunks = await holdLazyChunks(page, request, path);
    // Not 'load': the held chunks hold the load event back too.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => chunks.held.length, { message: 'the wallet providers are on their way' }).toBeGreaterThan(0);
    const heading = await selectServerHeading(page);
    expect(heading).not.toBe('');

    chunks.release();
    // The page is live: its own "Connect a wallet" replaced the placeholder the server sent.
    await expect(page.getByTestId('connect-cta-placeholder')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: /connect/i })).toBeVisible();
    expect(await headingState(page)).toEqual({ sameNode: true, selection: heading });
  });
}

test("a returning visitor's selection survives the restore of the connection and the sign-in", async ({ page, home, request }) => {
  await home.goto();
  await home.connect();
  const chunks = await reloadWithLazyChunksHeld(page, request);
  const heading = await selectServerHeading(page);

  chunks.release();
  await expect(home.accountButton).toBeVisible();
  await expect(home.accountPanel.root).toBeVisible();
  expect(await headingState(page)).toEqual({ sameNode: true, selection: heading });
});
