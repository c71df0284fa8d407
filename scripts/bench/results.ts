import type { BenchAppId, REFERENCE_APP_IDS } from './apps';
import type { FirstLoadJs } from './firstLoadJs';
import type { LighthouseResult } from './lighthouse';
import type { BenchOptions } from './options';
import type { FreshVisitSample, ReturningVisitSample } from './samples';

/** Everything measured for one app. */
export type AppResults = {
  /** Where it was served, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  /** First Load JS of each of its routes. */
  firstLoadJs: FirstLoadJs[];
  /** Measured fresh visits, in run order (warm-ups left out). */
  fresh: FreshVisitSample[];
  /** Measured returning visits, each with its reload (none for an app without wallet code). */
  returning: ReturningVisitSample[];
  /** Ours only: measured fresh visits of a payment request's page, `/pay/<id>`. */
  pay?: FreshVisitSample[];
};

/** A median, maximum and sample count over an app's runs (`null`: nothing measured). */
export type Aggregate = { median: number | null; max: number | null; runs: number };

/** One line of the printed table. */
export type TableRow = {
  /** Stable key in the JSON, e.g. `fresh.lcpMs`. */
  key: string;
  /** What the table prints. */
  label: string;
  /** `kB` (1000 bytes), `ms`, `requests`, or `runs` (how many runs it happened in, of `runs`). */
  unit: 'kB' | 'ms' | 'requests' | 'runs';
  /** Per app; `null` where the metric does not apply (e.g. a returning visitor of the bare page). */
  values: Record<BenchAppId, Aggregate | null>;
  /** median(ours) / median(each wallet-kit reference); `null` when either is missing, the reference's is 0, or the unit is `runs`. */
  ratios: Record<(typeof REFERENCE_APP_IDS)[number], number | null>;
};

/** One budget of the issue, checked against this run. */
export type BudgetVerdict = {
  /** What is checked, e.g. `First Load JS on / ≤ 200 kB gzip`. */
  budget: string;
  /** The measured value(s) it was checked on, as printed. */
  actual: string;
  /** `true` PASS, `false` MISS (also when the value could not be measured). */
  pass: boolean;
};

/** What `bench/results/latest.json` holds. */
export type BenchResults = {
  /** Bumped when the shape changes incompatibly. */
  version: 2;
  /** ISO 8601. */
  startedAt: string;
  finishedAt: string;
  /** The commit measured (`git rev-parse --short HEAD`, `+changes` for a dirty work tree). */
  commit: string;
  options: BenchOptions;
  environment: { node: string; chromium: string; cpus: number; cpuModel: string; platform: string };
  /** How each figure is measured, in words (also printed under the table). */
  definitions: string[];
  apps: Record<BenchAppId, AppResults>;
  table: TableRow[];
  budgets: BudgetVerdict[];
  /** `null` when Lighthouse was skipped (`--quick`, `--lighthouse-runs 0`). */
  lighthouse: LighthouseResult[] | null;
  /** The Lighthouse budgets (`LIGHTHOUSE_MINIMUMS` on our routes); empty when skipped. */
  lighthouseBudgets: BudgetVerdict[];
};
