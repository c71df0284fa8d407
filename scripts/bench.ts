/**
 * `npm run bench` (`docs/performance.md`): builds this app, RainbowKit's
 * quick start (`bench/reference`), ConnectKit's (`bench/connectkit`) and a
 * bare Next page (`bench/bare`), serves all four against the same two local
 * anvil nodes (chains 1 and 11155111, Multicall3 in place), measures them
 * in one run in headless Chromium, alternating ours → reference →
 * ConnectKit → bare, and prints medians, the ratios of ours to each
 * reference, the budgets with PASS or MISS, and Lighthouse's four scores. The same data goes to `bench/results/latest.json`;
 * logs of the builds, servers and nodes to `bench/results/logs/`.
 *
 * It is a benchmark: a MISS is reported, not a failure. The exit code is
 * non-zero only when the benchmark itself could not run (1), or for a bad
 * flag (2); Ctrl-C stops everything it started (130).
 *
 * Flags: see `npm run bench -- --help` (`--runs`, `--quick`, …).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_BLOCK_TIMES_S } from '../tooling/e2eEnv';
import { E2E_CHAIN_IDS } from '../tooling/e2eEnv';
import { AnvilStartError, getFreePort, startAnvil, type AnvilNode } from '../tooling/anvil';
import { BENCH_APPS, type AnvilPorts, type BenchApp, type BenchAppId } from './bench/apps';
import { startArrivalSite } from './bench/arrivalSite';
import { checkBudgets, checkLighthouseBudgets } from './bench/budgets';
import { readReusableBuilds, writeBuildState } from './bench/buildReuse';
import { chromiumVersion, hasCjkFont, launchBenchBrowser } from './bench/chromium';
import { Cleanup } from './bench/cleanup';
import { firstLoadJs, GZIP_LEVEL } from './bench/firstLoadJs';
import { runLighthouse, type LighthouseResult } from './bench/lighthouse';
import { buildNextApp, startNextServer, type NextServer } from './bench/nextApp';
import { NodeFetchCounter } from './bench/nodeFetches';
import { BenchUsageError, parseBenchOptions, USAGE, type BenchOptions } from './bench/options';
import { HISTORY_HEADER, historyRow } from './bench/historyRow';
import { LOG_DIR, recordedResultsFile, RESULTS_FILE } from './bench/paths';
import { printReport, writeResults } from './bench/report';
import type { AppResults, BenchResults } from './bench/results';
import { tableRows } from './bench/table';
import type { FreshVisitSample, ReturningVisitSample } from './bench/samples';
import { createBenchPaymentRequest } from './bench/payRequest';
import { freshVisit, LOAD_WINDOW_MS, PERSIST_SETTLE_MS, returningVisit, type VisitEnvironment } from './bench/visits';

const log = (message: string) => console.log(`[bench] ${message}`);

/**
 * Starts one anvil node per benchmark chain (Sepolia mining every 2 s, as
 * in the e2e suite), on `ports` when given, else on free ports.
 *
 * @throws {AnvilStartError} when a node does not come up (e.g. its port is taken).
 */
async function startNodes(cleanup: Cleanup, ports: AnvilPorts | undefined): Promise<AnvilNode[]> {
  const nodes: AnvilNode[] = [];
  for (const chainId of E2E_CHAIN_IDS) {
    const logFile = path.join(LOG_DIR, `anvil-${chainId}.log`);
    writeFileSync(logFile, '');
    const node = await startAnvil({
      chainId,
      port: ports?.[chainId] ?? 0,
      blockTime: E2E_BLOCK_TIMES_S[chainId],
      onOutput: (line) => appendFileSync(logFile, `${line}\n`),
    });
    cleanup.add({ name: `anvil (chain ${chainId})`, stop: node.stop, kill: () => node.process.kill('SIGKILL') });
    nodes.push(node);
  }
  return nodes;
}

/** Builds every app one after the other (two cores), each into its own folder. */
async function buildAll(cleanup: Cleanup, anvilPorts: AnvilPorts): Promise<void> {
  for (const app of BENCH_APPS) {
    const started = Date.now();
    const logFile = path.join(LOG_DIR, `next-build-${app.id}.log`);
    log(`Building ${app.label} (${path.relative(process.cwd(), app.projectDir) || '.'} → ${path.relative(process.cwd(), app.distDir)}; log ${path.relative(process.cwd(), logFile)})…`);
    await buildNextApp(app, app.environment(anvilPorts), logFile, (build) =>
      cleanup.add({ name: `next build (${app.label})`, stop: () => build.stop(), kill: () => build.child.kill('SIGKILL') }),
    );
    log(`Built ${app.label} in ${Math.round((Date.now() - started) / 1000)} s.`);
  }
  writeBuildState(anvilPorts);
}

