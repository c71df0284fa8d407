import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { hasStoredConnection } from '@/lib/wallet/connectionRestore';

/**
 * Starts `load` (a chunk's `import()`, e.g. wrapped in `importOnce`) at
 * once, as the calling module is evaluated, when the browser holds a wagmi
 * connection to restore: a returning connected visitor, whose account
 * button waits for that chunk. For anyone else (a first-time visitor) it
 * does nothing, and the chunk is asked for by the first render that needs
 * it, during hydration: downloaded earlier, it would be compiled and
 * evaluated while the first-load scripts are, and hold the header's
 * Connect button back (`docs/performance.md`, "A first-time visitor can
 * connect from hydration"). A failed download is ignored here; the render
 * that needs the chunk asks again. Does nothing on the server.
 */
export function preloadForReturningVisitor(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || !hasStoredConnection(getBrowserStorage())) return;
  load().catch(() => undefined);
}
