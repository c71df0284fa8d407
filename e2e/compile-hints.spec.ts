/**
 * Every script a page loads on arrival reaches the browser with V8's
 * explicit compile hint on its first line (`lib/build/compileHints.ts`, run by
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
