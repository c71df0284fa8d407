import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getServerConfig } from '@/lib/config/server/serverConfig';
import type { DatabaseLocation } from '@/lib/config/server/serverEnv';
import * as schema from './schema';

/** The app's database through Drizzle, the same on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export type OpenDatabase = { db: Database; close: () => Promise<void> };

/** Where {@link openDatabase} opens: a configured location, or (tests) a PGlite in memory. */
export type OpenDatabaseLocation = DatabaseLocation | { kind: 'memory' };

/** The versioned migrations `npm run db:generate` writes (drizzle-kit), applied in order at start. */
const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** Key of the PostgreSQL advisory lock that lets one instance at a time migrate. */
const MIGRATION_LOCK_KEY = 0x0c0e_d175;

/** Thrown when the database cannot be opened or migrated; the message says where, never with a password. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops must not take the process down; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = drizzle(pool, { schema });
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
  return { db, close: () => pool.end() };
}

async function openEmbedded(dataDir: string | undefined): Promise<OpenDatabase> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  let client;
  if (dataDir === undefined) {
    client = await PGlite.create();
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(path.join(dataDir, 'pglite'));
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, close: () => client.close() };
}

/**
 * Opens the database and applies the migrations it lacks: PostgreSQL
 * through npm `pg` (instances migrate one at a time, under an advisory
 * lock), or PGlite, PostgreSQL compiled to WebAssembly, in
 * `<dataDir>/pglite`, created on first start (`docs/requests.md` says why
 * PGlite). One schema and one set of migrations serve both.
 *
 * @throws {DatabaseUnavailableError} when it cannot be reached, opened or migrated.
 */
export async function openDatabase(location: OpenDatabaseLocation): Promise<OpenDatabase> {
  try {
    if (location.kind === 'postgres') return await openPostgres(location.url);
    return await openEmbedded(location.kind === 'memory' ? undefined : location.dataDir);
  } catch (error) {
    const where = location.kind === 'postgres' ? `PostgreSQL at ${new URL(location.url).host}` : location.kind === 'memory' ? 'PGlite in memory' : `PGlite in ${location.dataDir}`;
    throw new DatabaseUnavailableError(`The database (${where}) could not be opened: ${error instanceof Error ? error.message : 'unknown error'}.`, { cause: error });
  }
}

let opened: Promise<OpenDatabase> | undefined;

/**
 * The server's database (`DATABASE_URL`, else `DATA_DIR`), opened on first
 * use and kept for the process; a failed open is tried again on the next call.
 *
 * @throws {DatabaseUnavailableError} as {@link openDatabase}.
 */
export function getDatabase(): Promise<Database> {
  opened ??= openDatabase(getServerConfig().database).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened.then(({ db }) => db);
}
