import { describe, expect, it } from 'vitest';
import { HISTORY_HEADER, historyRow } from './historyRow';
import type { BenchResults, TableRow } from './results';

const row = (key: string, ours: number, bare: number): TableRow => ({
  key,
  label: key,
  unit: key.startsWith('firstLoadJs') ? 'kB' : 'ms',
  values: { ours: { median: ours, max: ours, runs: 7 }, reference: null, connectkit: null, bare: { median: bare, max: bare, runs: 7 } },
  ratios: { reference: null, connectkit: null },
});

/** A run with only what the history reads. */
function results(lighthouse: BenchResults['lighthouse']): BenchResults {
  return {
    startedAt: '2026-11-27T14:31:03.115Z',
    commit: '0657052',
    table: [row('firstLoadJs./', 127.186, 112.364), row('fresh.lcpMs', 148, 84), row('fresh.connectClickableMs', 236.6, 159.4)],
    budgets: [
      { budget: 'a', actual: '', pass: true },
      { budget: 'b', actual: '', pass: false },
    ],
    lighthouse,
    lighthouseBudgets: lighthouse ? [{ budget: 'c', actual: '', pass: true }] : [],
  } as Partial<BenchResults> as BenchResults;
}

describe('historyRow', () => {
  it('writes one run as a row of the history table, with as many cells as its header', () => {
    const line = historyRow(results([{ app: 'ours', route: '/', url: '', runs: [], median: { performance: 96, accessibility: 100, 'best-practices': 100, seo: 100 } }]));
    expect(line).toBe('| 2026-11-27 14:31 | 0657052 | 127.2 kB | 148 / 84 ms | 237 / 159 ms | / 96 | 2 of 3 |');
    const cells = (text: string) => text.split('|').length;
    expect(cells(line)).toBe(cells(HISTORY_HEADER.split('\n')[0] ?? ''));
  });

  it('names the lowest Lighthouse score in any locale after the English pages', () => {
    const scores = (performance: number) => ({ performance, accessibility: 100, 'best-practices': 100, seo: 100 });
    const line = historyRow(
      results([
        { app: 'ours', route: '/send', url: '', runs: [], median: scores(96) },
        { app: 'ours', route: '/de-DE/send', url: '', runs: [], median: scores(93) },
        { app: 'ours', route: '/ja-JP/send', url: '', runs: [], median: scores(95) },
        { app: 'bare', route: '/', url: '', runs: [], median: scores(100) },
      ]),
    );
    expect(line).toContain('| /send 96, lowest 93 (/de-DE/send) |');
  });

  it('marks Lighthouse as skipped', () => {
    expect(historyRow(results(null))).toContain('| – | 1 of 2 |');
  });
});
