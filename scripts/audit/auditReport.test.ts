import { describe, expect, it } from 'vitest';
import { AuditOutputError, readAuditReport } from './auditReport';

/** What npm 11 prints here, where the registry answers the advisory endpoint with 405. */
const UNAVAILABLE = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.invalid/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.invalid/-/npm/v1/security/advisories/bulk',
  headers: { allow: ['GET,HEAD'] },
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

const NEXT_ADVISORY = {
  source: 1101,
  name: 'next',
  dependency: 'next',
  title: 'Next.js middleware authorisation bypass',
  url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
  severity: 'critical',
  cwe: ['CWE-285'],
  cvss: { score: 9.1, vectorString: null },
  range: '>=16.0.0 <16.4.7',
};

/** An `npm audit --json` report (auditReportVersion 2) in npm's shape. */
function report(overrides: { nextVia?: unknown[]; nextFix?: unknown } = {}) {
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {
      next: {
        name: 'next',
        severity: 'critical',
        isDirect: true,
        via: overrides.nextVia ?? [NEXT_ADVISORY],
        effects: ['@rainbow-me/rainbowkit'],
        range: '16.0.0 - 16.4.6',
        nodes: ['node_modules/next'],
        fixAvailable: overrides.nextFix ?? { name: 'next', version: '16.4.7', isSemVerMajor: false },
      },
      '@rainbow-me/rainbowkit': {
        name: '@rainbow-me/rainbowkit',
        severity: 'critical',
        isDirect: true,
        // A package that is only vulnerable through another names it as a string.
        via: ['next'],
        effects: [],
        range: '*',
        nodes: ['node_modules/@rainbow-me/rainbowkit'],
        fixAvailable: true,
      },
      cookie: {
        name: 'cookie',
        severity: 'low',
        isDirect: false,
        via: [{ ...NEXT_ADVISORY, name: 'cookie', title: 'cookie name parsing', url: 'https://github.com/advisories/GHSA-low', severity: 'low', range: '<0.7.0' }],
        effects: [],
        range: '<0.7.0',
        nodes: ['node_modules/cookie'],
        fixAvailable: true,
      },
    },
    metadata: {
      vulnerabilities: { info: 0, low: 1, moderate: 0, high: 0, critical: 2, total: 3 },
      dependencies: { prod: 420, dev: 0, optional: 30, peer: 0, peerOptional: 0, total: 450 },
    },
  });
}

describe('readAuditReport', () => {
  it('reads the registry error npm prints when the advisory endpoint refuses as unavailable, with its reason', () => {
    expect(readAuditReport(UNAVAILABLE)).toEqual({
      kind: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.invalid/-/npm/v1/security/advisories/bulk',
    });
  });

  it('fails on a critical advisory once, however many packages pull it in, and ignores low ones', () => {
    const reading = readAuditReport(report());
    expect(reading).toEqual({
      kind: 'report',
      counts: { info: 0, low: 1, moderate: 0, high: 0, critical: 2 },
      failing: [
        {
          packageName: 'next',
          title: 'Next.js middleware authorisation bypass',
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          severity: 'critical',
          range: '>=16.0.0 <16.4.7',
          fixAvailable: true,
        },
      ],
      excepted: [],
    });
  });

  it('says when no fix is available', () => {
    const reading = readAuditReport(report({ nextFix: false }));
    expect(reading.kind === 'report' && reading.failing.map((finding) => finding.fixAvailable)).toEqual([false]);
  });

  it('accepts an excepted advisory with its reason instead of failing', () => {
    const reason = 'Only the middleware is affected, and the app has none.';
    const reading = readAuditReport(report(), [{ url: NEXT_ADVISORY.url, reason }]);
    expect(reading.kind === 'report' && reading.failing).toEqual([]);
    expect(reading.kind === 'report' && reading.excepted.map((finding) => [finding.url, finding.reason])).toEqual([[NEXT_ADVISORY.url, reason]]);
  });

  it('passes a report with only moderate and lower advisories', () => {
    const reading = readAuditReport(report({ nextVia: [{ ...NEXT_ADVISORY, severity: 'moderate' }] }));
    expect(reading.kind === 'report' && reading.failing).toEqual([]);
  });

  it('throws AuditOutputError for output that is not JSON or not a known shape', () => {
    expect(() => readAuditReport('npm error code ENOTFOUND')).toThrow(AuditOutputError);
    expect(() => readAuditReport('[]')).toThrow(/not an object/);
    expect(() => readAuditReport(JSON.stringify({ auditReportVersion: 1, advisories: {} }))).toThrow(/auditReportVersion 1/);
  });
});
