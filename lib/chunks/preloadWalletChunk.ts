import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { hasStoredConnection } from '@/lib/wallet/connectionRestore';

/**
 * Starts `load` (the `import()` of wallet code every page renders: the
 * providers, the page's content; wrapped in `importOnce`) before the
 * render that needs it, at a time that depends on the visitor:
 * - a returning connected visitor (the browser holds a wagmi connection to
 *   restore): at once, as the calling module is evaluated, since the
 *   account button waits for that chunk;
 * - anyone else: once the first-load scripts have run (`DOMContentLoaded`),
 *   so that the chunk's download, compilation and evaluation do not
 *   compete with theirs and hold the header's Connect button back, yet
 *   still before the load event, so that nothing is downloaded after it
 *   (`docs/performance.md`, "The providers are evaluated after the
 *   first-load scripts").
 *
 * For anyone else, a module evaluated after `DOMContentLoaded` (a page
 * reached by a route change) starts nothing: its render asks for the
 * chunk. A failed download
 * is ignored here; the render that needs the chunk asks again. Does
 * nothing on the server.
 */
export function preloadWalletChunk(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  const start = () => void load().catch(() => undefined);
  if (hasStoredConnection(getBrowserStorage())) start();
  else if (document.readyState !== 'complete') document.addEventListener('DOMContentLoaded', start, { once: true });
}
