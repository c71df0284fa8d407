import { closeDatabaseWhenIdle, getDatabase } from './db/database';
import { startDraining } from './serverWork';

/**
 * What the Node.js server does as it starts (`instrumentation.ts`): opens
 * the payment request database and applies its migrations beside the
 * first requests rather than before them (the request routes wait for
 * it), so that a broken database shows in the log at once. A database that
 * cannot be opened does not stop the server: pages render, and the
 * request routes answer 503 and try again (`lib/server/db/database.ts`).
 *
 * SIGTERM and SIGINT are ours to handle where `NEXT_MANUAL_SIG_HANDLE` is
 * set (`npm start` sets it; Next.js docs, "Manual Graceful Shutdowns"):
 * new API requests are answered 503, the requests in flight that may use
 * the database run to their end, the database is closed
 * (`closeDatabaseWhenIdle`), and the process exits. Left to Next.js's own
 * handler, the process would exit without waiting for the close.
 *
 * Server only (Node.js). Never throws: a database error is logged.
 */
export function startServer(): void {
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    const shutDown = () => {
      startDraining();
      void closeDatabaseWhenIdle()
        .catch((error: unknown) => console.error(error instanceof Error ? error.message : 'The database could not be closed.'))
        .finally(() => process.exit(0));
    };
    process.once('SIGTERM', shutDown);
    process.once('SIGINT', shutDown);
  }
  // Not awaited: Next.js serves nothing until `register` returns, and pages need no database.
  void getDatabase().catch((error: unknown) => console.error(error instanceof Error ? error.message : 'The database could not be opened.'));
}
