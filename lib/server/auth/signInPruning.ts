import type { Database } from '@/lib/server/db/database';
import { pruneNonces } from './nonceStore';
import { pruneSessions } from './sessionStore';

/** How often each instance deletes what sign-in no longer needs: hourly, in ms. */
const SIGN_IN_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes, at start and then every {@link SIGN_IN_PRUNE_INTERVAL_MS}, the
 * nonces more than 10 minutes old and the sessions that ended 30 days ago
 * or more (`pruneNonces`, `pruneSessions`). Every instance does it; the
 * deletes are the same whoever runs them. A database that does not answer
 * is tried again at the next hour.
 *
 * @returns a function that stops it.
 */
export function startSignInPruning(database: () => Promise<Database>): () => void {
  const prune = async () => {
    try {
      const db = await database();
      const now = new Date();
      await pruneNonces(db, now);
      await pruneSessions(db, now);
    } catch (error) {
      console.error('Sign-in rows not pruned:', error instanceof Error ? error.message : 'unknown error');
    }
  };
  void prune();
  const timer = setInterval(() => void prune(), SIGN_IN_PRUNE_INTERVAL_MS);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
