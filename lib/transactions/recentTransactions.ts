import type { Hash } from 'viem';
import { isRecord, readStoredJson } from '@/lib/storage/json';
import { readSentTransactions, type SentTransaction } from './sentTransactions';
import { kitStatusOf } from './transactionOutcome';
import {
  notifyTransactionRecordsChanged,
  readStoredTransactions,
  RK_TRANSACTIONS_STORAGE_KEY,
  TRANSACTION_TIMES_STORAGE_KEY,
  type StoredTransaction,
  type StoredTransactions,
} from './transactionStorage';

/** A tracked transaction with its chain and when it was added. */
export type TrackedTransaction = {
  hash: string;
  description: string;
  chainId: number;
  /** ms since epoch; `undefined` for records added before we kept times. */
  addedAt: number | undefined;
  /** What the kit's record says; `undefined` when the kit holds none (ours say more: `SentTransaction.outcome`). */
  status: StoredTransaction['status'] | undefined;
};

/** Records when a transaction was added, for ordering across chains. */
export function rememberTransactionTime(storage: Pick<Storage, 'getItem' | 'setItem'>, hash: Hash, time = Date.now()): void {
  const times = readStoredJson(storage, TRANSACTION_TIMES_STORAGE_KEY);
  const next: Record<string, number> = isRecord(times) ? (times as Record<string, number>) : {};
  next[hash] = time;
  // Keep the map bounded: at most 200 hashes, newest kept.
  const entries = Object.entries(next).sort(([, a], [, b]) => b - a).slice(0, 200);
  storage.setItem(TRANSACTION_TIMES_STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  notifyTransactionRecordsChanged();
}

/** Every tracked transaction of `address` on the given chains, newest first: ours with the kit's status, then the kit's we lack. */
export function listTrackedTransactions(
  storage: Pick<Storage, 'getItem'>,
  address: string,
  chainIds: readonly number[],
): TrackedTransaction[] {
  const timesData = readStoredJson(storage, TRANSACTION_TIMES_STORAGE_KEY);
  const times = isRecord(timesData) ? timesData : {};
  const chains = readStoredTransactions(storage)[address];
  const kitRecords = new Map<string, StoredTransaction & { chainId: number; order: number }>();
  for (const chainId of chainIds) {
    const transactions = isRecord(chains) ? chains[String(chainId)] : undefined;
    if (!Array.isArray(transactions)) continue;
    transactions.forEach((transaction, order) => {
      if (isRecord(transaction) && typeof transaction.hash === 'string') kitRecords.set(transaction.hash.toLowerCase(), { ...transaction, chainId, order });
    });
  }
  const list: (TrackedTransaction & { order: number })[] = [];
  for (const record of readSentTransactions(storage)) {
    if (record.from.toLowerCase() !== address.toLowerCase() || !chainIds.includes(record.chainId)) continue;
    const kitRecord = kitRecords.get(record.hash.toLowerCase());
    kitRecords.delete(record.hash.toLowerCase());
    list.push({ hash: record.hash, description: record.description, chainId: record.chainId, addedAt: record.sentAt, status: kitRecord?.status, order: kitRecord?.order ?? 0 });
  }
  for (const { hash, description, status, chainId, order } of kitRecords.values()) {
    const time = times[hash];
    list.push({ hash, description, chainId, status, addedAt: typeof time === 'number' ? time : undefined, order });
  }
  return list
    .sort((a, b) => (b.addedAt ?? 0) - (a.addedAt ?? 0) || a.order - b.order)
    .map(({ order: _order, ...transaction }) => transaction);
}

/**
 * The kit's records with our final outcomes applied (`kitStatusOf`). One
 * whose replacement was not found is dropped from them: the kit's statuses
 * cannot say "replaced", and it must not read "failed".
 *
 * @returns the updated data, or `undefined` when nothing changed.
 */
export function applyOutcomesToKitRecords(data: StoredTransactions, sent: readonly SentTransaction[]): StoredTransactions | undefined {
  const statuses = new Map(sent.flatMap(({ hash, outcome }) => (outcome ? [[hash.toLowerCase(), kitStatusOf(outcome) ?? 'removed'] as const] : [])));
  if (statuses.size === 0) return undefined;
  let changed = false;
  const updated: StoredTransactions = {};
  for (const [address, chains] of Object.entries(data)) {
    if (!isRecord(chains)) continue;
    updated[address] = {};
    for (const [chainId, transactions] of Object.entries(chains)) {
      if (!Array.isArray(transactions)) continue;
      updated[address][chainId] = transactions.flatMap((transaction) => {
        const status = typeof transaction?.hash === 'string' ? statuses.get(transaction.hash.toLowerCase()) : undefined;
        if (!status || status === transaction.status) return [transaction];
        changed = true;
        return status === 'removed' ? [] : [{ ...transaction, status }];
      });
    }
  }
  return changed ? updated : undefined;
}

/**
 * Fires in this tab the `storage` event browsers fire only in others, so the
 * kit's store (patched to re-read on it: `docs/dependencies.md`) shows what
 * storage holds. Does nothing on the server.
 */
function announceKitRecordsChanged(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new StorageEvent('storage', { key: RK_TRANSACTIONS_STORAGE_KEY }));
}

/** Writes our final outcomes into the kit's stored records, and tells our views and the kit's modal. */
export function syncKitRecordsWithOutcomes(storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  const data = readStoredTransactions(storage);
  const updated = applyOutcomesToKitRecords(data, readSentTransactions(storage));
  if (!updated) return;
  try {
    storage.setItem(RK_TRANSACTIONS_STORAGE_KEY, JSON.stringify(updated));
  } catch {
    // Storage full or denied: our own views still show the outcome.
    return;
  }
  notifyTransactionRecordsChanged();
  announceKitRecordsChanged();
}
