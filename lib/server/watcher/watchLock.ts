import type { Client as PgClient } from 'pg';

/**
 * Who may watch a chain: with PostgreSQL, the one instance that holds the
 * chain's advisory lock; with the embedded database, the one process.
 */
export type WatchLock = {
  /**
   * Takes or confirms the chain's lock.
   *
   * @returns whether this process holds it now.
   * @throws the database's errors (unreachable): the caller backs off.
   */
  hold: (chainId: number) => Promise<boolean>;
  /** Lets every lock go (closes the lock's connection); the next {@link WatchLock.hold} takes them again. */
  release: () => Promise<void>;
};

/** The embedded database's lock: one process, which always holds it. */
export function embeddedWatchLock(): WatchLock {
  return { hold: async () => true, release: async () => undefined };
}

/** First key of the chains' advisory locks (`pg_try_advisory_lock(int, int)`); the second is the chain id. */
const WATCH_LOCK_CLASS = 0x0c0e;

/**
 * PostgreSQL's session advisory lock per chain, held on a connection of
 * its own (not the pool's, whose connections come and go): exactly one
 * instance watches a chain. When that instance dies, its connection
 * closes and PostgreSQL lets its locks go; the next instance to ask takes
 * them. A lost connection is noticed on the next {@link WatchLock.hold},
 * which confirms it with a query before answering.
 *
 * @param url - `DATABASE_URL`.
 */
export function postgresWatchLock(url: string): WatchLock {
  let connection: Promise<PgClient> | undefined;
  const held = new Set<number>();

  const connect = async (): Promise<PgClient> => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000, application_name: 'co-editions payment watcher' });
    const forget = () => {
      held.clear();
      connection = undefined;
    };
    // A connection that dies takes its locks with it: forget both, and never let the error take the process down.
    client.on('error', (error) => {
      console.error('Payment watcher: the lock connection was lost:', error.message);
      forget();
    });
    client.on('end', forget);
    await client.connect();
    return client;
  };

  return {
    async hold(chainId) {
      connection ??= connect().catch((error: unknown) => {
        connection = undefined;
        throw error;
      });
      const client = await connection;
      if (held.has(chainId)) {
        await client.query('SELECT 1');
        return held.has(chainId);
      }
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [WATCH_LOCK_CLASS, chainId]);
      if (rows[0]?.locked) held.add(chainId);
      return held.has(chainId);
    },
    async release() {
      const client = await connection?.catch(() => undefined);
      held.clear();
      connection = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
