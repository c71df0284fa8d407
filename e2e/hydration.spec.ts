/**
 * The page's server HTML is hydrated in place when the wallet providers
 * arrive, not thrown away and rendered afresh: what a visitor did with the
 * page meanwhile (here, a selection of its heading) is still there once it
 * is live. The page hydrates with the providers, in their Suspense
 * boundary, and wagmi's state does not change before it has, whatever the
 * wallet says meanwhile (`docs/page-load.md`, "Design").
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { PLACEHOLDER_PROJECT_ID_WARNING } from '../lib/config/walletConnectProjectId';
import { holdLazyChunks, reloadWithLazyChunksHeld, type HeldChunks } from './fixtures/heldChunks';
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
  test(`a first-time visitor's selection on ${path} survives the wallet code's arrival`, async ({ page, home, request }) => {
    const chunks = await holdLazyChunks(page, request, path);
    await page.goto(path);
    await home.startUsingPage();
    await expect.poll(() => chunks.held.length, { message: 'the wallet providers are on their way' }).toBeGreaterThan(0);
    const heading = await selectServerHeading(page);
    expect(heading).not.toBe('');

    chunks.release();
    // The page is live: its own "Connect Wallet" replaced the placeholder the server sent.
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

/** The held chunk that holds `/`'s own content (`components/home/HomePage.tsx`, which names itself for the build). */
async function homePageChunk(request: APIRequestContext, chunks: HeldChunks): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const pathname of chunks.held) {
          if ((await (await request.get(pathname)).text()).includes('"HomePage"')) found = pathname;
        }
        return found;
      },
      { message: "the page's own chunk is asked for" },
    )
    .toBeDefined();
  return found ?? '';
}

test("a returning visitor's page hydrates in place when the wallet announces itself before the page is live", async ({
  page,
  home,
  request,
  wallet,
}) => {
  await home.goto();
  await home.connect();
  const chunks = await reloadWithLazyChunksHeld(page, request);
  const pageChunk = await homePageChunk(request, chunks);
  // The wallet code comes in and the app's wagmi config is created (the e2e
  // build's placeholder WalletConnect project id makes it say so); the
  // page's own code, which the providers wait for, is still on its way.
  const configCreated = page.waitForEvent('console', (message) => message.text() === PLACEHOLDER_PROJECT_ID_WARNING);
  chunks.releaseWhere((pathname) => pathname !== pageChunk);
  await configCreated;
  // As an extension's provider does once it has reached its network (EIP-1193).
  await wallet.announceConnect();
  const heading = await selectServerHeading(page);

  chunks.release();
  await expect(home.accountButton).toBeVisible();
  await expect(home.accountPanel.root).toBeVisible();
  expect(await headingState(page)).toEqual({ sameNode: true, selection: heading });
});
