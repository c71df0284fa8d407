import { parseArgs } from 'node:util';

/** What `npm run bench -- <flags>` asked for. */
export type BenchOptions = {
  /** Measured visits per app and visitor kind (fresh, returning); at least 1, default {@link DEFAULT_RUNS}. */
  runs: number;
  /** Unmeasured warm-up rounds before the measured ones (first requests to a fresh `next start` are slower); default 1. */
  warmupRuns: number;
  /** Lighthouse runs per URL (the median score is reported); 0 skips Lighthouse. */
  lighthouseRuns: number;
  /** How long a returning visitor's tab stays hidden while node requests are counted, in ms. */
  hiddenMs: number;
  /**
   * Serve the previous run's builds (all four apps) again when they exist and the anvil
   * ports they were built for are free, instead of building (for iterating
   * on the benchmark itself; the app may have changed since).
   */
  reuseBuilds: boolean;
  /** Also keep the results as `bench/results/runs/<date>.json` and print the run's history row for `docs/performance.md` (`--record`). */
  record: boolean;
  /** How long the mock wallet takes to answer each request, in ms (`--wallet-latency`); default 0. */
  walletLatencyMs: number;
  /**
   * Directory to write a Chromium performance trace of every measured page
   * load to (`<app>-<fresh|returning|reload>-<run>.json`, open in DevTools'
   * Performance panel); `undefined` records none. Tracing slows the pages,
   * so the figures of a traced run are not comparable.
   */
  traceDir: string | undefined;
};

/** The minimum number of measured visits per app: 7. */
const DEFAULT_RUNS = 7;

/** Lighthouse runs per URL by default (full run). */
const DEFAULT_LIGHTHOUSE_RUNS = 3;

/** Default hidden-tab window: 10,000 ms. */
const DEFAULT_HIDDEN_MS = 10_000;

/** Thrown for a flag the benchmark does not know or a value it cannot use; the message says which. */
export class BenchUsageError extends Error {
  override name = 'BenchUsageError';
}

/** The usage text printed by `--help` and with a {@link BenchUsageError}. */
export const USAGE = `Usage: npm run bench -- [options]

  --runs <n>             measured visits per app and visitor kind (default ${DEFAULT_RUNS})
  --warmup <n>           unmeasured warm-up rounds first (default 1)
  --lighthouse-runs <n>  Lighthouse runs per URL, median reported (default ${DEFAULT_LIGHTHOUSE_RUNS}; 0 skips it)
  --hidden-ms <ms>       how long the returning visitor's tab stays hidden (default ${DEFAULT_HIDDEN_MS})
  --quick                1 run, no warm-up, no Lighthouse, 3 s hidden: for iterating
  --wallet-latency <ms>  the mock wallet answers every request this much later, as an extension's background process does (default 0)
  --record               also keep the results as bench/results/runs/<date>.json and print the run's row for docs/performance.md
  --reuse-builds         serve the previous run's builds if they exist (does not rebuild the app!)
  --trace <dir>          write a Chromium trace of every measured page load to <dir> (slows the pages: for profiling)
  --help                 this text`;

function nonNegativeInteger(name: string, value: string | undefined, fallback: number, minimum = 0): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum) {
    throw new BenchUsageError(`--${name} takes a whole number of at least ${minimum}, not "${value}".`);
  }
  return parsed;
}

function badTraceDir(): never {
  throw new BenchUsageError('--trace takes a directory, not an empty string.');
}

/**
 * Parses the command line (`process.argv.slice(2)` by default).
 *
 * @returns the options, or `'help'` for `--help`.
 * @throws {BenchUsageError} for an unknown flag or a bad value.
 */
export function parseBenchOptions(argv: readonly string[] = process.argv.slice(2)): BenchOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        runs: { type: 'string' },
        warmup: { type: 'string' },
        'lighthouse-runs': { type: 'string' },
        'hidden-ms': { type: 'string' },
        quick: { type: 'boolean', default: false },
        'reuse-builds': { type: 'boolean', default: false },
        'wallet-latency': { type: 'string' },
        record: { type: 'boolean', default: false },
        trace: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new BenchUsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  const quick = values.quick;
  return {
    runs: nonNegativeInteger('runs', values.runs, quick ? 1 : DEFAULT_RUNS, 1),
    warmupRuns: nonNegativeInteger('warmup', values.warmup, quick ? 0 : 1),
    lighthouseRuns: nonNegativeInteger('lighthouse-runs', values['lighthouse-runs'], quick ? 0 : DEFAULT_LIGHTHOUSE_RUNS),
    hiddenMs: nonNegativeInteger('hidden-ms', values['hidden-ms'], quick ? 3_000 : DEFAULT_HIDDEN_MS, 1_000),
    reuseBuilds: values['reuse-builds'],
    record: values.record,
    walletLatencyMs: nonNegativeInteger('wallet-latency', values['wallet-latency'], 0),
    traceDir: values.trace === '' ? badTraceDir() : values.trace,
  };
}
