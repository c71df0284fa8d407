import { ApiError } from './apiError';

/*
 * CSP violation reports in both wire formats: `report-uri`'s
 * `{ "csp-report": {…} }` (CSP Level 3 §5) and the Reporting API's batch of
 * `csp-violation` reports (https://www.w3.org/TR/reporting-1/), read so that
 * adding `report-to` needs no server change. Anyone can post here: only known
 * string fields are kept, bounded, and URLs lose their query (it can carry
 * an address).
 */

/** Largest report body read, in bytes (16 KiB): a Chromium batch of a few reports fits; more is refused with 413. */
export const CSP_REPORT_LIMIT_BYTES = 16 * 1024;

/** Media types a report may be posted with: `report-uri`'s, the Reporting API's, and plain JSON (older Firefox). */
export const CSP_REPORT_CONTENT_TYPES: readonly string[] = ['application/csp-report', 'application/reports+json', 'application/json'];

/** Reports of one body that are summarised; the rest of a batch is ignored. */
export const CSP_REPORTS_PER_REQUEST = 10;

/** Longest field of a {@link CspViolationSummary}, in characters; longer values are cut and end with `…`. */
export const CSP_SUMMARY_FIELD_MAX_CHARS = 200;

/** What the server logs of one violation: short strings, none of them a query, a sample or a policy. */
export type CspViolationSummary = {
  /** The directive that refused, e.g. `script-src-elem`; `''` when the report has none. */
  directive: string;
  /** What was refused: a URL's origin and path, a scheme (`data`, `blob`), or a keyword (`inline`, `eval`). */
  blocked: string;
  /** Origin and path of the page that reported it. */
  document: string;
  /** Origin and path of the script that caused it, `''` when none. */
  source: string;
  /** `enforce` or `report`; `''` when the report has none. */
  disposition: string;
};

/** `value`, at most {@link CSP_SUMMARY_FIELD_MAX_CHARS} characters, or `''` when it is not a string. */
function boundedText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const chars = [...value];
  return chars.length <= CSP_SUMMARY_FIELD_MAX_CHARS ? value : `${chars.slice(0, CSP_SUMMARY_FIELD_MAX_CHARS - 1).join('')}…`;
}

/** A reported URL as the log shows it: origin and path, a bare scheme (`data`), or a keyword (`inline`). */
function boundedUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return boundedText(value);
  }
  if (/^(https?|wss?):$/.test(url.protocol)) return boundedText(`${url.origin}${url.pathname}`);
  return boundedText(url.protocol.slice(0, -1));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a field by its own name only (never one inherited from `Object.prototype`). */
function field(record: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/** The summary of a `report-uri` body's `csp-report` object. */
function summariseLegacyReport(report: Record<string, unknown>): CspViolationSummary {
  return {
    directive: boundedText(field(report, 'effective-directive') ?? field(report, 'violated-directive')),
    blocked: boundedUrl(field(report, 'blocked-uri')),
    document: boundedUrl(field(report, 'document-uri')),
    source: boundedUrl(field(report, 'source-file')),
    disposition: boundedText(field(report, 'disposition')),
  };
}

/** The summary of a Reporting API `csp-violation` report's `body`. */
function summariseReportingApiBody(body: Record<string, unknown>): CspViolationSummary {
  return {
    directive: boundedText(field(body, 'effectiveDirective')),
    blocked: boundedUrl(field(body, 'blockedURL')),
    document: boundedUrl(field(body, 'documentURL')),
    source: boundedUrl(field(body, 'sourceFile')),
    disposition: boundedText(field(body, 'disposition')),
  };
}

/**
 * The violations in a parsed report body, at most {@link CSP_REPORTS_PER_REQUEST}.
 *
 * @throws {ApiError} 400 when the body holds no CSP violation report.
 */
export function summariseCspReports(body: unknown): CspViolationSummary[] {
  if (isRecord(body) && isRecord(field(body, 'csp-report'))) {
    return [summariseLegacyReport(field(body, 'csp-report') as Record<string, unknown>)];
  }
  if (Array.isArray(body)) {
    const summaries = body
      .slice(0, CSP_REPORTS_PER_REQUEST)
      .filter((report): report is Record<string, unknown> => isRecord(report) && field(report, 'type') === 'csp-violation' && isRecord(field(report, 'body')))
      .map((report) => summariseReportingApiBody(field(report, 'body') as Record<string, unknown>));
    if (summaries.length > 0) return summaries;
  }
  throw new ApiError(400, 'The body holds no CSP violation report (expected { "csp-report": {…} } or a Reporting API batch of "csp-violation" reports).');
}
