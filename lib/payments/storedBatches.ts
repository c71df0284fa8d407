import { isRecord, readStoredJson } from '@/lib/storage/json';

/*
 * The stored payment batches read as plain JSON, without viem or their
 * schema (`paymentBatches.ts`), for the pages' first loads: whether to load
 * the batch code at all.
 */

/** Same key as `paymentBatches.ts`. */
const PAYMENT_BATCHES_STORAGE_KEY = 'co-editions.paymentBatches';

/**
 * The id of the newest stored batch of `address` on `chainId` that is not
 * done (a payment not sent yet), for `/send` to offer to continue it;
 * `undefined` when there is none. Reads the stored JSON as it is (no viem,
 * no schema); the batch itself is read through its schema when shown.
 */
export function unfinishedBatchId(storage: Pick<Storage, 'getItem'>, address: string, chainId: number): string | undefined {
  const data = readStoredJson(storage, PAYMENT_BATCHES_STORAGE_KEY);
  if (!Array.isArray(data)) return undefined;
  const found = data.find(
    (batch) =>
      isRecord(batch) &&
      typeof batch.from === 'string' &&
      batch.from.toLowerCase() === address.toLowerCase() &&
      batch.chainId === chainId &&
      Array.isArray(batch.payments) &&
      batch.payments.some((payment) => !isRecord(payment) || !isRecord(payment.state) || payment.state.status !== 'sent'),
  );
  return isRecord(found) && typeof found.id === 'string' ? found.id : undefined;
}

/**
 * The hashes of every payment of `address`'s stored batches, lower-case:
 * `/account` lists those transactions under their batch, not on their own.
 */
export function batchTransactionHashes(storage: Pick<Storage, 'getItem'>, address: string): Set<string> {
  const data = readStoredJson(storage, PAYMENT_BATCHES_STORAGE_KEY);
  const hashes = new Set<string>();
  if (!Array.isArray(data)) return hashes;
  for (const batch of data) {
    if (!isRecord(batch) || typeof batch.from !== 'string' || batch.from.toLowerCase() !== address.toLowerCase() || !Array.isArray(batch.payments)) continue;
    for (const payment of batch.payments) {
      if (isRecord(payment) && isRecord(payment.state) && typeof payment.state.hash === 'string') hashes.add(payment.state.hash.toLowerCase());
    }
  }
  return hashes;
}

/** A stored batch's id and when it was created (ms since epoch): where its entry goes among `/account`'s transactions. */
export type StoredBatchTime = { id: string; createdAt: number };

/**
 * The id and creation time of every stored batch of `address`, as stored
 * (newest first): `/account` places each batch among the single
 * transactions by time, and loads the batch entries' code only when there
 * is one. A batch without a string id or a numeric time is left out.
 */
export function paymentBatchTimes(storage: Pick<Storage, 'getItem'>, address: string): StoredBatchTime[] {
  const data = readStoredJson(storage, PAYMENT_BATCHES_STORAGE_KEY);
  if (!Array.isArray(data)) return [];
  return data.flatMap((batch) =>
    isRecord(batch) && typeof batch.from === 'string' && batch.from.toLowerCase() === address.toLowerCase() && typeof batch.id === 'string' && typeof batch.createdAt === 'number'
      ? [{ id: batch.id, createdAt: batch.createdAt }]
      : [],
  );
}
