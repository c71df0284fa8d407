/**
 * Preloaded into the `next start` processes by `npm run load`
 * (`NODE_OPTIONS="--expose-gc --import file:///…/heapProbe.mjs"`, with
 * HEAP_PROBE_DIR set): on start it writes `<HEAP_PROBE_DIR>/<pid>.json`
 * (`at` 0: no reading yet), so the load script knows which processes
 * answer; on SIGUSR2 it runs a full garbage collection and writes its
 * memory there (`process.memoryUsage()`: heapUsed, external, arrayBuffers
 * and rss, bytes; `at`, ms since epoch).
 * The live heap after a collection is what a leak grows; RSS also holds
 * heap V8 keeps reserved for later. Does nothing without HEAP_PROBE_DIR
 * or `gc`, so it can never change how the app serves.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.HEAP_PROBE_DIR;
if (dir && typeof globalThis.gc === 'function') {
  const gc = globalThis.gc;
  const file = path.join(dir, `${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ at: 0 }));
  process.on('SIGUSR2', () => {
    // Twice: the first collection may only schedule finalisers.
    gc();
    gc();
    const { heapUsed, external, arrayBuffers, rss } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ at: Date.now(), heapUsed, external, arrayBuffers, rss }));
  });
}