/** Serves every app with `next start` on a free port. */
async function serveAll(cleanup: Cleanup, anvilPorts: AnvilPorts): Promise<Record<BenchAppId, NextServer>> {
  const servers: Partial<Record<BenchAppId, NextServer>> = {};
  for (const app of BENCH_APPS) {
    const logFile = path.join(LOG_DIR, `next-start-${app.id}.log`);
    const server = await startNextServer(app, app.environment(anvilPorts), await getFreePort(), logFile);
    cleanup.add({ name: `next start (${app.label})`, stop: () => server.process.stop(), kill: () => server.process.child.kill('SIGKILL') });
    servers[app.id] = server;
    log(`Serving ${app.label} on ${server.baseUrl}.`);
  }
  return servers as Record<BenchAppId, NextServer>;
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

function freshLine(sample: FreshVisitSample): string {
  return `LCP ${ms(sample.lcpMs)}, TBT ${ms(sample.tbtMs)}, Connect clickable ${ms(sample.connectClickableMs)}, node requests ${sample.nodeRequests}, non-loopback ${sample.thirdPartyRequests.length}`;
}

function returningLine(sample: ReturningVisitSample): string {
  const connect = (shownMs: number | null) => (shownMs === null ? 'never shown' : `shown at ${ms(shownMs)}`);
  return `account button ${ms(sample.accountShownMs)}, "Connect Wallet" ${connect(sample.connectShownMs)}, node requests ${sample.nodeRequests} (+${sample.walletNodeRequests} via wallet), hidden ${sample.hidden.nodeRequests}+${sample.hidden.walletNodeRequests}, non-loopback ${sample.thirdPartyRequests.length}; reload: account button ${ms(sample.reload.accountShownMs)}, "Connect Wallet" ${connect(sample.reload.connectShownMs)}`;
}

/** How each figure is measured, printed under the table and kept in the JSON. */
function definitions(options: BenchOptions, cjkFont: boolean): string[] {
  const seconds = LOAD_WINDOW_MS / 1000;
  return [
    `First Load JS: the .js files build-manifest.json lists for /_app and the route (union), each gzipped at zlib level ${GZIP_LEVEL}, summed; kB = 1000 bytes.`,
    `Visits: headless ${chromiumVersion()}, 1280×800, no throttling; each fresh visit in a new browser context (cold HTTP cache) with the mock wallet installed, not connected; every measured first load (fresh, and the returning visitor's new tab) starts from a page of another site (http://localhost:<port>/, one line of text), as a visitor arriving from a link does, not from about:blank; rounds alternate ours → reference → ConnectKit → bare, then the returning visits ours → reference → ConnectKit; ${options.warmupRuns} warm-up round(s) not counted.`,
    `JS transferred: encodedDataLength (compressed body + headers) of Script resources finishing before the load event / from it to load+${seconds} s (Chrome DevTools Protocol); 0 for a script served from the HTTP cache.`,
    `LCP, FCP: the page's largest-contentful-paint (last entry by load+${seconds} s) and first-contentful-paint entries. TBT: the part beyond 50 ms of every long task (PerformanceObserver "longtask"), clipped to FCP → load+${seconds} s (Lighthouse's arithmetic; Lighthouse ends the window at TTI).`,
    'Connect button clickable: first DOM mutation or animation frame at which the app\'s Connect button ([data-testid=rk-connect-button]; ConnectKit: the button reading "Connect Wallet") is visible (non-empty box in the viewport, no opacity:0/visibility:hidden up its ancestors), not inside aria-hidden, pointer-events not none, enabled, topmost at its centre, and hydrated (React attached its onClick); timed in the page from navigation start.',
    `Returning visitor: connects the mock wallet in a first tab (ours: and signs in through "Verify your account"), waits ${PERSIST_SETTLE_MS / 1000} s, closes it, then opens / in a new tab of the same context (same storage, cookies and HTTP cache). "Account button shown": [data-testid=rk-account-button] (ConnectKit: its button showing the shortened address) visible. "Reload": after the hidden-tab check, that tab reloaded (page.reload) and measured the same way. "Connect Wallet" shown: [data-testid=rk-connect-button] or any button reading "Connect Wallet" visible at any mutation or frame from document start to load+${seconds} s.`,
    `Node HTTP requests: the page's own requests to the two anvil ports from navigation to load+${seconds} s (a JSON-RPC batch is one request; CORS preflights not counted). "Via the wallet": HTTP requests the mock wallet sent to anvil for the page (its node traffic, which a real wallet sends to its own node).`,
    `Hidden tab: headless Chromium never hides a page (another tab in front, a minimized window, a background target, a frozen lifecycle state all leave visibilityState "visible"), so the page is told: visibilityState "hidden", hidden true, hasFocus() false, visibilitychange and blur dispatched, then checked; node requests (page + wallet) counted for ${options.hiddenMs / 1000} s.`,
    `Wallet: the suite's mock EIP-1193 wallet, injected into every app alike, answering each request ${options.walletLatencyMs} ms late (--wallet-latency; an extension's background process adds such a delay to every answer).`,
    'Non-loopback requests: every http(s)/ws(s) request to a host other than 127.0.0.1/localhost; Chromium blocks them itself (Network.setBlockedURLs allow-list, and host-resolver rules that resolve nothing else), so none leaves the machine.',
    `Fonts: ${cjkFont ? 'a CJK font is installed, as on a visitor\'s device' : 'NO CJK font installed (fonts-noto-cjk): first layouts are slower than on a visitor\'s device'}.`,
    'Budgets: times compare medians of this run; request counts and "never" budgets must hold in every measured run.',
  ];
}

/** The commit measured, e.g. `ae93149`, with `+changes` when the work tree differs from it; `unknown` outside git. */
function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit}+changes` : commit;
  } catch {
    return 'unknown';
  }
}

async function run(options: BenchOptions, cleanup: Cleanup): Promise<BenchResults> {
  const startedAt = new Date();
  mkdirSync(LOG_DIR, { recursive: true });

  let reuse = options.reuseBuilds ? readReusableBuilds(BENCH_APPS) : undefined;
  let nodes: AnvilNode[];
  try {
    nodes = await startNodes(cleanup, reuse?.anvilPorts);
  } catch (error) {
    if (!reuse || !(error instanceof AnvilStartError)) throw error;
    log(`--reuse-builds: cannot start anvil on the ports of the previous builds (${error.message.split('\n')[0]}); building.`);
    await cleanup.stopAll();
    reuse = undefined;
    nodes = await startNodes(cleanup, undefined);
  }
  const anvilPorts = Object.fromEntries(nodes.map((node) => [node.chainId, node.port])) as AnvilPorts;
  log(`anvil: ${nodes.map((node) => `chain ${node.chainId} ${node.rpcUrl}`).join(', ')}.`);

  if (reuse) log(`--reuse-builds: serving the builds of ${reuse.builtAt}; changes to the app since then are NOT measured.`);
  else await buildAll(cleanup, anvilPorts);

  const firstLoad = Object.fromEntries(BENCH_APPS.map((app) => [app.id, app.routes.map((route) => firstLoadJs(app.distDir, route))]));
  const servers = await serveAll(cleanup, anvilPorts);

  const cjkFont = hasCjkFont();
  if (!cjkFont) log('No CJK font (apt-get install -y fonts-noto-cjk): every first layout searches all fonts for the language menu\'s 日本語 and 简体中文, so paint times and Lighthouse scores come out lower than on a visitor\'s device.');
  const browser = await launchBenchBrowser();
  cleanup.add({ name: 'Chromium', stop: () => browser.close() });
  const nodeOrigins = nodes.map((node) => node.rpcUrl);
  const nodeFetches = new NodeFetchCounter(nodeOrigins);
  cleanup.add({ name: 'node request counter', stop: async () => nodeFetches.close() });
  if (options.traceDir !== undefined) mkdirSync(options.traceDir, { recursive: true });
  const arrival = await startArrivalSite();
  cleanup.add({ name: 'arrival site', stop: arrival.close });
  const environment: VisitEnvironment = {
    browser,
    nodes: Object.fromEntries(nodes.map((node) => [node.chainId, node.rpcUrl])),
    nodeOrigins,
    nodeFetches,
    hiddenMs: options.hiddenMs,
    walletLatencyMs: options.walletLatencyMs,
    traceDir: options.traceDir,
    arrivalUrl: arrival.url,
  };

  const apps = Object.fromEntries(
    BENCH_APPS.map((app): [BenchAppId, AppResults] => [
      app.id,
      { baseUrl: servers[app.id].baseUrl, firstLoadJs: firstLoad[app.id] ?? [], fresh: [], returning: [] },
    ]),
  ) as Record<BenchAppId, AppResults>;
  const ours = BENCH_APPS.find((app) => app.id === 'ours')!;
  const payPath = await createBenchPaymentRequest(servers.ours.baseUrl, environment.nodes[1]!);
  apps.ours.pay = [];
  for (let round = 1 - options.warmupRuns; round <= options.runs; round++) {
    const name = round < 1 ? `warm-up ${round + options.warmupRuns}/${options.warmupRuns}` : `run ${round}/${options.runs}`;
    for (const app of BENCH_APPS) {
      const sample = await freshVisit(app, servers[app.id].baseUrl, Math.max(round, 0), environment);
      log(`${name} fresh     ${app.label.padEnd(9)} ${freshLine(sample)}`);
      if (round >= 1) apps[app.id].fresh.push(sample);
    }
    const paySample = await freshVisit(ours, servers.ours.baseUrl, Math.max(round, 0), environment, payPath);
    log(`${name} /pay/<id>  ${ours.label.padEnd(9)} ${freshLine(paySample)}`);
    if (round >= 1) apps.ours.pay.push(paySample);
    for (const app of BENCH_APPS.filter((candidate: BenchApp) => candidate.walletKit !== null)) {
      const sample = await returningVisit(app, servers[app.id].baseUrl, Math.max(round, 0), environment);
      log(`${name} returning ${app.label.padEnd(9)} ${returningLine(sample)}`);
      if (round >= 1) apps[app.id].returning.push(sample);
    }
  }
  await browser.close();

  let lighthouse: LighthouseResult[] | null = null;
  if (options.lighthouseRuns > 0) {
    // The bare page too: its scores are the floor of this machine, which
    // tells a slow machine apart from a slow page (only ours is budgeted).
    const targets = BENCH_APPS.flatMap((app) =>
      (app.lighthouseRoutes ?? app.routes).map((route) => ({ app: app.id, route, url: `${servers[app.id].baseUrl}${route.replace('/pay/[id]', payPath)}` })),
    );
    lighthouse = await runLighthouse(targets, options.lighthouseRuns, cleanup);
  }

  const table = tableRows(apps, options.hiddenMs);
  return {
    version: 2,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    commit: gitCommit(),
    options,
    environment: {
      node: process.version,
      chromium: chromiumVersion(),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      platform: `${os.platform()} ${os.release()}`,
    },
    definitions: definitions(options, cjkFont),
    apps,
    table,
    budgets: checkBudgets(apps, table),
    lighthouse,
    lighthouseBudgets: lighthouse ? checkLighthouseBudgets(lighthouse) : [],
  };
}

async function main(): Promise<number> {
  let options: BenchOptions | 'help';
  try {
    options = parseBenchOptions();
  } catch (error) {
    if (!(error instanceof BenchUsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const cleanup = new Cleanup();
  cleanup.installSignalHandlers();
  try {
    const results = await run(options, cleanup);
    await cleanup.stopAll();
    printReport(results);
    writeResults(results, RESULTS_FILE);
    console.log(`\nResults: ${path.relative(process.cwd(), RESULTS_FILE)}`);
    if (options.record) {
      const recorded = recordedResultsFile(results.startedAt);
      mkdirSync(path.dirname(recorded), { recursive: true });
      writeResults(results, recorded);
      console.log(`Recorded: ${path.relative(process.cwd(), recorded)}`);
      console.log(`\nThe run's row for docs/performance.md's history:\n${HISTORY_HEADER}\n${historyRow(results)}`);
    }
    return 0;
  } catch (error) {
    // Ctrl-C: the signal handler stops everything and exits with 130.
    if (cleanup.interrupted) return 130;
    console.error(`\n[bench] The benchmark could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  } finally {
    await cleanup.stopAll();
  }
}

process.exitCode = await main();
// Anything left (a lingering socket, a timer in a library) must not keep the run alive.
process.exit();
