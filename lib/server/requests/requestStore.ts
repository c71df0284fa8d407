import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Address, Hash } from 'viem';
import { MAX_OPEN_REQUESTS, type PaymentRefusalCode, type PaymentRequestJson, type PaymentRequestStatus, type RequestRefusalCode } from '@/lib/requests/paymentRequest';
import { ApiError } from '@/lib/server/apiError';
import type { Database } from '@/lib/server/db/database';
import { chainCursors, paymentRequests, type PaymentRequestRow } from '@/lib/server/db/schema';
import { noteReport, setPayment, takeFromTwin, type ChainPayment } from './paymentLedger';

/** Requests in one page of {@link listRequests}. */
const REQUESTS_PAGE_SIZE = 50;

/** A request's status at `now`. A paid one stays paid, even if it was cancelled or had expired: the money moved. */
export function requestStatus(row: PaymentRequestRow, now: Date): PaymentRequestStatus {
  if (row.paymentHash) return 'paid';
  if (row.cancelledAt) return 'cancelled';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/** A new request id: 128 random bits, base64url (22 characters), so no one can guess another's. */
function newRequestId(): string {
  return randomBytes(16).toString('base64url');
}

/** What a new request holds; amounts in the asset's smallest unit. */
export type NewPaymentRequest = {
  requester: Address;
  chainId: number;
  token: Address | null;
  amount: bigint;
  note: string | undefined;
  expiresAt: Date | null;
  /** The chain's latest block now. */
  createdBlock: bigint;
  now: Date;
};

/** Rows a payment could still pay at `now`, as `requestStatus` says `open`: none yet, not cancelled, not expired. */
export function openAt(now: Date) {
  return and(isNull(paymentRequests.paymentHash), isNull(paymentRequests.cancelledAt), or(isNull(paymentRequests.expiresAt), gt(paymentRequests.expiresAt, now)));
}

/** Rows of `requester` still open at `now`. */
function openOf(requester: Address, now: Date) {
  return and(eq(paymentRequests.requester, requester), openAt(now));
}

/**
 * Stores a new request, in one transaction with the count of the
 * requester's open ones (an advisory lock per requester keeps two
 * concurrent creations from both passing it).
 *
 * @throws {ApiError} 409 when the requester already has {@link MAX_OPEN_REQUESTS} open.
 */
export async function createRequest(db: Database, request: NewPaymentRequest): Promise<PaymentRequestRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${request.requester}))`);
    const [{ open = 0 } = {}] = await tx.select({ open: sql<number>`count(*)::int` }).from(paymentRequests).where(openOf(request.requester, request.now));
    if (open >= MAX_OPEN_REQUESTS) throw new ApiError(409, `You already have ${MAX_OPEN_REQUESTS} open requests: cancel one before you make another.`, { code: 'too-many-open' satisfies RequestRefusalCode });
    const [row] = await tx
      .insert(paymentRequests)
      .values({
        id: newRequestId(),
        requester: request.requester,
        chainId: request.chainId,
        token: request.token,
        amount: request.amount.toString(),
        note: request.note ?? null,
        createdAt: request.now,
        createdBlock: request.createdBlock.toString(),
        expiresAt: request.expiresAt,
      })
      .returning();
    if (!row) throw new Error('The new request was not stored.');
    return row;
  });
}

/** The request `id`, or `undefined`. */
export async function getRequest(db: Database, id: string): Promise<PaymentRequestRow | undefined> {
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
  return row;
}

/** A page of `requester`'s requests, newest first, and where the next page starts (`undefined` when none). */
export type RequestPage = { requests: PaymentRequestRow[]; next: string | undefined };

/** Where a page of {@link listRequests} starts: after the request made at `createdAt` with id `id`. */
export type RequestCursor = { createdAt: Date; id: string };

/** A cursor as `next` carries it, `<ISO 8601 time>~<id>`, or `undefined` for text that is not one. */
export function parseRequestCursor(text: string): RequestCursor | undefined {
  const match = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)~([\w-]{22})$/.exec(text);
  const createdAt = match ? new Date(match[1] as string) : undefined;
  return createdAt && !Number.isNaN(createdAt.getTime()) ? { createdAt, id: match![2] as string } : undefined;
}

/**
 * `requester`'s requests, newest first, {@link REQUESTS_PAGE_SIZE} at a
 * time; `before` is where the page before ended (its `next`), so that
 * requests made in the same millisecond are neither lost nor repeated.
 */
export async function listRequests(db: Database, requester: Address, before?: RequestCursor): Promise<RequestPage> {
  const rows = await db
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.requester, requester),
        before
          ? or(lt(paymentRequests.createdAt, before.createdAt), and(eq(paymentRequests.createdAt, before.createdAt), lt(paymentRequests.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
    .limit(REQUESTS_PAGE_SIZE + 1);
  const requests = rows.slice(0, REQUESTS_PAGE_SIZE);
  const last = rows.length > REQUESTS_PAGE_SIZE ? requests.at(-1) : undefined;
  return { requests, next: last ? `${last.createdAt.toISOString()}~${last.id}` : undefined };
}

/**
 * Cancels `id` for its requester.
 *
 * @throws {ApiError} 404 for an unknown id; 403 for anyone but the requester;
 *   409 when it is no longer open (paid, cancelled or expired).
 */
export async function cancelRequest(db: Database, id: string, requester: Address, now: Date): Promise<PaymentRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update');
    if (!row) throw new ApiError(404, 'No request has this id.');
    if (row.requester !== requester) throw new ApiError(403, 'Only the person who made a request can cancel it.');
    const status = requestStatus(row, now);
    if (status !== 'open') throw new ApiError(409, `The request is ${status}, so it cannot be cancelled.`, { code: 'not-open' satisfies RequestRefusalCode });
    const [cancelled] = await tx.update(paymentRequests).set({ cancelledAt: now }).where(eq(paymentRequests.id, id)).returning();
    return cancelled ?? row;
  });
}

/** Whether `error` is PostgreSQL's unique violation (23505), as `pg` and PGlite report it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Records a reported `payment` on request `id`, once: the first report of
 * a valid payment sets it (not final, with a line of history), and every
 * later report of the same transaction, or one the watcher found first,
 * gets the same request back (and the report is noted: `noteReport`). A
 * transaction the watcher gave, unreported, to an older request of the
 * same terms moves to the one reported (`takeFromTwin`). A payment for a cancelled or expired request
 * is recorded too: the money moved.
 *
 * @throws {ApiError} 404 for an unknown id; 409 when the request was paid by
 *   another transaction (`already-paid`), or this transaction already paid
 *   another request (`paid-another-request`).
 */
export async function recordPayment(db: Database, id: string, payment: ChainPayment, now: Date): Promise<PaymentRequestRow> {
  let updated: PaymentRequestRow | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      await takeFromTwin(tx, id, payment.hash, now);
      return setPayment(tx, id, payment, 'report', now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'This transaction already paid another request.', { code: 'paid-another-request' satisfies PaymentRefusalCode });
    throw error;
  }
  if (updated) return updated;
  const row = await getRequest(db, id);
  if (!row) throw new ApiError(404, 'No request has this id.');
  if (row.paymentHash?.toLowerCase() === payment.hash.toLowerCase()) {
    await noteReport(db, row, now);
    return row;
  }
  throw new ApiError(409, 'The request was already paid by another transaction.', { code: 'already-paid' satisfies PaymentRefusalCode });
}

/** The latest block the watcher saw on each chain it watches (`chain_cursors`), from which confirmations are counted. */
export async function readChainHeads(db: Database): Promise<ReadonlyMap<number, bigint>> {
  const rows = await db.select({ chainId: chainCursors.chainId, headNumber: chainCursors.headNumber }).from(chainCursors);
  return new Map(rows.map(({ chainId, headNumber }) => [chainId, headNumber]));
}

/**
 * `row` as the API answers it (`PaymentRequestJson`), its status at `now`;
 * `headNumber` is the latest block the watcher saw on the request's chain
 * (`chain_cursors`), from which a payment's confirmations are counted.
 */
export function requestJson(row: PaymentRequestRow, now: Date, headNumber?: bigint): PaymentRequestJson {
  const paymentBlock = row.paymentBlock;
  return {
    id: row.id,
    to: row.requester as Address,
    chainId: row.chainId,
    token: row.token as Address | null,
    amount: row.amount,
    ...(row.note === null ? {} : { note: row.note }),
    status: requestStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    payment:
      row.paymentHash && row.paymentFrom && paymentBlock !== null
        ? {
            hash: row.paymentHash as Hash,
            from: row.paymentFrom as Address,
            blockNumber: Number(paymentBlock),
            blockHash: row.paymentBlockHash as Hash | null,
            final: row.paymentFinal,
            confirmations: headNumber !== undefined && headNumber >= paymentBlock ? Number(headNumber - paymentBlock) + 1 : 1,
          }
        : null,
    undonePayment: !row.paymentHash && row.undoneBlock !== null ? { blockNumber: Number(row.undoneBlock) } : null,
  };
}
