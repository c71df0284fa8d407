/**
 * Malformed request targets, sent byte for byte (`tooling/rawHttp.ts`), to
 * `next start` and to the shipped proxy (`deploy/nginx.conf`) in front of
 * it: every answer is a 4xx that carries the security headers
 * (`docs/security.md`), whichever layer wrote it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getFreePort } from '../tooling/anvil';
import { startNginx, type NginxProxy } from '../tooling/nginx';
import { rawGet, type RawResponse } from '../tooling/rawHttp';
import { expect, test } from './fixtures/test';


let proxy: NginxProxy;
let prefix: string;

test.beforeAll(async ({ baseURL }) => {
  prefix = mkdtempSync(path.join(os.tmpdir(), 'co-editions-nginx-'));
  proxy = await startNginx({ upstreamPorts: [Number(new URL(baseURL!).port)], port: await getFreePort(), prefix });
});

test.afterAll(async () => {
  await proxy?.process.stop();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** Asserts the headers every response must carry: a CSP with `frame-ancestors`, nosniff, a referrer policy, COOP. */
function expectSecurityHeaders({ status, headers }: RawResponse, where: string): void {
  expect(status, where).toBeGreaterThanOrEqual(400);
  expect(status, where).toBeLessThan(500);
  expect(headers['content-security-policy'], where).toMatch(/frame-ancestors /);
  expect(headers['content-security-policy'], where).toMatch(/default-src /);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBeTruthy();
  expect(headers['cross-origin-opener-policy'], where).toBeTruthy();
}

/** Targets Next.js itself reads (Node's HTTP parser lets them through). */
const SEEN_BY_NEXT: readonly [name: string, target: string][] = [
  ['a bad percent-escape under /api/avatar/', '/api/avatar/%zz'],
  ['a bad percent-escape in a page path', '/%zz'],
  ['a bad percent-escape in an API route', '/api/auth/%E0%A4%A'],
  ['an escaped NUL', '/api/avatar/%00.eth'],
  ['an escaped CR LF', '/api/avatar/a%0d%0aSet-Cookie:%20x=1'],
  ['a long path (8 KB)', `/${'a'.repeat(8 * 1024)}`],
  ['a bad percent-escape under /_next/static/', '/_next/static/chunks/%zz.js'],
  ['a bad percent-escape in a data route', '/_next/data/build/%zz.json'],
];

/** Targets the HTTP parser refuses before any application code: raw control bytes, and a request line longer than its buffers. */
const REFUSED_BY_THE_PARSER: readonly [name: string, target: string][] = [
  ['a raw NUL', '/api/avatar/a\u0000b'],
  // A raw CR LF would end the request line instead: the target's own header lines are then the request's.
  ['a raw CR', '/api/avatar/a\rX-Injected: 1'],
  ['an overlong path (64 KB)', `/${'a'.repeat(64 * 1024)}`],
];

for (const [name, target] of SEEN_BY_NEXT) {
  test(`next start: ${name} gets a 4xx with the security headers`, async ({ baseURL }) => {
    expectSecurityHeaders(await rawGet(Number(new URL(baseURL!).port), target), name);
  });
}

for (const [name, target] of [...SEEN_BY_NEXT, ...REFUSED_BY_THE_PARSER]) {
  test(`the proxy: ${name} gets a 4xx with the security headers`, async () => {
    expectSecurityHeaders(await rawGet(Number(new URL(proxy.baseUrl).port), target, '127.0.0.1'), name);
  });
}

/** `fetch`'s answer as a {@link RawResponse}. */
async function answerOf(response: Response): Promise<RawResponse> {
  await response.body?.cancel();
  return { status: response.status, headers: Object.fromEntries(response.headers) };
}

test('next start: a sign-in body over its 8 KB limit gets 413 with the security headers', async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/api/auth/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(9 * 1024) });
  const answer = await answerOf(response);
  expect(answer.status).toBe(413);
  expectSecurityHeaders(answer, '413 from the app');
});

test('the proxy: a CSP report over its 16 KB limit gets nginx\'s own 413 with the security headers', async () => {
  const response = await fetch(`${proxy.baseUrl}/api/csp-report`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: 'x'.repeat(32 * 1024) });
  const answer = await answerOf(response);
  expect(answer.status).toBe(413);
  expect(answer.headers['server']).toMatch(/^nginx/);
  expectSecurityHeaders(answer, '413 from nginx');
});
