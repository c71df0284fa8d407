/**
 * How a request's payment changes, each change a line of `payment_history`
 * in the same transaction, so that the requests table shows the current
 * payment and nothing recorded or undone is lost (`docs/requests.md`).
 * Every function takes a transaction (or the database) and the time of the
 * change; none throws but the database's own errors (a second request paid
 * by one transaction is PostgreSQL's unique violation, 23505).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Address, Hash } from 'viem';
import type { Database } from '@/lib/server/db/database';
import { paymentHistory, paymentRequests, type PaymentEvent, type PaymentRequestRow, type PaymentSource } from '@/lib/server/db/schema';

/** A payment the chain shows: its transaction, who sent it (EIP-55), and its block by number and hash. */
export type ChainPayment = { hash: Hash; from: Address; blockNumber: bigint; blockHash: Hash };

/** Where a payment is now, after a finality check or a chain reorganisation: its block by number and hash. */
export type PaymentBlock = { blockNumber: bigint; blockHash: Hash };

/** Appends one line to `payment_history`. */
async function logEvent(db: Database, row: Pick<PaymentRequestRow, 'id'>, event: PaymentEvent, source: PaymentSource, payment: { hash: string; from: string; blockNumber: bigint; blockHash: string | null }, at: Date): Promise<void> {
  await db.insert(paymentHistory).values({ requestId: row.id, event, source, hash: payment.hash, payer: payment.from, blockNumber: payment.blockNumber, blockHash: payment.blockHash, at });
}

/**
 * Sets `payment` on request `id` if it has none yet, not final, and clears
 * a reorganisation's notice.
 *
 * @returns the request as updated; `undefined` when it already had a payment (or no such request).
 */
export async function setPayment(db: Database, id: string, payment: ChainPayment, source: PaymentSource, at: Date): Promise<PaymentRequestRow | undefined> {
  const [updated] = await db
    .update(paymentRequests)
    .set({ paymentHash: payment.hash.toLowerCase(), paymentFrom: payment.from, paymentBlock: payment.blockNumber, paymentBlockHash: payment.blockHash.toLowerCase(), paymentFinal: false, undoneBlock: null })
    .where(and(eq(paymentRequests.id, id), isNull(paymentRequests.paymentHash)))
    .returning();
  if (updated) await logEvent(db, updated, 'recorded', source, { ...payment, hash: payment.hash.toLowerCase(), blockHash: payment.blockHash.toLowerCase() }, at);
  return updated;
}

/** The current payment of `row` (which has one), as {@link logEvent} writes it. */
function currentPayment(row: PaymentRequestRow) {
  return { hash: row.paymentHash!, from: row.paymentFrom!, blockNumber: row.paymentBlock!, blockHash: row.paymentBlockHash };
}

/**
 * Records that the payment of `row` is now in `block` (the same
 * transaction, mined again after a reorganisation), and whether that block
 * is final.
 */
export async function movePayment(db: Database, row: PaymentRequestRow, block: PaymentBlock, final: boolean, at: Date): Promise<void> {
  const blockHash = block.blockHash.toLowerCase();
  const moved = row.paymentBlock !== block.blockNumber || row.paymentBlockHash !== blockHash;
  await db
    .update(paymentRequests)
    .set({ paymentBlock: block.blockNumber, paymentBlockHash: blockHash, paymentFinal: final })
    .where(and(eq(paymentRequests.id, row.id), eq(paymentRequests.paymentHash, row.paymentHash!)));
  const payment = { ...currentPayment(row), blockNumber: block.blockNumber, blockHash };
  if (moved) await logEvent(db, row, 'moved', 'watcher', payment, at);
  if (final) await logEvent(db, row, 'final', 'watcher', payment, at);
}

/**
 * Withdraws the payment of `row`, whose transaction the chain no longer
 * has: the request is open again (or expired or cancelled, if it became
 * so meanwhile), and remembers the block it had been seen in for its notice.
 */
export async function withdrawPayment(db: Database, row: PaymentRequestRow, at: Date): Promise<void> {
  await db
    .update(paymentRequests)
    .set({ paymentHash: null, paymentFrom: null, paymentBlock: null, paymentBlockHash: null, paymentFinal: false, undoneBlock: row.paymentBlock })
    .where(and(eq(paymentRequests.id, row.id), eq(paymentRequests.paymentHash, row.paymentHash!)));
  await logEvent(db, row, 'withdrawn', 'watcher', currentPayment(row), at);
}

/** Whether a payer has named `row`'s request for its current payment: a report recorded it, or agreed with the watcher. */
async function wasReported(db: Database, row: PaymentRequestRow): Promise<boolean> {
  const [line] = await db
    .select({ id: paymentHistory.id })
    .from(paymentHistory)
    .where(and(eq(paymentHistory.requestId, row.id), eq(paymentHistory.hash, row.paymentHash!), eq(paymentHistory.source, 'report')))
    .limit(1);
  return line !== undefined;
}

/** Notes that a payer reported the payment `row` already has (the watcher found it first): from now on, it stays with this request. */
export async function noteReport(db: Database, row: PaymentRequestRow, at: Date): Promise<void> {
  if (!(await wasReported(db, row))) await logEvent(db, row, 'reported', 'report', currentPayment(row), at);
}

/**
 * Where a payer reported a transaction that the watcher gave, unreported,
 * to another open request of the same terms (same requester, chain, asset
 * and amount: it takes the oldest), moves the payment to the reported
 * request `id`, which the payer meant, and opens the other again for the
 * next such payment. A payment any payer reported stays where it is.
 *
 * @returns whether the payment moved.
 */
export async function takeFromTwin(db: Database, id: string, hash: Hash, at: Date): Promise<boolean> {
  const [holder] = await db.select().from(paymentRequests).where(eq(paymentRequests.paymentHash, hash.toLowerCase()));
  if (!holder || holder.id === id) return false;
  const [target] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
  const twins = target && !target.paymentHash && target.requester === holder.requester && target.chainId === holder.chainId && target.token === holder.token && target.amount === holder.amount;
  if (!twins || (await wasReported(db, holder))) return false;
  await db
    .update(paymentRequests)
    .set({ paymentHash: null, paymentFrom: null, paymentBlock: null, paymentBlockHash: null, paymentFinal: false })
    .where(and(eq(paymentRequests.id, holder.id), eq(paymentRequests.paymentHash, holder.paymentHash!)));
  await logEvent(db, holder, 'withdrawn', 'report', currentPayment(holder), at);
  return true;
}
