import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { spawnLogged, tailOfLog, type LoggedProcess } from './childProcess';
import { requireSystemProgram } from './systemPackages';

/** Where Debian's `postgresql` package puts each major version's programs. */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

/** The user Debian's package creates; `initdb` refuses to run as root. */
const POSTGRES_USER = 'postgres';

/** The database the app's instances share. */
const DATABASE_NAME = 'coeditions';

/** A PostgreSQL cluster of the tests' own. */
export type PostgresCluster = {
  /** `postgres://postgres@127.0.0.1:<port>/coeditions`, for `DATABASE_URL`. */
  url: string;
  /** Stops the server (fast shutdown); the cluster's files stay, so {@link PostgresCluster.start} resumes it. */
  stop: () => Promise<void>;
  /** Starts the stopped server again on the same port and files. */
  start: () => Promise<void>;
  /** Stops the server and deletes the cluster's folder. */
  remove: () => Promise<void>;
  /** The server's log, for a failing test to print. */
  logFile: string;
};

/** Thrown when PostgreSQL is missing, or its cluster cannot be made or started. */
class PostgresStartError extends Error {
  override name = 'PostgresStartError';
}

/** The `bin` folder of the newest PostgreSQL major version installed by Debian's package. */
function postgresBinDir(): string {
  const majors = existsSync(DEBIAN_POSTGRES_ROOT) ? readdirSync(DEBIAN_POSTGRES_ROOT).filter((name) => /^\d+$/.test(name)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  const bin = path.join(DEBIAN_POSTGRES_ROOT, newest ?? '<none>', 'bin');
  requireSystemProgram(path.join(bin, 'initdb'), 'PostgreSQL');
  return bin;
}

/** `command args` as the postgres user when this process is root (as CI is), else as ourselves. */
function asPostgres(command: string, args: readonly string[]): { command: string; args: string[] } {
  return process.getuid?.() === 0 ? { command: 'runuser', args: ['-u', POSTGRES_USER, '--', command, ...args] } : { command, args: [...args] };
}

/**
 * Makes a PostgreSQL cluster of the tests' own in a new folder under the
 * system's temporary one (Debian's `postgresql` package: `initdb`, then
 * `postgres` as an ordinary process on 127.0.0.1:`port`, trust
 * authentication on loopback, its socket in that folder), creates the
 * `coeditions` database, and resolves once it answers.
 *
 * @throws {PostgresStartError} when the cluster cannot be made or does not answer within 20 s.
 */
export async function startPostgres({ port }: { port: number }): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  // Straight under the temporary folder, which every user may enter: the postgres user must reach it.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'co-editions-postgres-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    execFileSync('chown', ['-R', `${POSTGRES_USER}:${POSTGRES_USER}`, dir]);
    chmodSync(dir, 0o755);
  }
  const initdb = asPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-U', POSTGRES_USER, '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  try {
    execFileSync(initdb.command, initdb.args, { stdio: 'pipe' });
  } catch (error) {
    throw new PostgresStartError(`initdb failed: ${String((error as { stderr?: unknown }).stderr ?? error)}`);
  }
  const logFile = path.join(dir, 'postgres.log');
  const url = `postgres://${POSTGRES_USER}@127.0.0.1:${port}/${DATABASE_NAME}`;
  let server: LoggedProcess | undefined;
  const cluster: PostgresCluster = {
    url,
    logFile,
    async stop() {
      if (!server) return;
      // SIGINT is PostgreSQL's fast shutdown: sessions end, nothing is lost. To
      // the whole group: under runuser, postgres is its child.
      const { pid } = server.child;
      if (pid !== undefined && server.child.exitCode === null) process.kill(-pid, 'SIGINT');
      await server.exited;
    },
    async remove() {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    async start() {
      const command = asPostgres(path.join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1']);
      server = spawnLogged({ command: command.command, args: command.args, env: { PATH: process.env.PATH }, cwd: dir, logFile });
      await waitUntilAnswering(`postgres://${POSTGRES_USER}@127.0.0.1:${port}/postgres`, server);
    },
  };
  await cluster.start();
  const admin = new pg.Client({ connectionString: `postgres://${POSTGRES_USER}@127.0.0.1:${port}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  return cluster;
}

/** Resolves once PostgreSQL at `url` accepts a connection. */
async function waitUntilAnswering(url: string, server: LoggedProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new PostgresStartError(`postgres exited with ${server.child.exitCode}.\n${tailOfLog(server.logFile)}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new PostgresStartError(`PostgreSQL did not answer within 20 s.\n${tailOfLog(server.logFile)}`);
      // Poll until it accepts connections, as a client would retry.
      await delay(100);
    }
  }
}
