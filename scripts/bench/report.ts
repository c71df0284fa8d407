import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_APP_IDS, BENCH_APPS, REFERENCE_APP_IDS } from './apps';
import { hostCpuSummary, LIGHTHOUSE_CATEGORIES, LIGHTHOUSE_CATEGORY_TITLES, type LighthouseResult } from './lighthouse';
import type { Aggregate, BenchResults, BudgetVerdict, TableRow } from './results';

/** A table cell: the median in the row's unit, `(max n)` for counts whose maximum is higher, `n/N` for run counts, `—` when not applicable. */
function cell(row: TableRow, value: Aggregate | null): string {
  if (value === null || value.median === null) return '—';
  switch (row.unit) {
    case 'kB':
      return `${value.median.toFixed(1)} kB`;
    case 'ms':
      return `${Math.round(value.median)} ms`;
    case 'runs':
      return `${value.median}/${value.runs}`;
    case 'requests': {
      const medianText = Number.isInteger(value.median) ? String(value.median) : value.median.toFixed(1);
      return value.max !== null && value.max > value.median ? `${medianText} (max ${value.max})` : medianText;
    }
  }
}

/**
 * A Markdown table (pipes, first column left-aligned, the others right),
 * padded so that it also reads as plain text: `console.table` would quote
 * every string cell, and the table is meant to be pasted into issues.
 */
function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((text, column) => (column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function verdictLine(verdict: BudgetVerdict): string {
  return `  ${verdict.pass ? 'PASS' : 'MISS'}  ${verdict.budget}: ${verdict.actual}`;
}

const labelOf = (id: string) => BENCH_APPS.find((app) => app.id === id)?.label ?? id;

function lighthouseLine(result: LighthouseResult): string {
  const scores = LIGHTHOUSE_CATEGORIES.map((category) => `${LIGHTHOUSE_CATEGORY_TITLES[category]} ${result.median[category] ?? '—'}`).join(', ');
  const failed = [...new Set(result.runs.flatMap((run) => run.failedAudits))];
  const unscored = result.runs.flatMap((run) => (run.runtimeError ? [run.runtimeError.code] : []));
  return (
    `  ${labelOf(result.app).padEnd(10)} ${result.route.padEnd(8)} ${scores}` +
    (failed.length > 0 ? `  (failing audits: ${failed.join(', ')})` : '') +
    (unscored.length > 0 ? `  (${unscored.length} of ${result.runs.length} runs not scored: ${unscored.join(', ')})` : '')
  );
}

/**
 * Prints the results: the table (metric | ours | reference | ConnectKit |
 * bare | ours/ref | ours/ConnectKit, medians; Markdown), how the figures
 * are measured, the budgets with PASS or MISS, and the Lighthouse scores
 * with the host's CPU speed during the pass ({@link hostCpuSummary}) and
 * the budgets on them.
 */
export function printReport(results: BenchResults): void {
  const runs = results.options.runs;
  console.log(`\nCo-Editions benchmark: medians of ${runs} run${runs === 1 ? '' : 's'} per app and visitor kind (${results.environment.chromium}, ${results.environment.cpus} CPUs).`);
  const header = ['metric', ...BENCH_APP_IDS.map(labelOf), ...REFERENCE_APP_IDS.map((id) => `ours/${id === 'reference' ? 'ref' : labelOf(id)}`)];
  const lines = results.table.map((row) => [
    row.label,
    ...BENCH_APP_IDS.map((id) => cell(row, row.values[id])),
    ...REFERENCE_APP_IDS.map((id) => {
      const value = row.ratios[id];
      return value === null ? '—' : `${value.toFixed(2)}×`;
    }),
  ]);
  console.log(markdownTable(header, lines));
  console.log('\nHow:');
  for (const definition of results.definitions) console.log(`  - ${definition}`);
  console.log('\nBudgets (ours against the references and the bare page of this run):');
  for (const verdict of results.budgets) console.log(verdictLine(verdict));
  if (results.lighthouse === null) {
    console.log('\nLighthouse: skipped.');
  } else {
    const lighthouseRuns = results.lighthouse[0]?.runs.length ?? 0;
    console.log(`\nLighthouse 13 (default mobile config, simulated throttling; median of ${lighthouseRuns} run${lighthouseRuns === 1 ? '' : 's'}):`);
    const host = hostCpuSummary(results.lighthouse);
    if (host) {
      console.log(
        `  host CPU (Lighthouse's benchmarkIndex): median ${Math.round(host.median)}, ${Math.round(host.min)} to ${Math.round(host.max)} over ${host.runs} runs;` +
          ' its 4× CPU slowdown is calibrated for 1,500 to 2,000',
      );
    }
    for (const result of results.lighthouse) console.log(lighthouseLine(result));
    for (const verdict of results.lighthouseBudgets) console.log(verdictLine(verdict));
  }
}

/**
 * Writes `results` as JSON (two-space indented) to `file`, creating its folder.
 *
 * @throws the file system's error when it cannot be written.
 */
export function writeResults(results: BenchResults, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
