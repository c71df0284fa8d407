import { getServerConfig } from '@/lib/config/server/serverConfig';
import { getChainClients } from './chainClients';
import { closeDatabaseWhenIdle, getDatabase } from './db/database';
import { startDraining } from './serverWork';
import { startSignInPruning } from './auth/signInPruning';
import { startPaymentWatcher, type PaymentWatcher } from './watcher/paymentWatcher';
import { embeddedWatchLock, postgresWatchLock } from './watcher/watchLock';

/** The payment watcher this process runs, if any. */
function watchPayments(): PaymentWatcher | undefined {
  try {
    const config = getServerConfig();
    return startPaymentWatcher({
      database: getDatabase,
      clients: getChainClients(),
      finalityDepths: config.finalityDepths,
      lock: config.database.kind === 'postgres' ? postgresWatchLock(config.database.url) : embeddedWatchLock(),
    });
  } catch (error) {
    console.error('Payment watcher not started:', error instanceof Error ? error.message : 'unknown error');
    return undefined;
  }
}

/**
 * What the Node.js server does as it starts (`instrumentation.ts`): opens
 * the payment request database and applies its migrations beside the
 * first requests rather than before them (the request routes wait for
 * it), so that a broken database shows in the log at once; and starts the
 * payment watcher, which finds payments to open requests on the chain
 * (`lib/server/watcher/paymentWatcher.ts`), and the hourly deletion of
 * sign-in rows that have ended (`startSignInPruning`). A database that cannot be
 * opened does not stop the server: pages render, the request routes
 * answer 503 and try again (`lib/server/db/database.ts`), and the watcher
 * backs off until it can.
 *
 * SIGTERM and SIGINT are ours to handle where `NEXT_MANUAL_SIG_HANDLE` is
 * set (`npm start` sets it; Next.js docs, "Manual Graceful Shutdowns"):
 * new API requests are answered 503, the watcher ends its current range
 * and lets its locks go, the requests in flight that may use the database
 * run to their end, the database is closed (`closeDatabaseWhenIdle`), and
 * the process exits. Left to Next.js's own handler, the process would exit
 * without waiting for either.
 *
 * Server only (Node.js). Never throws: a database error is logged. Not
 * run while `next build` prerenders pages.
 */
export function startServer(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const watcher = watchPayments();
  const stopPruning = startSignInPruning(getDatabase);
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    const shutDown = () => {
      startDraining();
      stopPruning();
      void (watcher?.stop() ?? Promise.resolve())
        .then(() => closeDatabaseWhenIdle())
        .catch((error: unknown) => console.error(error instanceof Error ? error.message : 'The database could not be closed.'))
        .finally(() => process.exit(0));
    };
    process.once('SIGTERM', shutDown);
    process.once('SIGINT', shutDown);
  }
  // Not awaited: Next.js serves nothing until `register` returns, and pages need no database.
  void getDatabase().catch((error: unknown) => console.error(error instanceof Error ? error.message : 'The database could not be opened.'));
}
