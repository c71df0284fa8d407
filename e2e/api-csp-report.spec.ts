/**
 * `POST /api/csp-report`, where browsers send Content-Security-Policy
 * violations (`docs/security.md`): both wire formats are read and logged as
 * one bounded line each; anything else gets a 4xx with a JSON reason, never
 * a 5xx. A real browser's report is tested in e2e/csp.spec.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CSP_REPORT_PATH } from '../lib/security/securityHeaders';
import { serverLogLines } from './fixtures/serverLog';
import { expect, test } from './fixtures/test';

/** POSTs `body` (a string, sent as is) with `contentType`, and any extra headers. */
function postReport(request: APIRequestContext, contentType: string, body: string, headers: Record<string, string> = {}) {
  return request.post(CSP_REPORT_PATH, { headers: { 'content-type': contentType, ...headers }, data: body });
}

/** A `report-uri` body whose blocked URL's path carries `marker`, with a query that must not be logged. */
function legacyReport(marker: string): string {
  return JSON.stringify({
    'csp-report': {
      'document-uri': 'http://127.0.0.1/send',
      'effective-directive': 'script-src-elem',
      'blocked-uri': `https://blocked.example/${marker}.js?token=SECRET-QUERY`,
      'original-policy': "default-src 'self'",
      'script-sample': 'SECRET-SAMPLE',
      disposition: 'enforce',
    },
  });
}

test('a report-uri report is answered 204 and logged as one line, without its query or sample', async ({ request }) => {
  const marker = `legacy-${randomUUID()}`;
  const answer = await postReport(request, 'application/csp-report', legacyReport(marker));
  expect(answer.status()).toBe(204);
  await expect.poll(() => serverLogLines(marker)).toHaveLength(1);
  const [line] = serverLogLines(marker);
  expect(line).toContain('"directive":"script-src-elem"');
  expect(line).toContain(`"blocked":"https://blocked.example/${marker}.js"`);
  expect(line).not.toContain('SECRET');
});

test('a Reporting API batch is answered 204 and each csp-violation logged', async ({ request }) => {
  const marker = `batch-${randomUUID()}`;
  const report = (index: number) => ({
    type: 'csp-violation',
    age: 0,
    url: 'http://127.0.0.1/',
    body: { documentURL: 'http://127.0.0.1/', effectiveDirective: 'connect-src', blockedURL: `https://blocked.example/${marker}/${index}`, disposition: 'enforce' },
  });
  const answer = await postReport(request, 'application/reports+json', JSON.stringify([report(1), report(2)]));
  expect(answer.status()).toBe(204);
  await expect.poll(() => serverLogLines(marker)).toHaveLength(2);
});

test('browsers post reports from wherever the violation arose, so a cross-site report is taken', async ({ request }) => {
  const answer = await postReport(request, 'application/csp-report', legacyReport(`cross-${randomUUID()}`), {
    'sec-fetch-site': 'cross-site',
    origin: 'https://elsewhere.example',
  });
  expect(answer.status()).toBe(204);
});

test('GET answers 405 with Allow: POST', async ({ request }) => {
  const answer = await request.get(CSP_REPORT_PATH);
  expect(answer.status()).toBe(405);
  expect(answer.headers().allow).toBe('POST');
  expect(await answer.json()).toEqual({ error: expect.any(String) });
});

test('another media type answers 415, a body over 16 KiB 413, and JSON without a report 400, each with a JSON reason', async ({ request }) => {
  const unsupported = await postReport(request, 'text/plain', legacyReport('x'));
  expect(unsupported.status()).toBe(415);
  expect((await unsupported.json()).error).toContain('application/csp-report');

  const huge = await postReport(request, 'application/csp-report', JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(17 * 1024) } }));
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toEqual({ error: expect.stringContaining('16384 bytes') });

  const noReport = await postReport(request, 'application/json', '{"hello":"world"}');
  expect(noReport.status()).toBe(400);
  expect(await noReport.json()).toEqual({ error: expect.stringContaining('no CSP violation report') });
});

test('500 junk bodies of every accepted type: never a 5xx, each a 400 with a JSON reason', async ({ request }) => {
  // None of these is a report, so none is logged: the log's per-minute
  // budget stays for the tests that look for their line.
  const types = ['application/csp-report', 'application/reports+json', 'application/json'];
  const junk = (index: number): string => {
    switch (index % 6) {
      case 0:
        return `\u0000${randomBytes(1 + (index % 300)).toString('latin1')}`;
      case 1:
        return JSON.stringify({ 'csp-report': [index], 'document-uri': 'x' });
      case 2:
        return `[${'{"type":"csp-violation","body":'.repeat(1 + (index % 50))}`;
      case 3:
        return JSON.stringify(Array.from({ length: index % 40 }, () => ({ type: 'deprecation', body: { blockedURL: randomBytes(20).toString('base64') } })));
      case 4:
        return '{"__proto__":{"csp-report":{}},"constructor":{"prototype":{"csp-report":{}}}}';
      default:
        return ['null', '""', '0', 'true', '[]', '{}', ' '][index % 7] ?? 'null';
    }
  };
  for (let index = 0; index < 500; index += 1) {
    const answer = await postReport(request, types[index % types.length] ?? 'application/json', junk(index));
    expect(answer.status(), `body ${index}`).toBe(400);
    expect(await answer.json(), `body ${index}`).toEqual({ error: expect.any(String) });
  }
});
