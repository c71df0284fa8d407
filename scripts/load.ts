/**
 * `npm run load`: the sign-in routes under load (`docs/sign-in.md`, "Under load"),
 * on loopback only. Builds the app as the e2e suite does
 * (into `.next-load`, reused with `--reuse-build`), serves it with
 * `next start` against two local anvil nodes, and runs three bounded
 * scenarios, timing each:
 *
 * 1. 200 concurrent sign-ins: `GET /api/auth/nonce` (plain text), then `POST
 *    /api/auth/verify` with an EIP-4361 message signed by a fresh local
 *    account (viem `privateKeyToAccount`), each with its own session
 *    cookie; all must answer 200.
 * 2. 1,000 malformed requests (wrong methods, bodies that are not JSON,
 *    the wrong content type, oversized bodies, missing or wrong fields,
 *    forged cookies), 50 at a time; every answer must be 4xx, none 5xx.
 * 3. The server's memory before, after each of three rounds of 1 and 2,
 *    and 10 s after: its live heap after a full garbage collection
 *    (`scripts/load/heapProbe.mjs`, preloaded into `next start`: V8 heap
 *    used plus external memory, bytes), which must end back near where it
 *    started (at most {@link HEAP_SETTLED_MAX_GROWTH} above), and its
 *    resident memory (`/proc/<pid>/status` VmRSS of the process tree),
 *    which V8 seldom hands back to the system and so is shown only.
 *
 * 4. RPC calls per sign-in: every JSON-RPC call the anvil nodes served
 *    during scenario 1's rounds (anvil prints one line per call), divided
 *    by the sign-ins. The accounts are EOAs, whose signatures the server
 *    checks locally, so this must be 0.
 * 5. Two instances behind nginx: two more `next start` instances of the
 *    same build on one PostgreSQL cluster (sessions and nonces are rows:
 *    a nonce one issues, the other uses), with one SESSION_SECRET,
 *    SITE_URL set to the proxy's origin and TRUST_PROXY=1, behind
 *    Debian's nginx running the shipped
 *    `deploy/nginx.conf` (tooling/nginx.ts). {@link PROXY_SIGN_INS}
 *    sign-ins through the proxy from {@link PROXY_CLIENTS} client
 *    addresses (127.0.0.x, so that nginx's per-address rate limit sees
 *    many visitors, each within its limit), all at once: every one must
 *    answer 200, none 5xx, and both instances must have served; and the
 *    database's cost per sign-in (`scripts/load/proxySignIns.ts`).
 * 6. The payment watcher with 10,000 open requests, following an anvil
 *    node that makes a block a second (`scripts/load/watcherLoad.ts`):
 *    its lag and CPU time per block. `--watcher` runs this one alone.
 *
 * Prints a table and exits non-zero when a scenario fails (a refused
 * sign-in, a 5xx, a network error, an RPC call for an EOA). This is a
 * benchmark: no test asserts its times. `docs/sign-in.md` keeps the
 * latest figures.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { getFreePort, isRpcMethodLine, startAnvil, type AnvilNode } from '../tooling/anvil';
import { appEnvironment, buildApp, readBuildManifest } from '../tooling/appBuild';
import { serveNextBuild } from '../tooling/appServer';
import { REPO_ROOT, stateDirOf } from '../tooling/paths';
import { liveHeapBytes, residentBytes } from './load/memory';
import { malformed, send, signIn, type SignInOutcome } from './load/requests';
import { runWatcherLoad } from './load/watcherLoad';
import { PROXY_CLIENTS, PROXY_SIGN_INS, signInThroughProxy } from './load/proxySignIns';

/** The load script's own build folder, beside the e2e suite's. */
const LOAD_DIST_DIR = '.next-load';
/** Where its logs go. */
const LOAD_STATE_DIR = stateDirOf(LOAD_DIST_DIR);

/** How many sign-ins run at once in scenario 1. */
export const CONCURRENT_SIGN_INS = 200;
/** How many malformed requests scenario 2 sends. */
export const MALFORMED_REQUESTS = 1_000;
/** How many malformed requests are in flight at once. */
const MALFORMED_CONCURRENCY = 50;
/** How many times scenarios 1 and 2 run, for scenario 3 to see whether memory keeps growing. */
const ROUNDS = 3;
/** How long scenario 3 lets the server settle before the last reading: 10,000 ms. */
const SETTLE_MS = 10_000;
/** How far above its first reading the server's live heap may end: 20 % ("back near its start"). */
export const HEAP_SETTLED_MAX_GROWTH = 0.2;


