import path from 'node:path';
import { NEXT_BIN, REPO_ROOT } from '../../tooling/paths';

/** The repository root and the Next.js CLI entry point, as the e2e suite resolves them. */
export { NEXT_BIN, REPO_ROOT };

/** `bench/`: the reference and bare apps, and the (git-ignored) results. */
export const BENCH_DIR = path.join(REPO_ROOT, 'bench');

/** `bench/results/` (git-ignored): the results JSON and the logs. */
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');

/** Where each run's results go: `bench/results/latest.json`. */
export const RESULTS_FILE = path.join(RESULTS_DIR, 'latest.json');

/**
 * Where `--record` keeps a run: `bench/results/runs/<started at, UTC, to the minute>.json`
 * (git-ignored, like every raw result), e.g. `bench/results/runs/2026-11-26T07-05Z.json`.
 */
export function recordedResultsFile(startedAt: string): string {
  return path.join(RESULTS_DIR, 'runs', `${startedAt.slice(0, 16).replace(':', '-')}Z.json`);
}

/** Logs of the builds, servers and anvil nodes of the last run: `bench/results/logs/`. */
export const LOG_DIR = path.join(RESULTS_DIR, 'logs');

/** Build folder of the app under test (`NEXT_DIST_DIR`), relative to the repository root: `.next-bench`. */
export const OUR_DIST_DIR = '.next-bench';
