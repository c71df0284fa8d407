/**
 * First Load JS, read from the e2e build's `build-manifest.json` as the
 * bench reads it (`scripts/bench/firstLoadJs.ts`: `_app` and the route's
 * own chunks, each gzipped at level 9). It is the same number on every
 * machine, so a change that grows the first load fails here, in CI,
 * rather than in the next bench run. `docs/page-load.md` says how the
 * budget was set; raise it there and here together, on purpose.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadJs } from '../scripts/bench/firstLoadJs';
import { e2eDistDir, REPO_ROOT } from '../tooling/paths';
import { expect, test } from './fixtures/test';

/**
 * The most First Load JS any page may have: 128,900 bytes gzipped, 1.15×
 * the bare Next.js page's 112.1 kB (the bench's budget). Every locale
 * loads the same scripts: a page's messages come in its HTML, not in its
 * JavaScript.
 */
const FIRST_LOAD_JS_BUDGET_BYTES = 128_900;

for (const route of ['/', '/account', '/send', '/requests', '/pay/[id]']) {
  test(`${route}: First Load JS within ${FIRST_LOAD_JS_BUDGET_BYTES / 1000} kB`, () => {
    const { gzipBytes, files } = firstLoadJs(path.join(REPO_ROOT, e2eDistDir()), route);
    expect(gzipBytes, `gzipped bytes of ${files.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });
}

/** Text only the payment requests' code carries: the QR encoder (npm `qrcode`), the EIP-681 reader, the database's drivers. */
const REQUEST_CODE_MARKERS = ['The amount of data is too big to be stored in a QR Code', 'A payment link starts with', 'pglite', 'drizzle'];

test('/, /send and /account load nothing of the database, the QR encoder or EIP-681 first', () => {
  const distDir = path.join(REPO_ROOT, e2eDistDir());
  for (const route of ['/', '/account', '/send']) {
    for (const file of firstLoadJs(distDir, route).files) {
      const text = readFileSync(path.join(distDir, file), 'utf8');
      expect(REQUEST_CODE_MARKERS.filter((marker) => text.includes(marker)), `${route}: ${file}`).toEqual([]);
    }
  }
});
