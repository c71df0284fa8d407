import { BENCH_APP_IDS as APP_IDS, REFERENCE_APP_IDS, type BenchAppId } from './apps';
import type { Aggregate, AppResults, TableRow } from './results';
import { maximum, median, ratio } from './stats';
import type { FreshVisitSample, ReloadSample, ReturningVisitSample } from './samples';
import { LOAD_WINDOW_MS } from './visits';

function aggregate(values: ReadonlyArray<number | null>): Aggregate {
  return { median: median(values), max: maximum(values), runs: values.length };
}

function row(key: string, label: string, unit: TableRow['unit'], values: Record<BenchAppId, Aggregate | null>): TableRow {
  // A ratio of run counts (how often something happened) means nothing.
  const ratios = Object.fromEntries(
    REFERENCE_APP_IDS.map((id) => [id, unit === 'runs' ? null : ratio(values.ours?.median ?? null, values[id]?.median ?? null)]),
  ) as TableRow['ratios'];
  return { key, label, unit, values, ratios };
}

/** A row over fresh visits: `pick` reads one sample. */
function freshRow(apps: Record<BenchAppId, AppResults>, key: string, label: string, unit: TableRow['unit'], pick: (sample: FreshVisitSample) => number | null): TableRow {
  const values = Object.fromEntries(APP_IDS.map((id) => [id, aggregate(apps[id].fresh.map(pick))])) as Record<BenchAppId, Aggregate>;
  return row(`fresh.${key}`, label, unit, values);
}

/** A row over returning visits (`null` for an app with none). */
function returningRow(apps: Record<BenchAppId, AppResults>, key: string, label: string, unit: TableRow['unit'], pick: (sample: ReturningVisitSample) => number | null): TableRow {
  const values = Object.fromEntries(
    APP_IDS.map((id) => [id, apps[id].returning.length > 0 ? aggregate(apps[id].returning.map(pick)) : null]),
  ) as Record<BenchAppId, Aggregate | null>;
  return row(`returning.${key}`, label, unit, values);
}

/** A row over the reloads of returning visits (`null` for an app with none). */
function reloadRow(apps: Record<BenchAppId, AppResults>, key: string, label: string, unit: TableRow['unit'], pick: (sample: ReloadSample) => number | null): TableRow {
  const values = Object.fromEntries(
    APP_IDS.map((id) => [id, apps[id].returning.length > 0 ? aggregate(apps[id].returning.map((sample) => pick(sample.reload))) : null]),
  ) as Record<BenchAppId, Aggregate | null>;
  return row(`reload.${key}`, label, unit, values);
}

/** A row counting the returning visits (or their reloads) in which something happened: its "median" is the count, its max the count too. */
function returningCountRow(apps: Record<BenchAppId, AppResults>, key: string, label: string, happened: (sample: ReturningVisitSample) => boolean): TableRow {
  const values = Object.fromEntries(
    APP_IDS.map((id) => {
      const samples = apps[id].returning;
      if (samples.length === 0) return [id, null];
      const count = samples.filter(happened).length;
      return [id, { median: count, max: count, runs: samples.length }];
    }),
  ) as Record<BenchAppId, Aggregate | null>;
  return row(key, label, 'runs', values);
}

const kB = (bytes: number) => bytes / 1000;
const seconds = LOAD_WINDOW_MS / 1000;

/**
 * The rows of the printed table, in order: First Load JS of every route,
 * then the fresh visitor's metrics, then the returning connected visitor's,
 * then that visitor's reload (medians over the measured runs, with the
 * maximum kept for counts).
 */
