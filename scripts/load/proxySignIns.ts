import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { getFreePort } from '../../tooling/anvil';
import { appEnvironment } from '../../tooling/appBuild';
import { serveNextBuild } from '../../tooling/appServer';
import { startNginx } from '../../tooling/nginx';
import { REPO_ROOT } from '../../tooling/paths';
import { startPostgres } from '../../tooling/postgres';
import { sendFrom } from '../../tooling/sendFrom';
import { signIn, type SignInOutcome } from './requests';

/** How many sign-ins scenario 5 sends through the proxy, all at once. */
export const PROXY_SIGN_INS = 400;
/** How many client addresses (127.0.0.10 onwards) they come from: 4 sign-ins, 8 requests, each, within nginx's burst of 20. */
export const PROXY_CLIENTS = 100;

/**
 * How long PostgreSQL's statistics take to count an idle connection's
 * work: a backend reports at most once a second, and an idle one within
 * 10 s (PostgreSQL 15, "The Cumulative Statistics System"); in ms.
 */
const STATS_FLUSH_MS = 11_000;

/** What the database did, from `pg_stat_database`: time spent running statements (ms), transactions committed, rows written. */
type DatabaseActivity = { activeMs: number; transactions: number; rowsWritten: number };

async function readActivity(url: string): Promise<DatabaseActivity> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ active_time: number; xact_commit: string; written: string }>(
      'SELECT active_time, xact_commit, tup_inserted + tup_updated + tup_deleted AS written FROM pg_stat_database WHERE datname = current_database()',
    );
    const row = rows[0]!;
    return { activeMs: Number(row.active_time), transactions: Number(row.xact_commit), rowsWritten: Number(row.written) };
  } finally {
    await client.end();
  }
}

/** What {@link signInThroughProxy} measured. */
export type ProxySignInsReturnType = { signIns: SignInOutcome[]; ms: number; /** What the database did, per sign-in. */ databaseCost: DatabaseActivity };

/**
 * Scenario 5: starts a PostgreSQL cluster and two instances of the load
 * build on it (one SESSION_SECRET, SITE_URL the proxy's origin,
 * TRUST_PROXY=1: a nonce issued by one is used on the other) behind nginx
 * with the shipped configuration, then runs {@link PROXY_SIGN_INS}
 * sign-ins through it from {@link PROXY_CLIENTS} client addresses at once,
 * each client's one after another; and what the database did for them,
 * per sign-in (`pg_stat_database`, read before and {@link STATS_FLUSH_MS}
 * after). Stops everything before it returns.
 */
export async function signInThroughProxy(ports: Record<1 | 11155111, number>, distDir: string, logDir: string): Promise<ProxySignInsReturnType> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'co-editions-load-nginx-'));
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const postgres = await startPostgres({ port: await getFreePort() });
    stops.push(() => postgres.remove());
    const proxyPort = await getFreePort();
    const env = { ...appEnvironment(ports, distDir), SITE_URL: `http://127.0.0.1:${proxyPort}`, TRUST_PROXY: '1', DATABASE_URL: postgres.url };
    const instancePorts = [await getFreePort(), await getFreePort()];
    const instances = await Promise.all(
      instancePorts.map((port, index) => serveNextBuild({ cwd: REPO_ROOT, env, port, logFile: path.join(logDir, `instance-${index}.log`), label: `instance ${index}`, readyPath: '/api/health' })),
    );
    for (const instance of instances) stops.push(() => instance.process.stop());
    const proxy = await startNginx({ upstreamPorts: instancePorts, port: proxyPort, prefix });
    stops.push(() => proxy.process.stop());

    // Warm both instances' routes (round robin) from an address of its own.
    for (let index = 0; index < 2; index++) await signIn(proxy.baseUrl, (url, init) => sendFrom('127.0.0.2', url, init));
    await delay(STATS_FLUSH_MS);
    const before = await readActivity(postgres.url);
    const perClient = PROXY_SIGN_INS / PROXY_CLIENTS;
    const start = performance.now();
    const perAddress = await Promise.all(
      Array.from({ length: PROXY_CLIENTS }, async (_, client) => {
        const address = `127.0.0.${10 + client}`;
        const outcomes: SignInOutcome[] = [];
        for (let index = 0; index < perClient; index++) outcomes.push(await signIn(proxy.baseUrl, (url, init) => sendFrom(address, url, init)));
        return outcomes;
      }),
    );
    const ms = performance.now() - start;
    await delay(STATS_FLUSH_MS);
    const after = await readActivity(postgres.url);
    // Less the two reads' own transactions.
    const databaseCost = {
      activeMs: (after.activeMs - before.activeMs) / PROXY_SIGN_INS,
      transactions: (after.transactions - before.transactions - 1) / PROXY_SIGN_INS,
      rowsWritten: (after.rowsWritten - before.rowsWritten) / PROXY_SIGN_INS,
    };
    return { signIns: perAddress.flat(), ms, databaseCost };
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(prefix, { recursive: true, force: true });
  }
}
