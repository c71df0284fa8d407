import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchAppId } from './apps';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';
import type { Cleanup } from './cleanup';
import { median } from './stats';

/** The Lighthouse categories the benchmark runs, by their ids in the report: all four. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A Lighthouse category id from {@link LIGHTHOUSE_CATEGORIES}. */
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** What the report calls each category. */
export const LIGHTHOUSE_CATEGORY_TITLES: Readonly<Record<LighthouseCategory, string>> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** Category scores, 0 to 100 (`null`: Lighthouse could not score it). */
type LighthouseScores = Record<LighthouseCategory, number | null>;

/** One Lighthouse run of one URL. */
type LighthouseRun = {
  scores: LighthouseScores;
  /** Lighthouse's (simulated, mobile) metrics, ms; CLS unitless. */
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null; speedIndexMs: number | null };
  /** Ids of the accessibility, best-practices and SEO audits that did not pass (score below 1), e.g. `color-contrast`. */
  failedAudits: string[];
  /** What those audits found: their title and their first items (each as JSON, at most 300 characters). */
  failedAuditDetails: Array<{ id: string; title: string; items: string[] }>;
  /** Lighthouse's warnings about the run itself. */
  runWarnings: string[];
  /**
   * Lighthouse's score of the host's CPU speed at the run (`benchmarkIndex`);
   * its simulated CPU times are the observed ones × 4, a multiplier
   * calibrated for a host of 1,500 to 2,000 (Lighthouse's docs,
   * `docs/throttling.md`).
   */
  benchmarkIndex: number;
  /**
   * Why Lighthouse could not score the run (its `runtimeError`, e.g. code
   * "NO_NAVSTART", "Something went wrong with recording the trace…"), once
   * the run has been tried {@link LIGHTHOUSE_ATTEMPTS} times; `null` when it
   * was scored.
   */
  runtimeError: { code: string; message: string } | null;
};

/** Every run of one URL, and the median score of each category. */
export type LighthouseResult = {
  app: BenchAppId;
  route: string;
  url: string;
  runs: LighthouseRun[];
  median: LighthouseScores;
};

/** A URL to audit. */
export type LighthouseTarget = { app: BenchAppId; route: string; url: string };

/** Thrown when Lighthouse returns no result for a URL. */
class LighthouseError extends Error {
  override name = 'LighthouseError';
}

/**
 * How many times one run of one URL is tried while Lighthouse reports a
 * `runtimeError`: a trace it could not read ("NO_NAVSTART … Please run
 * Lighthouse again") leaves every metric unscored, and the median would
 * silently be of two runs.
 */
export const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * Calls `audit` until its result has no `runtimeError`, at most
 * {@link LIGHTHOUSE_ATTEMPTS} times, logging each retry; returns the last
 * result, with or without one.
 */
export async function auditUntilScored<T extends { lhr: { runtimeError?: { code: string; message: string } } }>(
  audit: () => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const result = await audit();
    const error = result.lhr.runtimeError;
    if (!error || attempt === LIGHTHOUSE_ATTEMPTS) return result;
    log(`[bench] Lighthouse: ${error.code}, running it again (${attempt + 1} of ${LIGHTHOUSE_ATTEMPTS})`);
  }
}

/**
 * Audits each target `runs` times with Lighthouse's default config (mobile
 * form factor, simulated throttling), all four categories
 * ({@link LIGHTHOUSE_CATEGORIES}), in one headless Chromium at
 * {@link CHROME_PATH} started by chrome-launcher with {@link CHROME_FLAGS}
 * (so nothing leaves loopback). Runs alternate between targets (A B C A B C …).
 * Lighthouse resets the origin's storage before each run. A run it could
 * not score is tried again ({@link auditUntilScored}).
 *
 * @param cleanup - the browser is registered there while it runs.
 * @throws {LighthouseError} when a run yields no result; Lighthouse's and chrome-launcher's own errors pass through.
 */
export async function runLighthouse(targets: readonly LighthouseTarget[], runs: number, cleanup: Cleanup): Promise<LighthouseResult[]> {
  let chrome: LaunchedChrome | undefined;
  const stop = async () => {
    chrome?.kill();
    chrome = undefined;
  };
  const resource = cleanup.add({ name: 'Chromium (Lighthouse)', stop, kill: () => chrome?.kill() });
  chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const results: LighthouseResult[] = targets.map((target) => ({ ...target, runs: [], median: emptyScores() }));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const result of results) {
        console.log(`[bench] Lighthouse ${run}/${runs}: ${result.app} ${result.route}`);
        const port = chrome.port;
        const { lhr } = await auditUntilScored(async () => {
          const runnerResult = await lighthouse(result.url, { port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
          if (!runnerResult) throw new LighthouseError(`Lighthouse returned no result for ${result.url}.`);
          return runnerResult;
        });
        const score = (id: LighthouseCategory) => {
          const value = lhr.categories[id]?.score;
          return typeof value === 'number' ? Math.round(value * 100) : null;
        };
        const numeric = (id: string) => {
          const value = lhr.audits[id]?.numericValue;
          return typeof value === 'number' ? value : null;
        };
        const failedAudits = LIGHTHOUSE_CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
            const audit = lhr.audits[ref.id];
            return ref.weight > 0 && audit && audit.score !== null && audit.score < 1 ? [ref.id] : [];
          }),
        );
        const failedAuditDetails = failedAudits.map((id) => {
          const audit = lhr.audits[id];
          const details = audit?.details as { items?: unknown[] } | undefined;
          return {
            id,
            title: audit?.title ?? id,
            items: (details?.items ?? []).slice(0, 5).map((item) => JSON.stringify(item).slice(0, 300)),
          };
        });
        result.runs.push({
          scores: Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, score(category)])) as LighthouseScores,
          metrics: {
            fcpMs: numeric('first-contentful-paint'),
            lcpMs: numeric('largest-contentful-paint'),
            tbtMs: numeric('total-blocking-time'),
            cls: numeric('cumulative-layout-shift'),
            speedIndexMs: numeric('speed-index'),
          },
          failedAudits,
          failedAuditDetails,
          runWarnings: lhr.runWarnings.map(String),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          runtimeError: lhr.runtimeError ? { code: lhr.runtimeError.code, message: lhr.runtimeError.message } : null,
        });
      }
    }
  } finally {
    await resource.stop();
  }
  for (const result of results) {
    for (const category of LIGHTHOUSE_CATEGORIES) result.median[category] = median(result.runs.map((run) => run.scores[category]));
  }
  return results;
}

/** The host's CPU speed over a whole Lighthouse pass: the median, lowest and highest `benchmarkIndex` of its runs, and how many runs reported one. */
export type HostCpuSummary = { median: number; min: number; max: number; runs: number };

/**
 * Summarises the {@link LighthouseRun.benchmarkIndex} of every run in
 * `results` (a {@link LighthouseResult} list); `null` when no run has a
 * finite one. A spread over the pass shows the host's speed changing under
 * the audits (another tenant, a build).
 */
export function hostCpuSummary(results: ReadonlyArray<{ runs: ReadonlyArray<Pick<LighthouseRun, 'benchmarkIndex'>> }>): HostCpuSummary | null {
  const indexes = results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex)).filter((index) => Number.isFinite(index));
  const middle = median(indexes);
  if (middle === null) return null;
  return { median: middle, min: Math.min(...indexes), max: Math.max(...indexes), runs: indexes.length };
}

function emptyScores(): LighthouseScores {
  return Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, null])) as LighthouseScores;
}
