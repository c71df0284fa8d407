import { describe, expect, it } from 'vitest';
import { checkLighthouseBudgets } from './budgets';
import type { LighthouseResult } from './lighthouse';

const scores = (performance: number) => ({ performance, accessibility: 100, 'best-practices': 100, seo: 100 });

/** A result of three Lighthouse runs of `route` with these simulated TBTs (ms). */
function result(route: string, performance: number, tbtMs: number[], app: LighthouseResult['app'] = 'ours', failedAudits: string[] = []): LighthouseResult {
  const runScores = { ...scores(performance), seo: failedAudits.length > 0 ? 66 : 100 };
  const runs = tbtMs.map((tbt) => ({
    scores: runScores,
    metrics: { fcpMs: null, lcpMs: null, tbtMs: tbt, cls: null, speedIndexMs: null },
    failedAudits,
    failedAuditDetails: [],
    runWarnings: [],
    runtimeError: null,
    benchmarkIndex: 1800,
  }));
  return { app, route, url: '', runs, median: runScores };
}

describe('checkLighthouseBudgets', () => {
  it('passes a route at 95 with a median simulated TBT of 200 ms, and says both', () => {
    const [verdict] = checkLighthouseBudgets([result('/pay/[id]', 95, [150, 200, 900])]);
    expect(verdict).toEqual({
      budget: 'Lighthouse /pay/[id]: performance ≥ 95, accessibility 100, best practices 100, SEO 100, TBT ≤ 200 ms (is-crawlable failed on purpose)',
      actual: 'performance 95, accessibility 100, best practices 100, SEO 100, TBT 200 ms',
      pass: true,
    });
  });

  it('fails a route whose median TBT is over 200 ms even at a score of 95 or more', () => {
    const [verdict] = checkLighthouseBudgets([result('/requests', 97, [180, 210, 240])]);
    expect(verdict?.pass).toBe(false);
    expect(verdict?.actual).toContain('TBT 210 ms');
  });

  it('fails a score under 95, and budgets only our routes', () => {
    const verdicts = checkLighthouseBudgets([result('/de-DE', 94, [0, 0, 0]), result('/', 60, [900, 900, 900], 'bare')]);
    expect(verdicts.map(({ pass }) => pass)).toEqual([false]);
  });

  it('lets a payment request page fail is-crawlable, its noindex, in every locale, and nothing else', () => {
    const verdicts = checkLighthouseBudgets([
      result('/de-DE/pay/[id]', 96, [100], 'ours', ['is-crawlable']),
      result('/pay/[id]', 96, [100], 'ours', ['is-crawlable', 'meta-description']),
      result('/send', 96, [100], 'ours', ['is-crawlable']),
    ]);
    expect(verdicts.map(({ pass }) => pass)).toEqual([true, false, false]);
    expect(verdicts[0]?.actual).toContain('SEO 66');
  });
});
