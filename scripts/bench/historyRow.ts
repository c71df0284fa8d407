import type { BenchResults } from './results';

/** The header of `docs/performance.md`'s history table, whose rows {@link historyRow} writes. */
export const HISTORY_HEADER = [
  '| Run (UTC) | Commit | First Load JS `/` | LCP ours / bare | Connect ours / bare | Lighthouse perf (routes) | Budgets passed |',
  '| --- | --- | --- | --- | --- | --- | --- |',
].join('\n');

/**
 * One run as a row of `docs/performance.md`'s history: its start (UTC, to
 * the minute), the commit measured, our First Load JS of `/` (kB), the
 * fresh visit's LCP and "Connect Wallet" clickable time, ours against the
 * bare page's (ms, medians), our median Lighthouse performance score on
 * each English page and the lowest in any locale (`–` when Lighthouse was
 * skipped), and how many budgets passed.
 */
export function historyRow(results: BenchResults): string {
  const median = (key: string, app: 'ours' | 'bare') => results.table.find((row) => row.key === key)?.values[app]?.median ?? null;
  const ms = (value: number | null) => (value === null ? '–' : Math.round(value).toString());
  const firstLoad = median('firstLoadJs./', 'ours');
  const ours = (results.lighthouse ?? []).filter(({ app }) => app === 'ours');
  // The English pages by name, then the lowest score in any locale with its page.
  const lighthouse = ours.filter(({ route }) => !/^\/[a-z]{2}-/.test(route)).map(({ route, median: scores }) => `${route} ${scores.performance ?? '–'}`);
  const lowest = [...ours].sort((a, b) => (a.median.performance ?? -1) - (b.median.performance ?? -1))[0];
  if (lowest && ours.length > lighthouse.length) lighthouse.push(`lowest ${lowest.median.performance ?? '–'} (${lowest.route})`);
  const verdicts = [...results.budgets, ...results.lighthouseBudgets];
  return [
    '',
    `${results.startedAt.slice(0, 10)} ${results.startedAt.slice(11, 16)}`,
    results.commit,
    firstLoad === null ? '–' : `${firstLoad.toFixed(1)} kB`,
    `${ms(median('fresh.lcpMs', 'ours'))} / ${ms(median('fresh.lcpMs', 'bare'))} ms`,
    `${ms(median('fresh.connectClickableMs', 'ours'))} / ${ms(median('fresh.connectClickableMs', 'bare'))} ms`,
    lighthouse.length > 0 ? lighthouse.join(', ') : '–',
    `${verdicts.filter(({ pass }) => pass).length} of ${verdicts.length}`,
    '',
  ]
    .join(' | ')
    .trim();
}
