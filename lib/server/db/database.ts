import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { serverWorkDone } from '@/lib/server/serverWork';
import { getServerConfig } from '@/lib/config/server/serverConfig';
import type { DatabaseLocation } from '@/lib/config/server/serverEnv';
import * as schema from './schema';

/** The app's database through Drizzle, the same on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it; `pool`, npm `pg`'s, on PostgreSQL only. */
export type OpenDatabase = { db: Database; close: () => Promise<void>; pool?: Pool };

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
  return { db, close: () => pool.end(), pool };
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

/**
 * Where the process keeps its open database. Next.js bundles the start-up
 * hook, the API routes and the pages apart, each with its own copy of this
 * module, so a module variable would open one database per bundle: two
 * PGlite instances on one folder each see only their own writes. A
 * registered symbol on `globalThis` is the same in every bundle.
 */
const OPENED_KEY = Symbol.for('co-editions.database');

/** Set once the process is shutting down: the database is closed, or about to be, and not opened again. */
const CLOSING_KEY = Symbol.for('co-editions.databaseClosing');

/** `globalThis`, with the slots {@link OPENED_KEY} and {@link CLOSING_KEY} name. */
const processSlots = globalThis as typeof globalThis & { [OPENED_KEY]?: Promise<OpenDatabase>; [CLOSING_KEY]?: true };

/**
 * The server's database (`DATABASE_URL`, else `DATA_DIR`), opened on first
 * use and kept for the process, whichever bundle asks; a failed open is
 * tried again on the next call.
 *
 * @throws {DatabaseUnavailableError} as {@link openDatabase}.
 */
export function getDatabase(): Promise<Database> {
  if (processSlots[CLOSING_KEY]) return Promise.reject(new DatabaseUnavailableError('The server is shutting down.'));
  processSlots[OPENED_KEY] ??= openDatabase(getServerConfig().database).catch((error: unknown) => {
    processSlots[OPENED_KEY] = undefined;
    throw error;
  });
  return processSlots[OPENED_KEY].then(({ db }) => db);
}

/**
 * The connection pool of the server's database when it is PostgreSQL
 * (`DATABASE_URL`), for a library that takes one (the rate limits'
 * `RateLimiterPostgres`); `undefined` on the embedded database.
 *
 * @throws {DatabaseUnavailableError} as {@link getDatabase}.
 */
export async function getPostgresPool(): Promise<Pool | undefined> {
  await getDatabase();
  return (await processSlots[OPENED_KEY])?.pool;
}

/**
 * Closes the database once the work in progress that may use it is done
 * (`serverWorkDone`: API handlers, the render of `/pay/<id>`), for a
 * shutdown (`lib/server/serverStart.ts`); it is not opened again. Logs
 * "Database closed." when it is.
 */
export async function closeDatabaseWhenIdle(): Promise<void> {
  await serverWorkDone();
  processSlots[CLOSING_KEY] = true;
  const opened = await processSlots[OPENED_KEY]?.catch(() => undefined);
  processSlots[OPENED_KEY] = undefined;
  if (!opened) return;
  await opened.close();
  console.log('Database closed.');
}
