import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page } from '@playwright/test';
import { MockWallet } from '../../tooling/mockWallet/mockWallet';
import type { BenchApp, BenchAppId } from './apps';
import { totalBlockingTime } from './blockingTime';
import { VIEWPORT } from './chromium';
import { connectAppWallet } from './connectWallet';
import { hideTab } from '../../tooling/hiddenTab';
import { NetworkRecorder } from './networkRecorder';
import type { NodeFetchCounter } from './nodeFetches';
import { installPageProbe, PAGE_PROBE_GLOBAL, stopPageProbe, type PageProbeSnapshot } from './pageProbe';
import type { AccountButtonSample, FreshVisitSample, HiddenSample, LoadSample, ReturningVisitSample } from './samples';
import { addNameHelper, addPageScript } from './pageScripts';

/** How long after the load event a visit is watched: 5,000 ms (the "load+5 s"). */
export const LOAD_WINDOW_MS = 5_000;

/** Extra wait past a window's end before reading it, so that events already under way reach Node: 300 ms. */
const EVENT_SETTLE_MS = 300;

/**
 * Pause after connecting, before the first tab closes, so that what the
 * apps keep in localStorage is written (the app persists its query cache at
 * most once a second): 2,000 ms.
 */
export const PERSIST_SETTLE_MS = 2_000;

/** What every visit needs. */
export type VisitEnvironment = {
  browser: Browser;
  /** Chain id → RPC URL of its anvil node, for the mock wallet. */
  nodes: Readonly<Record<number, string>>;
  /** Origins of the anvil nodes (`http://127.0.0.1:<port>`). */
  nodeOrigins: readonly string[];
  /** Counts the mock wallet's own requests to the nodes. */
  nodeFetches: NodeFetchCounter;
  /** How long a returning visitor's tab stays hidden, in ms. */
  hiddenMs: number;
  /** How long the mock wallet takes to answer each request, in ms (`--wallet-latency`). */
  walletLatencyMs: number;
  /** Where to write a Chromium trace of each measured load (`--trace`); `undefined` traces nothing. */
  traceDir?: string | undefined;
  /** The page of another site each measured first load starts from (`startArrivalSite`). */
  arrivalUrl: string;
};

/**
 * Opens `url` in `page`, or reloads it (probe, wallet and recorder already installed),
 * watches it until {@link LOAD_WINDOW_MS} after its load event, then stops
 * the probe and sums up.
 *
 * @throws when the navigation or the load event times out (60,000 ms).
 */
async function measureLoad(
  page: Page,
  url: string | 'reload',
  wallet: MockWallet,
  recorder: NetworkRecorder,
  env: VisitEnvironment,
  traceName: string | undefined,
): Promise<{ load: LoadSample; probe: PageProbeSnapshot }> {
  const tracePath = env.traceDir !== undefined && traceName !== undefined ? path.join(env.traceDir, `${traceName}.json`) : undefined;
  if (tracePath === undefined) return measureLoadUntraced(page, url, wallet, recorder, env);
  await env.browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
  try {
    return await measureLoadUntraced(page, url, wallet, recorder, env);
  } finally {
    await env.browser.stopTracing();
  }
}

/** The trace file name of a measured load (`<app>-<kind>-<run>`); warm-up loads (run 0) are not traced. */
const traceNameOf = (app: BenchAppId, kind: 'fresh' | 'pay' | 'returning' | 'reload', run: number): string | undefined =>
  run > 0 ? `${app}-${kind}-${run}` : undefined;

/** What DevTools' Performance panel records: tasks, script evaluation and compilation, and call stacks. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

async function measureLoadUntraced(
  page: Page,
  url: string | 'reload',
  wallet: MockWallet,
  recorder: NetworkRecorder,
  env: VisitEnvironment,
): Promise<{ load: LoadSample; probe: PageProbeSnapshot }> {
  const walletStart = wallet.requests.length;
  const startedAt = performance.now();
  if (url === 'reload') await page.reload({ waitUntil: 'load', timeout: 60_000 });
  else await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const loadAt = await recorder.loaded();
  const windowEnd = loadAt + LOAD_WINDOW_MS;
  await sleep(Math.max(0, windowEnd + EVENT_SETTLE_MS - performance.now()));
  const probe = await stopPageProbe(page);
  const network = recorder.summary(LOAD_WINDOW_MS);
  const load: LoadSample = {
    fcpMs: probe.fcpMs,
    lcpMs: probe.lcpMs,
    lcpElement: probe.lcpElement,
    tbtMs: totalBlockingTime(probe, LOAD_WINDOW_MS),
    longTasks: probe.longTasks,
    loadEventMs: probe.loadEventMs,
    ...network,
    walletNodeRequests: env.nodeFetches.countBetween(startedAt, windowEnd),
    walletMethods: wallet.requests.slice(walletStart).map((request) => request.method),
    thirdPartyRequests: [...recorder.thirdPartyRequests],
  };
  return { load, probe };
}

/**
 * Opens `env.arrivalUrl` in `page` (a page of another site: the visitor
 * arrives from there), then instruments `page` for the next navigation:
 * the probe for `app`'s buttons (with esbuild's `__name` helper, which the
 * wallet's init script needs too), then `wallet`, then a network recorder.
 */
