import { describe, expect, it } from 'vitest';
import { auditUntilScored, hostCpuSummary, LIGHTHOUSE_ATTEMPTS } from './lighthouse';

const NO_NAVSTART = { code: 'NO_NAVSTART', message: 'Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)' };

/** Results in the order an audit returns them, and the retries it logged. */
async function audit(results: Array<{ runtimeError?: typeof NO_NAVSTART }>) {
  const queue = [...results];
  const logged: string[] = [];
  let calls = 0;
  const last = await auditUntilScored(
    async () => {
      calls++;
      return { lhr: queue.shift() ?? {} };
    },
    (line) => logged.push(line),
  );
  return { last, calls, logged };
}

describe('auditUntilScored', () => {
  it('keeps a scored run as it is', async () => {
    expect(await audit([{}])).toEqual({ last: { lhr: {} }, calls: 1, logged: [] });
  });

  it('runs Lighthouse again after a run it could not score, and says so', async () => {
    const { last, calls, logged } = await audit([{ runtimeError: NO_NAVSTART }, {}]);
    expect(last.lhr.runtimeError).toBeUndefined();
    expect(calls).toBe(2);
    expect(logged).toEqual([`[bench] Lighthouse: NO_NAVSTART, running it again (2 of ${LIGHTHOUSE_ATTEMPTS})`]);
  });

  it(`gives up after ${LIGHTHOUSE_ATTEMPTS} attempts and returns the last error`, async () => {
    const { last, calls } = await audit(Array.from({ length: LIGHTHOUSE_ATTEMPTS + 1 }, () => ({ runtimeError: NO_NAVSTART })));
    expect(last.lhr.runtimeError?.code).toBe('NO_NAVSTART');
    expect(calls).toBe(LIGHTHOUSE_ATTEMPTS);
  });
});

/** The runs of one URL, as far as the summary reads them: their `benchmarkIndex`. */
const resultWithIndexes = (indexes: number[]) => ({ runs: indexes.map((benchmarkIndex) => ({ benchmarkIndex })) });

describe('hostCpuSummary', () => {
  it('gives the median, lowest and highest benchmarkIndex over every run of every URL', () => {
    expect(hostCpuSummary([resultWithIndexes([1752, 2130]), resultWithIndexes([1900])])).toEqual({ median: 1900, min: 1752, max: 2130, runs: 3 });
  });

  it('leaves out a run without a finite index, and gives null when none has one', () => {
    expect(hostCpuSummary([resultWithIndexes([Number.NaN, 1600])])).toEqual({ median: 1600, min: 1600, max: 1600, runs: 1 });
    expect(hostCpuSummary([resultWithIndexes([Number.NaN])])).toBeNull();
    expect(hostCpuSummary([])).toBeNull();
  });
});
