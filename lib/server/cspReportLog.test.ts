import { describe, expect, it } from 'vitest';
import type { CspViolationSummary } from './cspReport';
import { createCspReportLog } from './cspReportLog';

const SUMMARY: CspViolationSummary = {
  directive: 'connect-src',
  blocked: 'https://evil.example/\nCSP violation {"forged":true}',
  document: 'https://co-editions.example/',
  source: '',
  disposition: 'enforce',
};

/** A log writing into an array, on a clock the test moves. */
function testLog(linesPerMinute: number) {
  const lines: string[] = [];
  let time = 1_000_000;
  const log = createCspReportLog({ write: (line) => lines.push(line), now: () => time, linesPerMinute });
  return { log, lines, advance: (ms: number) => (time += ms) };
}

describe('createCspReportLog', () => {
  it('logs each violation as one line of JSON, so a report cannot forge a line', () => {
    const { log, lines } = testLog(10);
    log.record([SUMMARY]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(JSON.parse(lines[0]?.replace(/^CSP violation /, '') ?? '')).toEqual(SUMMARY);
  });

  it('logs at most the budget in a minute, says once that it drops the rest, and starts afresh the next minute', () => {
    const { log, lines, advance } = testLog(3);
    log.record([SUMMARY, SUMMARY]);
    log.record([SUMMARY, SUMMARY, SUMMARY]);
    log.record([SUMMARY]);
    expect(lines.filter((line) => line.startsWith('CSP violation {'))).toHaveLength(3);
    expect(lines.slice(3)).toEqual(['CSP violation reports: 3 logged this minute, the rest of the minute is dropped.']);

    advance(59_999);
    log.record([SUMMARY]);
    expect(lines).toHaveLength(4);
    advance(1);
    log.record([SUMMARY]);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/^CSP violation \{/);
  });
});
