/**
 * The payment request API (`pages/api/requests/*`, `docs/requests.md`) over
 * plain HTTP against the e2e build, its embedded database and the anvil
 * nodes: who may do what, malformed input refused before anything is
 * stored, and a payment recorded only when the chain shows it. No answer
 * may be a 5xx.
 */
import type { APIResponse } from '@playwright/test';
import { createWalletClient, erc20Abi, http, parseEther } from 'viem';
import { anvilAccount } from '../tooling/anvilAccounts';
import { readE2eEnv } from '../tooling/e2eEnv';
import { callTestToken, deployTestToken, e2eNodeClient, MAINNET_ID, payFromAnvil } from './fixtures/anvilNodes';
import { signInOverApi } from './fixtures/auth';
import { expect, test } from './fixtures/test';

const REQUESTER_INDEX = 39;
const PAYER_INDEX = 40;
const OTHER_INDEX = 41;

/** Asserts a JSON error answer of exactly `status`, never cached, with `code` beside the sentence when given; returns its message. */
async function errorOf(response: APIResponse, status: number, code?: string): Promise<string> {
  const text = await response.text();
  expect(response.status(), `${response.url()}: ${text.slice(0, 300)}`).toBe(status);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = JSON.parse(text) as { error?: unknown };
  expect(body).toEqual(code === undefined ? { error: expect.any(String) } : { error: expect.any(String), code });
  return body.error as string;
}

test.describe.configure({ mode: 'serial' });

test('signed out: the list and creation answer 401; anyone may read a request; an unknown id is 404; other methods 405', async ({ request, playwright, baseURL }) => {
  await errorOf(await request.get('/api/requests'), 401);
  await errorOf(await request.post('/api/requests', { data: { chainId: 1, token: null, amount: '1' } }), 401);
  await errorOf(await request.get('/api/requests/AAAAAAAAAAAAAAAAAAAAAA'), 404);
  await errorOf(await request.get('/api/requests/not-an-id'), 404);
  const wrongMethod = await request.put('/api/requests');
  await errorOf(wrongMethod, 405);
  expect(wrongMethod.headers()['allow']).toBe('GET, POST');

  await signInOverApi(request, baseURL!, REQUESTER_INDEX);
  const created = await request.post('/api/requests', { data: { chainId: 1, token: null, amount: '1000' } });
  const { id } = (await created.json()) as { id: string };
  const signedOut = await playwright.request.newContext({ baseURL });
  try {
    await errorOf(await signedOut.get('/api/requests'), 401);
    expect((await signedOut.get(`/api/requests/${id}`)).status()).toBe(200);
  } finally {
    await signedOut.dispose();
  }
});

test('a path under /api/ with no route answers 404 in JSON, whatever the method, not with the site\'s HTML page', async ({ request }) => {
  expect(await errorOf(await request.get('/api/avatar'), 404)).toBe('No API route at this path.');
  await errorOf(await request.delete('/api/nothing-here'), 404);
  // Its body is never read: malformed JSON changes nothing.
  await errorOf(await request.post('/api/requests/AAAAAAAAAAAAAAAAAAAAAA/payment/extra', { headers: { 'content-type': 'application/json' }, data: '{not json' }), 404);
});

