import type { AuditException } from './auditReport';

/**
 * High or critical advisories in the production dependencies that cannot be
 * fixed upstream yet and do not reach this app, each with the reason (issue
 * #6). `npm run audit` reports them without failing; the README's
 * "Dependency advisories" section repeats every reason. Empty: none is
 * accepted.
 */
export const AUDIT_EXCEPTIONS: readonly AuditException[] = [];
