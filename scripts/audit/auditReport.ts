/**
 * Reads the JSON that `npm audit --json` prints (npm 7+, `auditReportVersion`
 * 2) and judges it against `docs/security.md`: no high or critical advisory in the
 * production dependencies, except those listed in `exceptions.ts` with the
 * reason they do not reach us.
 */

/** npm's advisory severities, lowest first. */
const AUDIT_SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;

/** One of {@link AUDIT_SEVERITIES}. */
type AuditSeverity = (typeof AUDIT_SEVERITIES)[number];

/** Severities that fail the audit (`docs/security.md`: "no high or critical advisories"). */
const FAILING_SEVERITIES: ReadonlySet<AuditSeverity> = new Set(['high', 'critical']);

/** One advisory as npm reports it under a vulnerable package's `via`. */
type AuditAdvisory = {
  /** The package the advisory is about (it may sit below the one reported). */
  packageName: string;
  title: string;
  /** The advisory's page, e.g. `https://github.com/advisories/GHSA-…`; the key of an exception. */
  url: string;
  severity: AuditSeverity;
  /** The affected version range, e.g. `<16.0.7`. */
  range: string;
};

/** An advisory that fails the audit unless it is excepted. */
export type AuditFinding = AuditAdvisory & {
  /** Whether `npm audit fix` can reach a fixed version. */
  fixAvailable: boolean;
};

/** An advisory accepted on purpose: it cannot be fixed upstream and does not reach us. */
export type AuditException = {
  /** The advisory's url, as npm reports it. */
  url: string;
  /** Why it does not reach this app; the README repeats it. */
  reason: string;
};

/** What one `npm audit` run told. */
export type AuditReadingReturnType =
  | {
      kind: 'report';
      /** Vulnerable packages by severity, as npm counts them. */
      counts: Record<AuditSeverity, number>;
      /** High and critical advisories not excepted: the audit fails when there is one. */
      failing: AuditFinding[];
      /** High and critical advisories that an exception accepted, with its reason. */
      excepted: Array<AuditFinding & { reason: string }>;
    }
  | {
      kind: 'unavailable';
      /** Why npm had no report, from its error (e.g. the registry's `405 Method Not Allowed`). */
      reason: string;
    };

/** Thrown when the text is not JSON in either of `npm audit --json`'s shapes. */
export class AuditOutputError extends Error {
  override name = 'AuditOutputError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSeverity(value: unknown): value is AuditSeverity {
  return typeof value === 'string' && (AUDIT_SEVERITIES as readonly string[]).includes(value);
}

/** The advisory objects under one package's `via` (strings there name another vulnerable package instead). */
function advisoriesOf(entry: Record<string, unknown>): AuditAdvisory[] {
  const via = Array.isArray(entry.via) ? entry.via : [];
  return via.flatMap((item): AuditAdvisory[] => {
    if (!isRecord(item) || !isSeverity(item.severity) || typeof item.url !== 'string') return [];
    return [
      {
        packageName: typeof item.name === 'string' ? item.name : String(entry.name),
        title: typeof item.title === 'string' ? item.title : '(no title)',
        url: item.url,
        severity: item.severity,
        range: typeof item.range === 'string' ? item.range : '',
      },
    ];
  });
}

/**
 * Reads `npm audit --json` output.
 *
 * @param json - the whole stdout of `npm audit --omit=dev --json`.
 * @param exceptions - advisories accepted on purpose, matched by url.
 * @returns `report` with the failing and excepted high/critical advisories
 *   (each once, however many packages pull it in), or `unavailable` when npm
 *   printed its error shape (no `auditReportVersion`, an `error` or
 *   `statusCode`) because the registry's advisory endpoint could not be used.
 * @throws {AuditOutputError} when `json` is not JSON or is in neither shape.
 */
export function readAuditReport(json: string, exceptions: readonly AuditException[] = []): AuditReadingReturnType {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new AuditOutputError(`npm audit printed something that is not JSON: ${JSON.stringify(json.slice(0, 200))}`);
  }
  if (!isRecord(parsed)) throw new AuditOutputError('npm audit printed JSON that is not an object.');

  if (parsed.auditReportVersion === undefined && (parsed.error !== undefined || parsed.statusCode !== undefined)) {
    const error = isRecord(parsed.error) ? parsed.error : {};
    const reason = [parsed.message, error.summary, error.detail].find((part) => typeof part === 'string' && part.trim() !== '');
    return { kind: 'unavailable', reason: typeof reason === 'string' ? reason.trim() : 'npm audit gave no report and no reason.' };
  }
  if (parsed.auditReportVersion !== 2 || !isRecord(parsed.vulnerabilities) || !isRecord(parsed.metadata)) {
    throw new AuditOutputError(
      `npm audit printed an unknown report shape (auditReportVersion ${JSON.stringify(parsed.auditReportVersion)}; 2 is read).`,
    );
  }

  const metadataCounts = isRecord(parsed.metadata.vulnerabilities) ? parsed.metadata.vulnerabilities : {};
  const counts = Object.fromEntries(
    AUDIT_SEVERITIES.map((severity) => [severity, typeof metadataCounts[severity] === 'number' ? metadataCounts[severity] : 0]),
  ) as Record<AuditSeverity, number>;

  const reasons = new Map(exceptions.map((exception) => [exception.url, exception.reason]));
  const seen = new Set<string>();
  const failing: AuditFinding[] = [];
  const excepted: Array<AuditFinding & { reason: string }> = [];
  for (const entry of Object.values(parsed.vulnerabilities)) {
    if (!isRecord(entry)) continue;
    for (const advisory of advisoriesOf(entry)) {
      if (!FAILING_SEVERITIES.has(advisory.severity) || seen.has(advisory.url)) continue;
      seen.add(advisory.url);
      const finding = { ...advisory, fixAvailable: entry.fixAvailable !== false };
      const reason = reasons.get(advisory.url);
      if (reason === undefined) failing.push(finding);
      else excepted.push({ ...finding, reason });
    }
  }
  return { kind: 'report', counts, failing, excepted };
}