export function tableRows(apps: Record<BenchAppId, AppResults>, hiddenMs: number): TableRow[] {
  const routes = [...new Set(APP_IDS.flatMap((id) => apps[id].firstLoadJs.map((entry) => entry.route)))];
  const firstLoadRows = routes.map((route) => {
    const values = Object.fromEntries(
      APP_IDS.map((id) => {
        const entry = apps[id].firstLoadJs.find((candidate) => candidate.route === route);
        return [id, entry ? { median: kB(entry.gzipBytes), max: kB(entry.gzipBytes), runs: 1 } : null];
      }),
    ) as Record<BenchAppId, Aggregate | null>;
    return row(`firstLoadJs.${route}`, `First Load JS ${route} (gzip)`, 'kB', values);
  });
  return [
    ...firstLoadRows,
    freshRow(apps, 'scriptKBBeforeLoad', 'Fresh: JS transferred before load', 'kB', (s) => kB(s.scriptBytesBeforeLoad)),
    freshRow(apps, 'scriptKBAfterLoad', `Fresh: JS transferred load → load+${seconds} s`, 'kB', (s) => kB(s.scriptBytesAfterLoad)),
    freshRow(apps, 'fcpMs', 'Fresh: FCP', 'ms', (s) => s.fcpMs),
    freshRow(apps, 'lcpMs', 'Fresh: LCP', 'ms', (s) => s.lcpMs),
    freshRow(apps, 'tbtMs', `Fresh: TBT (FCP → load+${seconds} s)`, 'ms', (s) => s.tbtMs),
    freshRow(apps, 'loadEventMs', 'Fresh: load event', 'ms', (s) => s.loadEventMs),
    freshRow(apps, 'connectClickableMs', 'Fresh: Connect button clickable', 'ms', (s) => s.connectClickableMs),
    freshRow(apps, 'nodeRequests', `Fresh: node HTTP requests (nav → load+${seconds} s)`, 'requests', (s) => s.nodeRequests),
    freshRow(apps, 'thirdPartyRequests', 'Fresh: non-loopback requests', 'requests', (s) => s.thirdPartyRequests.length),
    returningRow(apps, 'accountShownMs', 'Returning: account button shown', 'ms', (s) => s.accountShownMs),
    returningCountRow(apps, 'returning.connectShown', 'Returning: "Connect Wallet" shown', (s) => s.connectShownMs !== null),
    returningRow(apps, 'scriptKBBeforeLoad', 'Returning: JS transferred before load', 'kB', (s) => kB(s.scriptBytesBeforeLoad)),
    returningRow(apps, 'scriptKBAfterLoad', `Returning: JS transferred load → load+${seconds} s`, 'kB', (s) => kB(s.scriptBytesAfterLoad)),
    returningRow(apps, 'lcpMs', 'Returning: LCP', 'ms', (s) => s.lcpMs),
    returningRow(apps, 'tbtMs', `Returning: TBT (FCP → load+${seconds} s)`, 'ms', (s) => s.tbtMs),
    returningRow(apps, 'nodeRequests', `Returning: node HTTP requests (nav → load+${seconds} s)`, 'requests', (s) => s.nodeRequests),
    returningRow(apps, 'walletNodeRequests', 'Returning: node requests via the wallet', 'requests', (s) => s.walletNodeRequests),
    returningRow(apps, 'hiddenNodeRequests', `Returning: node requests while hidden ${hiddenMs / 1000} s`, 'requests', (s) => s.hidden.nodeRequests + s.hidden.walletNodeRequests),
    returningRow(apps, 'thirdPartyRequests', 'Returning: non-loopback requests', 'requests', (s) => s.thirdPartyRequests.length),
    reloadRow(apps, 'accountShownMs', 'Reload: account button shown', 'ms', (s) => s.accountShownMs),
    returningCountRow(apps, 'reload.connectShown', 'Reload: "Connect Wallet" shown', (s) => s.reload.connectShownMs !== null),
    reloadRow(apps, 'lcpMs', 'Reload: LCP', 'ms', (s) => s.lcpMs),
    reloadRow(apps, 'tbtMs', `Reload: TBT (FCP → load+${seconds} s)`, 'ms', (s) => s.tbtMs),
    reloadRow(apps, 'nodeRequests', `Reload: node HTTP requests (nav → load+${seconds} s)`, 'requests', (s) => s.nodeRequests),
    reloadRow(apps, 'thirdPartyRequests', 'Reload: non-loopback requests', 'requests', (s) => s.thirdPartyRequests.length),
  ];
}
