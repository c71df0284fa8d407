/**
 * Every script a page loads on arrival, its first-load chunks, the wallet
 * providers' and the page content's (`lazyPage`), reaches the browser with V8's explicit
 * compile hint on its first line (`lib/build/compileHints.ts`, run by
 * `next build` through `compiler.runAfterProductionCompile`), so Chromium
 * compiles it while it streams in rather than on the main thread (`docs/performance.md`).
 */
import { COMPILE_HINT_COMMENT } from '../lib/build/compileHints';
import { expect, test } from './fixtures/test';

/** The `src` of each `<script src>` in a page's server HTML. */
function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
}

for (const route of ['/', '/account', '/send']) {
  test(`the first-load chunks of ${route} carry the compile hint`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    const chunks = scriptSources(html).filter((src) => src.startsWith('/_next/static/chunks/'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const src of chunks) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect((await response.text()).split('\n', 1)[0], src).toBe(COMPILE_HINT_COMMENT);
    }
  });
}

test('a first-time visitor: every chunk the page loads until the wallet providers are live carries the compile hint, and the kit does not', async ({ home, page }) => {
  const chunkResponses: Array<{ url: string; firstLine: Promise<string> }> = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/_next/static/chunks/')) return;
    chunkResponses.push({ url: response.url(), firstLine: response.text().then((text) => text.split('\n', 1)[0] ?? '') });
  });
  await home.goto();
  const firstLoad = scriptSources(await (await page.request.get('/')).text()).filter((src) => src.startsWith('/_next/static/chunks/'));
  // The intro's own Connect button needs the providers: they are live.
  await expect(page.getByRole('main').getByRole('button', { name: 'Connect a wallet', exact: true })).toBeVisible();
  const loadedLater = chunkResponses.filter(({ url }) => !firstLoad.includes(new URL(url).pathname));
  expect(loadedLater.length).toBeGreaterThan(0);
  for (const { url, firstLine } of chunkResponses) expect(await firstLine, url).toBe(COMPILE_HINT_COMMENT);

  // The kit, loaded when the visitor asks for it, stays lazy.
  const before = chunkResponses.length;
  await expect((await home.openConnectModal()).root).toBeVisible();
  const kitChunks = chunkResponses.slice(before);
  expect(kitChunks.length).toBeGreaterThan(0);
  expect(await Promise.all(kitChunks.map(({ firstLine }) => firstLine))).not.toContain(COMPILE_HINT_COMMENT);
});
