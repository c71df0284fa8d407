import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Address, Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_REQUESTS } from '@/lib/requests/paymentRequest';
import { ApiError } from '@/lib/server/apiError';
import { eq } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '@/lib/server/db/database';
import { paymentHistory } from '@/lib/server/db/schema';
import { cancelRequest, createRequest, getRequest, listRequests, parseRequestCursor, recordPayment, requestStatus, type NewPaymentRequest } from './requestStore';

const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const T0 = new Date('2026-11-27T12:00:00Z');

const hashOf = (n: number): Hash => `0x${n.toString(16).padStart(64, '0')}`;

/** A request of `requester` for 0.05 ETH on chain 1, made at `now`. */
function newRequest(requester: Address, now = T0, extra: Partial<NewPaymentRequest> = {}): NewPaymentRequest {
  return { requester, chainId: 1, token: null, amount: 50_000_000_000_000_000n, note: undefined, expiresAt: null, createdBlock: 10n, now, ...extra };
}

/** The status and `code` of the {@link ApiError} `run()` throws. */
async function refusalOf(run: () => Promise<unknown>): Promise<{ status: number; code: string | undefined }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('no error');
}

describe('payment requests in the database (PGlite)', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps exact amounts, and lists a requester’s own requests newest first, 50 at a time', async () => {
    const { db } = database;
    const huge = 2n ** 256n - 1n;
    const first = await createRequest(db, newRequest(BOB, T0, { amount: huge, note: 'for the cover art', token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }));
    expect(first.id).toMatch(/^[\w-]{22}$/);
    expect(await getRequest(db, first.id)).toMatchObject({ amount: huge.toString(), note: 'for the cover art', requester: BOB, createdBlock: '10' });
    for (let n = 1; n <= 50; n++) await createRequest(db, newRequest(BOB, new Date(T0.getTime() + n * 1000)));
    await createRequest(db, newRequest(ALICE));
    const page = await listRequests(db, BOB);
    expect(page.requests).toHaveLength(50);
    expect(page.requests[0]?.createdAt).toEqual(new Date(T0.getTime() + 50_000));
    expect(page.requests.every(({ requester }) => requester === BOB)).toBe(true);
    const rest = await listRequests(db, BOB, parseRequestCursor(page.next!));
    expect(rest).toEqual({ requests: [expect.objectContaining({ id: first.id })], next: undefined });
  });

  it('pages through requests made in the same millisecond without losing or repeating one', async () => {
    const { db } = database;
    const same: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
    const at = new Date(T0.getTime() + 5_000_000);
    const made = new Set<string>();
    for (let n = 0; n < 55; n++) made.add((await createRequest(db, newRequest(same, at))).id);
    const first = await listRequests(db, same);
    const second = await listRequests(db, same, parseRequestCursor(first.next!));
    const seen = [...first.requests, ...second.requests].map(({ id }) => id);
    expect(seen).toHaveLength(55);
    expect(new Set(seen)).toEqual(made);
    expect(second.next).toBeUndefined();
    expect(parseRequestCursor('2026-11-27T12:00:00.000Z')).toBeUndefined();
  });

  it(`allows ${MAX_OPEN_REQUESTS} open requests per address; a cancelled or expired one frees its place`, async () => {
    const { db } = database;
    const owner: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    const made = [];
    for (let n = 0; n < MAX_OPEN_REQUESTS - 1; n++) made.push(await createRequest(db, newRequest(owner)));
    const expiring = await createRequest(db, newRequest(owner, T0, { expiresAt: new Date(T0.getTime() + 60_000) }));
    expect(await refusalOf(() => createRequest(db, newRequest(owner)))).toEqual({ status: 409, code: 'too-many-open' });
    // A minute later the expiring one no longer counts.
    const later = new Date(T0.getTime() + 60_000);
    expect(requestStatus(expiring, later)).toBe('expired');
    await createRequest(db, newRequest(owner, later));
    expect(await refusalOf(() => createRequest(db, newRequest(owner, later)))).toEqual({ status: 409, code: 'too-many-open' });
    await cancelRequest(db, made[0]!.id, owner, later);
    await createRequest(db, newRequest(owner, later));
  });

  it('lets only the requester cancel an open request', async () => {
    const { db } = database;
    const request = await createRequest(db, newRequest(ALICE));
    expect((await refusalOf(() => cancelRequest(db, request.id, BOB, T0))).status).toBe(403);
    expect((await refusalOf(() => cancelRequest(db, 'no-such-request-id-xxxx', ALICE, T0))).status).toBe(404);
    const cancelled = await cancelRequest(db, request.id, ALICE, T0);
    expect(requestStatus(cancelled, T0)).toBe('cancelled');
    expect(await refusalOf(() => cancelRequest(db, request.id, ALICE, T0))).toEqual({ status: 409, code: 'not-open' });
  });

  it('records a payment once under ten concurrent reports, and one transaction pays one request', async () => {
    const { db } = database;
    const request = await createRequest(db, newRequest(ALICE));
    const payment = { hash: hashOf(1), from: BOB, blockNumber: 12n, blockHash: hashOf(0xb12) };
    const reports = await Promise.all(Array.from({ length: 10 }, () => recordPayment(db, request.id, payment, T0)));
    expect(new Set(reports.map(({ paymentHash }) => paymentHash))).toEqual(new Set([hashOf(1)]));
    // Not final until the watcher sees its block finalized; one line of history for ten reports.
    expect(reports[0]).toMatchObject({ paymentFinal: false, paymentBlockHash: hashOf(0xb12) });
    expect(await db.select().from(paymentHistory).where(eq(paymentHistory.requestId, request.id))).toMatchObject([{ event: 'recorded', source: 'report', hash: hashOf(1), blockNumber: 12n }]);
    expect(requestStatus(reports[0]!, T0)).toBe('paid');
    const other = await createRequest(db, newRequest(ALICE));
    expect(await refusalOf(() => recordPayment(db, other.id, payment, T0))).toEqual({ status: 409, code: 'paid-another-request' });
    expect(await refusalOf(() => recordPayment(db, request.id, { ...payment, hash: hashOf(2) }, T0))).toEqual({ status: 409, code: 'already-paid' });
    expect((await refusalOf(() => recordPayment(db, 'no-such-request-id-xxxx', { ...payment, hash: hashOf(3) }, T0))).status).toBe(404);
  });

  it('records a payment for a cancelled request: the money moved', async () => {
    const { db } = database;
    const request = await createRequest(db, newRequest(ALICE));
    await cancelRequest(db, request.id, ALICE, T0);
    const paid = await recordPayment(db, request.id, { hash: hashOf(4), from: BOB, blockNumber: 13n, blockHash: hashOf(0xb13) }, T0);
    expect(requestStatus(paid, T0)).toBe('paid');
    expect(paid.paymentBlock).toBe(13n);
  });

  it('refuses a note over 140 characters and a zero amount in the database itself', async () => {
    const { db } = database;
    await expect(createRequest(db, newRequest(ALICE, T0, { note: 'x'.repeat(141) }))).rejects.toThrow();
    await expect(createRequest(db, newRequest(ALICE, T0, { amount: 0n }))).rejects.toThrow();
  });
});

describe('the embedded database on disk', () => {
  it('keeps every request across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'co-editions-db-'));
    try {
      const before = await openDatabase({ kind: 'embedded', dataDir });
      const request = await createRequest(before.db, newRequest(ALICE));
      await before.close();
      const after = await openDatabase({ kind: 'embedded', dataDir });
      expect(await getRequest(after.db, request.id)).toEqual(request);
      await after.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
