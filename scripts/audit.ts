/**
 * `npm run audit`: the dependency check of `docs/security.md`. Runs `npm audit --omit=dev
 * --json` (the production dependencies, against the npm registry's advisory
 * endpoint) and exits:
 *
 * - 0 when no high or critical advisory is left (those in
 *   `audit/exceptions.ts` are printed with their reason);
 * - 1 when one is, each printed with its package, title, range and page;
 * - 2 when npm could not get a report (e.g. a registry or mirror that
 *   answers the advisory endpoint with 405), or with
 *   `--allow-unavailable` 0 and a warning: `.ci/run` passes that flag, as
 *   the build machines' registry has no advisory endpoint, so CI fails on
 *   a real advisory and says loudly when it could not look.
 *
 * It asks the network (the registry), so it is not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { AuditOutputError, readAuditReport, type AuditFinding } from './audit/auditReport';
import { AUDIT_EXCEPTIONS } from './audit/exceptions';

/** Runs `npm audit --omit=dev --json` and resolves with its stdout (npm exits 1 both for findings and for errors). */
function runNpmAudit(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(stdout));
  });
}

function describe(finding: AuditFinding): string {
  const fix = finding.fixAvailable ? 'fix available (npm audit fix)' : 'no fix available';
  return `  ${finding.severity.toUpperCase()} ${finding.packageName} ${finding.range}: ${finding.title}\n    ${finding.url} (${fix})`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'allow-unavailable': { type: 'boolean', default: false } } });
  const reading = readAuditReport(await runNpmAudit(), AUDIT_EXCEPTIONS);

  if (reading.kind === 'unavailable') {
    const message = `npm audit --omit=dev could not get a report from the registry: ${reading.reason}`;
    if (values['allow-unavailable']) {
      console.warn(`[audit] WARNING: ${message}\n[audit] No advisory was checked. Run \`npm run audit\` where the registry answers before a deploy.`);
      return 0;
    }
    console.error(`[audit] ${message}`);
    return 2;
  }

  const { counts, failing, excepted } = reading;
  console.log(
    `[audit] Production dependencies: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low, ${counts.info} info.`,
  );
  for (const finding of excepted) console.log(`[audit] Accepted (scripts/audit/exceptions.ts):\n${describe(finding)}\n    Why: ${finding.reason}`);
  if (failing.length > 0) {
    console.error(`[audit] FAIL: ${failing.length} high or critical advisor${failing.length === 1 ? 'y' : 'ies'}:\n${failing.map(describe).join('\n')}`);
    return 1;
  }
  console.log('[audit] PASS: no high or critical advisory.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof AuditOutputError ? `[audit] ${error.message}` : error);
    process.exit(2);
  },
);
