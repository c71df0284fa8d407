import { and, asc, eq, isNotNull, isNull, lte, min, ne, not, or } from 'drizzle-orm';
import { getAddress, type Address, type Hash } from 'viem';
import type { Database } from '@/lib/server/db/database';
import { chainCursors, paymentRequests, type ChainCursorRow, type PaymentRequestRow } from '@/lib/server/db/schema';
import { movePayment, setPayment, type ChainPayment } from '@/lib/server/requests/paymentLedger';
import { openAt } from '@/lib/server/requests/requestStore';

/** Requests on `chainId` that a payment could still pay at `now` (`openAt`). */
function openOn(chainId: number, now: Date) {
  return and(eq(paymentRequests.chainId, chainId), openAt(now));
}

/**
 * Who may be paid on a chain, and since when: each requester and asset
 * with an open request, and the oldest such request's creation block. The
 * exact amounts are matched in the database, when a payment to one of
 * them is seen (`attributePayment`).
 */
export type WatchedRecipient = { requester: Address; token: Address | null; createdBlock: bigint };

/**
 * The requesters and assets of the open requests of `chainId` at `now`:
 * one read per poll, of at most one row per requester and asset however
 * many requests they have (reading every request took about 80 ms of CPU
 * for 10,000 in PGlite; this, about 12).
 */
export async function watchedRecipientsOn(db: Database, chainId: number, now: Date): Promise<WatchedRecipient[]> {
  const rows = await db
    .select({ requester: paymentRequests.requester, token: paymentRequests.token, createdBlock: min(paymentRequests.createdBlock) })
    .from(paymentRequests)
    .where(openOn(chainId, now))
    .groupBy(paymentRequests.requester, paymentRequests.token);
  return rows.map((row) => ({ requester: row.requester as Address, token: row.token as Address | null, createdBlock: BigInt(row.createdBlock ?? 0) }));
}

/** The requests of `chainId` whose payment is not final yet. */
export function unfinalPaymentsOn(db: Database, chainId: number): Promise<PaymentRequestRow[]> {
  return db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.chainId, chainId), isNotNull(paymentRequests.paymentHash), not(paymentRequests.paymentFinal)));
}

/** Whether `chainId` has anything to watch at `now`: an open request, or a payment not final yet. */
export async function needsWatching(db: Database, chainId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(or(openOn(chainId, now), and(eq(paymentRequests.chainId, chainId), isNotNull(paymentRequests.paymentHash), not(paymentRequests.paymentFinal))))
    .limit(1);
  return row !== undefined;
}

/** The watcher's cursor on `chainId`, or `undefined` before its first poll there. */
export async function readCursor(db: Database, chainId: number): Promise<ChainCursorRow | undefined> {
  const [row] = await db.select().from(chainCursors).where(eq(chainCursors.chainId, chainId));
  return row;
}

/** A block by number and hash: where a cursor stands. */
export type CursorBlock = { blockNumber: bigint; blockHash: Hash };

/**
 * Moves the cursor of `chainId` from `expected` (`undefined`: it has none)
 * to `next`, only if it is still at `expected`: a second watcher of the
 * chain (a lock lost and taken over mid-range) fails here rather than
 * record a range twice.
 *
 * @returns whether the cursor moved.
 */
export async function moveCursor(db: Database, chainId: number, expected: CursorBlock | undefined, next: CursorBlock, headNumber: bigint, now: Date): Promise<boolean> {
  const values = { blockNumber: next.blockNumber, blockHash: next.blockHash.toLowerCase(), headNumber, polledAt: now };
  if (!expected) {
    const inserted = await db.insert(chainCursors).values({ chainId, ...values }).onConflictDoNothing().returning({ chainId: chainCursors.chainId });
    return inserted.length === 1;
  }
  const updated = await db
    .update(chainCursors)
    .set(values)
    .where(and(eq(chainCursors.chainId, chainId), eq(chainCursors.blockNumber, expected.blockNumber), eq(chainCursors.blockHash, expected.blockHash.toLowerCase())))
    .returning({ chainId: chainCursors.chainId });
  return updated.length === 1;
}

/** Records a completed poll of `chainId`: the latest block seen and when (`GET /api/health`). */
export async function markPolled(db: Database, chainId: number, headNumber: bigint, now: Date): Promise<void> {
  await db.update(chainCursors).set({ headNumber, polledAt: now }).where(eq(chainCursors.chainId, chainId));
}

/** A payment seen on chain that may pay a request: `amount` in the asset's smallest unit moved to `to` in `token` (`null`: native). */
export type SeenPayment = ChainPayment & { to: Address; token: Address | null; amount: bigint };

/**
 * Attributes `payment` to the oldest open request it pays exactly (same
 * requester, asset and amount; made in or before its block; not paid from
 * the requester's own address), or, when its transaction already pays a
 * request, records the block it is in now.
 *
 * @returns the request it pays now, or `undefined` when it pays none.
 */
export async function attributePayment(db: Database, chainId: number, payment: SeenPayment, now: Date): Promise<string | undefined> {
  const [already] = await db.select().from(paymentRequests).where(eq(paymentRequests.paymentHash, payment.hash.toLowerCase()));
  if (already) {
    if (already.paymentBlockHash !== payment.blockHash.toLowerCase()) await movePayment(db, already, payment, false, now);
    return already.id;
  }
  const to = getAddress(payment.to);
  const from = getAddress(payment.from);
  if (to === from) return undefined;
  // Each try takes the oldest candidate; one a report paid meanwhile is passed over for the next.
  for (;;) {
    const [candidate] = await db
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(
        and(
          openOn(chainId, now),
          eq(paymentRequests.requester, to),
          payment.token ? eq(paymentRequests.token, getAddress(payment.token)) : isNull(paymentRequests.token),
          eq(paymentRequests.amount, payment.amount.toString()),
          lte(paymentRequests.createdBlock, payment.blockNumber.toString()),
          ne(paymentRequests.requester, from),
        ),
      )
      .orderBy(asc(paymentRequests.createdAt), asc(paymentRequests.id))
      .limit(1);
    if (!candidate) return undefined;
    if (await setPayment(db, candidate.id, { ...payment, from }, 'watcher', now)) return candidate.id;
  }
}

/** The oldest creation block among `recipients`' requests: no payment before it can pay any of them. */
export function oldestCreatedBlock(recipients: readonly WatchedRecipient[]): bigint | undefined {
  return recipients.reduce<bigint | undefined>((oldest, { createdBlock }) => (oldest === undefined || createdBlock < oldest ? createdBlock : oldest), undefined);
}
