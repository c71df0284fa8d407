import * as v from 'valibot';
import { getAddress, isAddress, isHash, type Hash } from 'viem';
import { isRecord, readStoredJson } from '@/lib/storage/json';
import { notifyTransactionRecordsChanged } from '@/lib/transactions/transactionStorage';

/** localStorage key of the payment batches: a JSON array, newest first. */
export const PAYMENT_BATCHES_STORAGE_KEY = 'co-editions.paymentBatches';

/** Batches kept, newest first. */
const MAX_BATCHES = 20;

const address = v.pipe(v.string(), v.check((text) => isAddress(text)), v.transform((text) => getAddress(text)));
const hash = v.pipe(v.string(), v.check((text) => isHash(text)), v.transform((text) => text as Hash));
const wei = v.pipe(v.string(), v.regex(/^\d+$/));

/** Where one payment stands. `requested` is stored before the wallet is asked, so a reload reconciles it with the chain rather than paying twice. */
const paymentState = v.variant('status', [
  /** Not asked for yet, or known not to have been sent. */
  v.object({ status: v.literal('queued') }),
  /** The wallet was asked; no answer was stored. `nonce`: the account's next nonce then; `fromBlock`: the latest block then (decimal). */
  v.object({ status: v.literal('requested'), nonce: v.pipe(v.number(), v.integer(), v.minValue(0)), fromBlock: wei }),
  /** The wallet refused it: nothing was sent; it can be asked for again. */
  v.object({ status: v.literal('rejected') }),
  /** The wallet sent it: `hash` is followed like any sent transaction. */
  v.object({ status: v.literal('sent'), hash }),
  /** An atomic batch that the wallet reports failed (EIP-5792 status 4xx, 5xx): nothing was paid; `hash`, its reverted transaction if one was mined. It can be asked for again. */
  v.object({ status: v.literal('failed'), hash: v.optional(hash) }),
]);

const payment = v.object({
  /** Where the payment goes (EIP-55). */
  to: address,
  /** What the visitor typed: the address, or the ENS name that resolved to `to`. */
  label: v.pipe(v.string(), v.maxLength(300)),
  /** In the asset's smallest unit (wei for the native currency), as a decimal string. */
  amount: wei,
  state: paymentState,
});

const batch = v.object({
  /** Random, unique per batch. */
  id: v.pipe(v.string(), v.maxLength(64)),
  chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The paying account (EIP-55). */
  from: address,
  /** The native currency, or the ERC-20 token contract paid in. */
  asset: v.object({ token: v.nullable(address), symbol: v.pipe(v.string(), v.maxLength(32)), decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)) }),
  /** `atomic`: one EIP-5792 `wallet_sendCalls` under `callsId`; `sequential`: one transaction per payment. */
  path: v.picklist(['atomic', 'sequential']),
  callsId: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  /** When it was created, ms since epoch. */
  createdAt: v.number(),
  payments: v.pipe(v.array(payment), v.minLength(1), v.maxLength(50)),
});

/** A batch of payments as stored: see the schema's fields. */
export type PaymentBatch = v.InferOutput<typeof batch>;
/** One payment of a {@link PaymentBatch}. */
export type BatchPayment = PaymentBatch['payments'][number];

/** The stored batches, newest first; an entry of another shape (stored data is untrusted) is skipped. Never throws. */
export function readPaymentBatches(storage: Pick<Storage, 'getItem'>): PaymentBatch[] {
  const data = readStoredJson(storage, PAYMENT_BATCHES_STORAGE_KEY);
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => {
    const parsed = v.safeParse(batch, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

/** The stored batch `id`, read through its schema; `undefined` when there is none, or it has another shape. Never throws. */
export function readPaymentBatch(storage: Pick<Storage, 'getItem'>, id: string): PaymentBatch | undefined {
  const data = readStoredJson(storage, PAYMENT_BATCHES_STORAGE_KEY);
  const entry = Array.isArray(data) ? data.find((stored) => isRecord(stored) && stored.id === id) : undefined;
  const parsed = v.safeParse(batch, entry);
  return parsed.success ? parsed.output : undefined;
}

/** Thrown when the browser refuses to store a batch: nothing may be sent that could not be remembered. */
export class BatchStorageError extends Error {
  override name = 'BatchStorageError';
  constructor() {
    super('This browser refuses to store the batch, so it cannot be sent safely: allow storage for this site and try again.');
  }
}

/**
 * Stores `next` in place of the batch of the same id (or first), and tells
 * the views (`subscribeToTransactionRecords`). A payment already stored as
 * `sent` is never stored otherwise again: a stale copy of the batch cannot
 * make a sent payment look unsent, and so be sent twice.
 *
 * @throws BatchStorageError when storage refuses: the caller must not ask the wallet.
 */
export function savePaymentBatch(storage: Pick<Storage, 'getItem' | 'setItem'>, next: PaymentBatch): void {
  const stored = readPaymentBatches(storage);
  const previous = stored.find(({ id }) => id === next.id);
  const others = stored.filter(({ id }) => id !== next.id);
  // A payment stored as sent stays sent, whatever an older copy of the batch (another tab, a late check) says.
  const merged: PaymentBatch = {
    ...next,
    payments: next.payments.map((payment, index) => {
      const before = previous?.payments[index]?.state;
      return before?.status === 'sent' && payment.state.status !== 'sent' ? { ...payment, state: before } : payment;
    }),
  };
  try {
    storage.setItem(PAYMENT_BATCHES_STORAGE_KEY, JSON.stringify([merged, ...others].slice(0, MAX_BATCHES)));
  } catch {
    throw new BatchStorageError();
  }
  notifyTransactionRecordsChanged();
}

/** A copy of `batch` with payment `index` in `state`. */
export function withPaymentState(batch: PaymentBatch, index: number, state: BatchPayment['state']): PaymentBatch {
  return { ...batch, payments: batch.payments.map((entry, at) => (at === index ? { ...entry, state } : entry)) };
}

/** What `batch` pays in all, in its asset's smallest unit (wei for the native currency). */
export function batchTotal(batch: PaymentBatch): bigint {
  return batch.payments.reduce((total, { amount }) => total + BigInt(amount), 0n);
}

/** How many people `batch` pays: its distinct recipient addresses. */
export function batchRecipientCount(batch: PaymentBatch): number {
  return new Set(batch.payments.map(({ to }) => to.toLowerCase())).size;
}

/**
 * Where a batch's one explorer link goes, below the explorer's origin: an
 * atomic batch's one transaction (`/tx/<hash>`) once sent, else the paying
 * account's page (`/address/<from>`), which lists each of its transactions.
 */
export function batchExplorerPath(batch: PaymentBatch): string {
  const sent = batch.path === 'atomic' ? batch.payments.find(({ state }) => state.status === 'sent')?.state : undefined;
  return sent?.status === 'sent' ? `/tx/${sent.hash}` : `/address/${batch.from}`;
}