test('creates a request for the signed-in address: its link, its EIP-681 URI, and the list', async ({ request, baseURL }) => {
  const requester = await signInOverApi(request, baseURL!, REQUESTER_INDEX);
  const created = await request.post('/api/requests', { data: { chainId: 1, token: null, amount: '50000000000000000', note: 'Cover art <b>v2</b>', expiresAt: null } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, url, uri } = (await created.json()) as { id: string; url: string; uri: string };
  expect(id).toMatch(/^[\w-]{22}$/);
  expect(url).toBe(`${baseURL}/pay/${id}`);
  expect(uri).toBe(`ethereum:${requester}@1?value=50000000000000000`);
  const read = await (await request.get(`/api/requests/${id}`)).json();
  expect(read).toEqual({
    id,
    to: requester,
    chainId: 1,
    token: null,
    amount: '50000000000000000',
    note: 'Cover art <b>v2</b>',
    status: 'open',
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    expiresAt: null,
    payment: null,
    undonePayment: null,
  });
  const { requests } = (await (await request.get('/api/requests')).json()) as { requests: Array<{ id: string; to: string }> };
  expect(requests[0]?.id).toBe(id);
  expect(requests.every(({ to }) => to === requester)).toBe(true);
});

test('malformed input gets a 400 that names the field, and stores nothing', async ({ request, baseURL }) => {
  await signInOverApi(request, baseURL!, OTHER_INDEX);
  const before = ((await (await request.get('/api/requests')).json()) as { requests: unknown[] }).requests.length;
  const bodies: Array<[unknown, RegExp]> = [
    [{ chainId: 1, token: null, amount: '0' }, /amount/],
    [{ chainId: 1, token: null, amount: String(2n ** 256n) }, /amount/],
    [{ chainId: 1, token: null, amount: 1 }, /amount/],
    [{ chainId: 5, token: null, amount: '1' }, /chainId/],
    [{ chainId: 1, token: '0x1234', amount: '1' }, /token/],
    [{ chainId: 1, token: null, amount: '1', note: 'n'.repeat(141) }, /note/],
    // PostgreSQL's text cannot hold NUL: refused before the database sees it.
    [{ chainId: 1, token: null, amount: '1', note: 'a\u0000b' }, /note/],
    [{ chainId: 1, token: null, amount: '1', expiresAt: '2020-01-01T00:00:00Z' }, /expiresAt/],
    [{ chainId: 1, token: null, amount: '1', status: 'paid' }, /status/],
  ];
  for (const [data, field] of bodies) expect(await errorOf(await request.post('/api/requests', { data }), 400)).toMatch(field);
  expect(await errorOf(await request.post('/api/requests', { data: '{"chainId":', headers: { 'content-type': 'application/json' } }), 400)).toMatch(/JSON/);
  expect(((await (await request.get('/api/requests')).json()) as { requests: unknown[] }).requests).toHaveLength(before);
});

test('a payment counts once the chain shows it: forged reports are refused, and one transaction pays one request', async ({ request, baseURL }) => {
  const requester = await signInOverApi(request, baseURL!, REQUESTER_INDEX);
  const create = async () => ((await (await request.post('/api/requests', { data: { chainId: 1, token: null, amount: parseEther('0.05').toString() } })).json()) as { id: string }).id;
  const id = await create();
  const report = (hash: string, on = id) => request.post(`/api/requests/${on}/payment`, { data: { hash } });

  expect(await errorOf(await report(`0x${'12'.repeat(32)}`), 422, 'not-found')).toMatch(/No transaction/);
  expect(await errorOf(await report(await payFromAnvil(anvilAccount(PAYER_INDEX), requester, parseEther('0.04'))), 422, 'too-little')).toMatch(/less than/);
  expect(await errorOf(await report(await payFromAnvil(anvilAccount(PAYER_INDEX), anvilAccount(OTHER_INDEX), parseEther('0.05'))), 422, 'wrong-recipient')).toMatch(/paid nothing to the requester/);
  expect(await errorOf(await report('not a hash'), 400)).toMatch(/hash/);
  expect((await (await request.get(`/api/requests/${id}`)).json()).status).toBe('open');

  const hash = await payFromAnvil(anvilAccount(PAYER_INDEX), requester, parseEther('0.05'));
  const reports = await Promise.all(Array.from({ length: 10 }, () => report(hash)));
  for (const answer of reports) expect(answer.status()).toBe(200);
  const paid = await (await request.get(`/api/requests/${id}`)).json();
  expect(paid).toMatchObject({ status: 'paid', payment: { hash, from: anvilAccount(PAYER_INDEX), blockNumber: expect.any(Number) } });
  expect(await errorOf(await report(hash, await create()), 409, 'paid-another-request')).toMatch(/another request/);
});

test('a token request is paid by a Transfer of that token, in its exact base units', async ({ request, baseURL }) => {
  const requester = await signInOverApi(request, baseURL!, REQUESTER_INDEX);
  const payer = anvilAccount(PAYER_INDEX);
  const token = await deployTestToken(MAINNET_ID, payer, { name: 'Request USD', symbol: 'RUSD', decimals: 6 });
  await callTestToken(MAINNET_ID, token, payer, { functionName: 'mint', args: [payer, 10_000_000n] });
  const created = await request.post('/api/requests', { data: { chainId: 1, token, amount: '2500000' } });
  const { id, uri } = (await created.json()) as { id: string; uri: string };
  expect(uri).toBe(`ethereum:${token}@1/transfer?address=${requester}&uint256=2500000`);
  const wallet = createWalletClient({ account: payer, transport: http(readE2eEnv().rpcUrls[MAINNET_ID], { retryCount: 0 }) });
  const hash = await wallet.writeContract({ abi: erc20Abi, address: token, functionName: 'transfer', args: [requester, 2_500_000n], chain: null });
  await e2eNodeClient(MAINNET_ID).waitForTransactionReceipt({ hash });
  const answer = await request.post(`/api/requests/${id}/payment`, { data: { hash } });
  expect(answer.status(), await answer.text()).toBe(200);
  expect((await answer.json()).status).toBe('paid');
});

test('only the requester cancels; a cancelled request is still paid when money moved to it', async ({ request, playwright, baseURL }) => {
  const requester = await signInOverApi(request, baseURL!, REQUESTER_INDEX);
  const { id } = (await (await request.post('/api/requests', { data: { chainId: 1, token: null, amount: '1000' } })).json()) as { id: string };
  const other = await playwright.request.newContext({ baseURL });
  try {
    await signInOverApi(other, baseURL!, OTHER_INDEX);
    expect(await errorOf(await other.delete(`/api/requests/${id}`), 403)).toMatch(/Only the person/);
  } finally {
    await other.dispose();
  }
  const cancelled = await request.delete(`/api/requests/${id}`);
  expect(cancelled.status()).toBe(200);
  expect((await cancelled.json()).status).toBe('cancelled');
  await errorOf(await request.delete(`/api/requests/${id}`), 409, 'not-open');
  const hash = await payFromAnvil(anvilAccount(PAYER_INDEX), requester, 1000n);
  const paid = await request.post(`/api/requests/${id}/payment`, { data: { hash } });
  expect((await paid.json()).status).toBe('paid');
});

test('GET /api/health answers 200 while the database answers', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', chains: expect.any(Object) });
});
