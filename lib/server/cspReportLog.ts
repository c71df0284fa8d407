import type { CspViolationSummary } from './cspReport';

/** Violation lines one server instance logs per minute at most: 60. */
const CSP_LOG_LINES_PER_MINUTE = 60;

/** Length of the window {@link CSP_LOG_LINES_PER_MINUTE} counts in, in ms. */
const WINDOW_MS = 60_000;

/** Parameters of {@link createCspReportLog}. */
export type CreateCspReportLogParameters = {
  /** Writes one log line; default `console.warn`. */
  write?: (line: string) => void;
  /** The clock, in ms since the epoch; default `Date.now`. Tests inject one. */
  now?: () => number;
  /** Lines per minute; default {@link CSP_LOG_LINES_PER_MINUTE}. */
  linesPerMinute?: number;
};

/** Logs violation summaries within a budget; see {@link createCspReportLog}. */
export type CspReportLog = {
  /** Logs each summary as one line, while the minute's budget lasts. */
  record: (summaries: readonly CspViolationSummary[]) => void;
};

/**
 * A log of CSP violations that anyone on the internet can write to, kept
 * bounded: one line per violation, `CSP violation {json}` (JSON, so no
 * report can forge a line break or another line), at most
 * `linesPerMinute` lines in each fixed one-minute window. The first
 * violation past the budget logs one line saying the rest of that minute
 * is dropped; the next minute starts afresh. Per process: each instance
 * behind a proxy has its own budget.
 */
export function createCspReportLog({
  write = (line) => console.warn(line),
  now = Date.now,
  linesPerMinute = CSP_LOG_LINES_PER_MINUTE,
}: CreateCspReportLogParameters = {}): CspReportLog {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let dropping = false;
  return {
    record(summaries) {
      const time = now();
      if (time - windowStart >= WINDOW_MS) {
        windowStart = time;
        written = 0;
        dropping = false;
      }
      for (const summary of summaries) {
        if (written < linesPerMinute) {
          written += 1;
          write(`CSP violation ${JSON.stringify(summary)}`);
        } else if (!dropping) {
          dropping = true;
          write(`CSP violation reports: ${linesPerMinute} logged this minute, the rest of the minute is dropped.`);
        }
      }
    },
  };
}