async function arriveAndInstrument(page: Page, app: BenchApp, env: VisitEnvironment, wallet: MockWallet): Promise<NetworkRecorder> {
  await page.goto(env.arrivalUrl, { waitUntil: 'load', timeout: 60_000 });
  await addPageScript(page, installPageProbe, { globalName: PAGE_PROBE_GLOBAL, ...app.buttons });
  await wallet.install(page);
  return NetworkRecorder.attach(page, env.nodeOrigins);
}

function accountButtons(probe: PageProbeSnapshot): AccountButtonSample {
  return { accountShownMs: probe.accountShownMs, connectShownMs: probe.connectShownMs, connectShownElement: probe.connectShownElement };
}

/**
 * One fresh visit of `app` at `baseUrl` (its `/`, or `path`), arriving from
 * `env.arrivalUrl`, in a browser context of its own that is closed afterwards.
 *
 * @param run - 1-based run number (0 for a warm-up), recorded in the sample.
 * @param path - the page visited; default `/`.
 * @throws when the page does not load (see {@link measureLoad}).
 */
export async function freshVisit(app: BenchApp, baseUrl: string, run: number, env: VisitEnvironment, path = '/'): Promise<FreshVisitSample> {
  const context = await env.browser.newContext({ viewport: VIEWPORT });
  try {
    const wallet = new MockWallet({ nodes: env.nodes, latencyMs: env.walletLatencyMs });
    const page = await context.newPage();
    const recorder = await arriveAndInstrument(page, app, env, wallet);
    const kind = path === '/' ? 'fresh' : 'pay';
    const { load, probe } = await measureLoad(page, `${baseUrl}${path}`, wallet, recorder, env, traceNameOf(app.id, kind, run));
    return { app: app.id, run, ...load, connectClickableMs: probe.connectClickableMs };
  } finally {
    await context.close();
  }
}

/**
 * One returning connected visit of `app` (which must have wallet code), in
 * a browser context of its own: connect (and sign in) in a first tab, wait
 * {@link PERSIST_SETTLE_MS}, close it, open `/` in a new tab (arriving
 * from `env.arrivalUrl`) and measure the load, then hide that tab (see `hideTab`) for `env.hiddenMs` and count
 * node requests, then reload that tab and measure the load again.
 *
 * @throws when connecting, loading or hiding fails.
 */
export async function returningVisit(app: BenchApp, baseUrl: string, run: number, env: VisitEnvironment): Promise<ReturningVisitSample> {
  const context = await env.browser.newContext({ viewport: VIEWPORT });
  try {
    const wallet = new MockWallet({ nodes: env.nodes, latencyMs: env.walletLatencyMs });
    const first = await context.newPage();
    await addNameHelper(first);
    await wallet.install(first);
    const firstRecorder = await NetworkRecorder.attach(first, env.nodeOrigins);
    await first.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 60_000 });
    await connectAppWallet(first, app);
    await sleep(PERSIST_SETTLE_MS);
    const connectThirdPartyRequests = [...firstRecorder.thirdPartyRequests];
    await first.close();

    const page = await context.newPage();
    const recorder = await arriveAndInstrument(page, app, env, wallet);
    const { load, probe } = await measureLoad(page, `${baseUrl}/`, wallet, recorder, env, traceNameOf(app.id, 'returning', run));

    await hideTab(page);
    const walletStart = wallet.requests.length;
    const hiddenFrom = performance.now();
    await sleep(env.hiddenMs);
    const hiddenTo = performance.now();
    await sleep(EVENT_SETTLE_MS);
    const hiddenRequests = recorder.nodeRequestsBetween(hiddenFrom, hiddenTo);
    const hidden: HiddenSample = {
      durationMs: Math.round(hiddenTo - hiddenFrom),
      nodeRequests: hiddenRequests.length,
      nodeRequestMethods: hiddenRequests.map((request) => request.rpcMethods.join('+') || request.method),
      walletNodeRequests: env.nodeFetches.countBetween(hiddenFrom, hiddenTo),
      walletMethods: wallet.requests.slice(walletStart).map((request) => request.method),
    };
    const thirdPartyRequests = [...recorder.thirdPartyRequests];
    await recorder.detach();

    // The reload: a new document, so the hidden-tab overrides are gone; the
    // probe is an init script, so it runs again.
    const reloadRecorder = await NetworkRecorder.attach(page, env.nodeOrigins);
    const reloaded = await measureLoad(page, 'reload', wallet, reloadRecorder, env, traceNameOf(app.id, 'reload', run));
    await reloadRecorder.detach();
    return {
      app: app.id,
      run,
      ...load,
      // The whole visit's, hidden time included.
      thirdPartyRequests,
      ...accountButtons(probe),
      connectThirdPartyRequests,
      hidden,
      reload: { ...reloaded.load, ...accountButtons(reloaded.probe) },
    };
  } finally {
    await context.close();
  }
}