/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function main(): Promise<void> {
  if (process.argv.includes('--watcher')) {
    const watched = await runWatcherLoad();
    console.log(`\n| Scenario | Result | Time |\n| --- | --- | --- |\n| ${watched.row.join(' | ')} |`);
    if (watched.failure) console.error(`\nFAILED: ${watched.failure}`);
    process.exitCode = watched.failed ? 1 : 0;
    return;
  }
  const reuse = process.argv.includes('--reuse-build');
  mkdirSync(LOAD_STATE_DIR, { recursive: true });
  const nodes: AnvilNode[] = [];
  const stops: (() => Promise<unknown> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  let failed = false;
  try {
    const manifest = reuse ? readBuildManifest(LOAD_DIST_DIR) : undefined;
    const ports = manifest?.anvilPorts ?? { 1: await getFreePort(), 11155111: await getFreePort() };
    // Every JSON-RPC call either node serves, counted from its output.
    let rpcCalls = 0;
    const countRpcCall = (line: string) => {
      if (isRpcMethodLine(line)) rpcCalls += 1;
    };
    for (const chainId of [1, 11155111] as const) {
      const node = await startAnvil({ chainId, port: ports[chainId], onOutput: countRpcCall });
      nodes.push(node);
      stops.push(() => node.stop());
    }
    if (!manifest) {
      console.log(`Building the app into ${LOAD_DIST_DIR}…`);
      await buildApp(ports, path.join(LOAD_STATE_DIR, 'next-build.log'), LOAD_DIST_DIR);
    }
    const probeDir = mkdtempSync(path.join(os.tmpdir(), 'co-editions-heap-'));
    stops.push(() => rmSync(probeDir, { recursive: true, force: true }));
    const server = await serveNextBuild({
      cwd: REPO_ROOT,
      env: {
        ...appEnvironment(ports, LOAD_DIST_DIR),
        DATA_DIR: path.join(probeDir, 'data'),
        NODE_OPTIONS: `--expose-gc --import ${pathToFileURL(path.join(REPO_ROOT, 'scripts', 'load', 'heapProbe.mjs')).href}`,
        HEAP_PROBE_DIR: probeDir,
      },
      port: await getFreePort(),
      logFile: path.join(LOAD_STATE_DIR, 'next-start.log'),
    });
    stops.push(() => server.process.stop());
    const pid = server.process.child.pid;
    if (pid === undefined) throw new Error('next start has no process id');

    // Warm the routes once, so the first scenario does not time compilation.
    await signIn(server.baseUrl);
    const memoryBefore = residentBytes(pid);
    const heapBefore = await liveHeapBytes(pid, probeDir);

    // Three rounds of both scenarios: V8 seldom hands memory back to the OS,
    // so a leak shows as RSS that keeps growing round after round, not as
    // RSS above the first reading.
    let signInRpcCalls = 0;
    const rounds: { signIns: SignInOutcome[]; signInMs: number; statuses: number[]; malformedMs: number; memory: number; heap: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const signInStart = performance.now();
      const rpcCallsBefore = rpcCalls;
      const signIns = await Promise.all(Array.from({ length: CONCURRENT_SIGN_INS }, () => signIn(server.baseUrl)));
      const signInMs = performance.now() - signInStart;
      signInRpcCalls += rpcCalls - rpcCallsBefore;
      const malformedStart = performance.now();
      const answers = await pool(MALFORMED_REQUESTS, MALFORMED_CONCURRENCY, (index) => send(...malformed(server.baseUrl, index)));
      const malformedMs = performance.now() - malformedStart;
      const statuses = answers.map((answer) => ('status' in answer ? answer.status : 0));
      rounds.push({ signIns, signInMs, statuses, malformedMs, memory: residentBytes(pid), heap: await liveHeapBytes(pid, probeDir) });
    }
    await delay(SETTLE_MS);
    const memorySettled = residentBytes(pid);
    const heapSettled = await liveHeapBytes(pid, probeDir);
    const heapBackNearStart = heapSettled <= heapBefore * (1 + HEAP_SETTLED_MAX_GROWTH);

    const signIns = rounds.flatMap((round) => round.signIns);
    const statuses = rounds.flatMap((round) => round.statuses);
    const signedIn = signIns.filter((outcome) => 'status' in outcome && outcome.status === 200).length;
    const clientErrors = statuses.filter((status) => status >= 400 && status < 500).length;
    const serverErrors = statuses.filter((status) => status >= 500).length;
    const networkErrors = statuses.filter((status) => status === 0).length;
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const signInMs = median(rounds.map((round) => round.signInMs));
    const malformedMs = median(rounds.map((round) => round.malformedMs));

    const proxied = await signInThroughProxy(ports, LOAD_DIST_DIR, LOAD_STATE_DIR);
    const proxiedOk = proxied.signIns.filter((outcome) => 'status' in outcome && outcome.status === 200).length;
    const proxiedStatuses = proxied.signIns.map((outcome) => ('status' in outcome ? outcome.status : 0));
    const byInstance = new Map<string, number>();
    for (const upstream of proxied.signIns.flatMap((outcome) => outcome.upstreams)) byInstance.set(upstream, (byInstance.get(upstream) ?? 0) + 1);
    const bothServed = byInstance.size === 2;

    const watched = await runWatcherLoad();
    const rows = [
      [`${CONCURRENT_SIGN_INS} concurrent sign-ins (nonce + verify), ${ROUNDS} rounds`, `${signedIn}/${CONCURRENT_SIGN_INS * ROUNDS} signed in`, `${Math.round(signInMs)} ms a round (median)`],
      [`${MALFORMED_REQUESTS} malformed requests, ${MALFORMED_CONCURRENCY} at a time, ${ROUNDS} rounds`, `${clientErrors} 4xx, ${serverErrors} 5xx, ${networkErrors} network errors`, `${Math.round(malformedMs)} ms a round (median)`],
      [
        'Server live heap after GC',
        `${mb(heapBefore)} before; after each round ${rounds.map((round) => mb(round.heap)).join(', ')}; ${mb(heapSettled)} ${SETTLE_MS / 1000} s later: ${heapBackNearStart ? 'back near its start' : 'NOT back near its start'} (at most +${HEAP_SETTLED_MAX_GROWTH * 100} %)`,
        '',
      ],
      ['Server memory (RSS, shown only)', `${mb(memoryBefore)} before; after each round ${rounds.map((round) => mb(round.memory)).join(', ')}; ${mb(memorySettled)} ${SETTLE_MS / 1000} s later`, ''],
      ['RPC calls per sign-in (EOA accounts)', `${signInRpcCalls} calls for ${signIns.length} sign-ins: ${signInRpcCalls / signIns.length} per sign-in`, ''],
      [
        `${PROXY_SIGN_INS} sign-ins through nginx to 2 instances, from ${PROXY_CLIENTS} client addresses at once`,
        `${proxiedOk}/${PROXY_SIGN_INS} signed in; ${proxiedStatuses.filter((status) => status >= 500).length} 5xx, ${proxiedStatuses.filter((status) => status === 429).length} 429, ${proxiedStatuses.filter((status) => status === 0).length} network errors; requests per instance: ${[...byInstance.values()].join(' and ')}`,
        `${Math.round((PROXY_SIGN_INS / proxied.ms) * 1000)} sign-ins/s (${Math.round(proxied.ms)} ms)`,
      ],
      [
        'Database cost per sign-in (PostgreSQL, the run through nginx)',
        `${proxied.databaseCost.transactions.toFixed(1)} transactions, ${proxied.databaseCost.rowsWritten.toFixed(1)} rows written`,
        `${proxied.databaseCost.activeMs.toFixed(2)} ms of statements`,
      ],
      watched.row,
    ];
    console.log('\n| Scenario | Result | Time |\n| --- | --- | --- |');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    failed =
      signedIn !== CONCURRENT_SIGN_INS * ROUNDS ||
      clientErrors !== MALFORMED_REQUESTS * ROUNDS ||
      !heapBackNearStart ||
      signInRpcCalls !== 0 ||
      proxiedOk !== PROXY_SIGN_INS ||
      !bothServed ||
      watched.failed;
    if (watched.failure) console.error(`\nFAILED: ${watched.failure}`);
    if (signInRpcCalls !== 0) console.error(`\nFAILED: EOA sign-ins made ${signInRpcCalls} RPC calls; they must make none.`);
    if (proxiedOk !== PROXY_SIGN_INS || !bothServed) {
      const refused = proxied.signIns.find((outcome) => !('status' in outcome) || outcome.status !== 200);
      console.error(`\nFAILED through the proxy: ${bothServed ? JSON.stringify(refused) : `only ${[...byInstance.keys()].join(', ')} answered`}`);
    }
    if (!heapBackNearStart) console.error(`\nFAILED: the server's live heap ended at ${mb(heapSettled)}, more than ${HEAP_SETTLED_MAX_GROWTH * 100} % above ${mb(heapBefore)}.`);
    if (failed && heapBackNearStart) {
      const refused = signIns.find((outcome) => !('status' in outcome) || outcome.status !== 200);
      console.error(`\nFAILED: ${JSON.stringify(refused ?? statuses.find((status) => status < 400 || status >= 500))}`);
    }
  } finally {
    await stopAll();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
