import type { Hash } from 'viem';
import { isRecord, readStoredJson } from '@/lib/storage/json';
import { readSentTransactions, type SentTransaction } from './sentTransactions';
import { kitStatusOf } from './transactionOutcome';
import { readStoredTransactions, RK_TRANSACTIONS_STORAGE_KEY, TRANSACTION_TIMES_STORAGE_KEY, TRANSACTIONS_CHANGED_EVENT, type StoredTransaction, type StoredTransactions } from './transactionStorage';

export {
  readStoredTransactions,
  RK_TRANSACTIONS_STORAGE_KEY,
  TRANSACTIONS_CHANGED_EVENT,
  type StoredTransaction,
  type StoredTransactions,
} from './transactionStorage';

/** Finished transactions kept per address and chain. */
const MAX_FINISHED_TRANSACTIONS = 10;

/** A tracked transaction with its chain and when it was added. */
export type TrackedTransaction = StoredTransaction & {
  chainId: number;
  /** ms since epoch; `undefined` for records added before we kept times. */
  addedAt: number | undefined;
};

/**
 * Keeps at most `max` finished (confirmed or failed) records per address and
 * chain, newest first, and every pending one. RainbowKit 2.2.11 keeps 11
 * (its filter counts `n++ <= 10`); we keep 10.
 *
 * @returns the trimmed data, or `undefined` when nothing had to go.
 */
export function trimFinishedTransactions(
  data: StoredTransactions,
  max: number = MAX_FINISHED_TRANSACTIONS,
): StoredTransactions | undefined {
  let changed = false;
  const trimmed: StoredTransactions = {};
  for (const [address, chains] of Object.entries(data)) {
    if (!isRecord(chains)) continue;
    trimmed[address] = {};
    for (const [chainId, transactions] of Object.entries(chains)) {
      if (!Array.isArray(transactions)) continue;
      let finished = 0;
      const kept = transactions.filter((transaction) => transaction.status === 'pending' || ++finished <= max);
      if (kept.length !== transactions.length) changed = true;
      trimmed[address][chainId] = kept;
    }
  }
  return changed ? trimmed : undefined;
}

/** Records when a transaction was added, for ordering across chains. */
export function rememberTransactionTime(storage: Pick<Storage, 'getItem' | 'setItem'>, hash: Hash, time = Date.now()): void {
  const times = readStoredJson(storage, TRANSACTION_TIMES_STORAGE_KEY);
  const next: Record<string, number> = isRecord(times) ? (times as Record<string, number>) : {};
  next[hash] = time;
  // Keep the map bounded: at most 200 hashes, newest kept.
  const entries = Object.entries(next).sort(([, a], [, b]) => b - a).slice(0, 200);
  storage.setItem(TRANSACTION_TIMES_STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
}

/**
 * Every tracked transaction of `address` on the given chains, newest first:
 * by the time we recorded, then by the kit's own per-chain order.
 */
export function listTrackedTransactions(
  storage: Pick<Storage, 'getItem'>,
  address: string,
  chainIds: readonly number[],
): TrackedTransaction[] {
  const data = readStoredTransactions(storage);
  const timesData = readStoredJson(storage, TRANSACTION_TIMES_STORAGE_KEY);
  const times = isRecord(timesData) ? timesData : {};
  const chains = data[address];
  if (!isRecord(chains)) return [];
  const list: (TrackedTransaction & { order: number })[] = [];
  for (const chainId of chainIds) {
    const transactions = chains[String(chainId)];
    if (!Array.isArray(transactions)) continue;
    transactions.forEach((transaction, order) => {
      const time = times[transaction.hash];
      list.push({ ...transaction, chainId, addedAt: typeof time === 'number' ? time : undefined, order });
    });
  }
  return list
    .sort((a, b) => (b.addedAt ?? 0) - (a.addedAt ?? 0) || a.order - b.order)
    .map(({ order: _order, ...transaction }) => transaction);
}

/**
 * The kit's records with our final outcomes applied (`kitStatusOf`): a
 * sped-up transaction `confirmed`; a cancelled, replaced or dropped one
 * `failed`, whatever the kit last wrote for its hash.
 *
 * @returns the updated data, or `undefined` when nothing changed.
 */
export function applyOutcomesToKitRecords(data: StoredTransactions, sent: readonly SentTransaction[]): StoredTransactions | undefined {
  const statuses = new Map(sent.flatMap(({ hash, outcome }) => (outcome ? [[hash.toLowerCase(), kitStatusOf(outcome)] as const] : [])));
  if (statuses.size === 0) return undefined;
  let changed = false;
  const updated: StoredTransactions = {};
  for (const [address, chains] of Object.entries(data)) {
    if (!isRecord(chains)) continue;
    updated[address] = {};
    for (const [chainId, transactions] of Object.entries(chains)) {
      if (!Array.isArray(transactions)) continue;
      updated[address][chainId] = transactions.map((transaction) => {
        const status = typeof transaction?.hash === 'string' ? statuses.get(transaction.hash.toLowerCase()) : undefined;
        if (!status || status === transaction.status) return transaction;
        changed = true;
        return { ...transaction, status };
      });
    }
  }
  return changed ? updated : undefined;
}

const installed = new WeakSet<object>();

/**
 * Wraps the `setItem` of this storage object (not of `Storage.prototype`)
 * so that every write of the kit's records ({@link RK_TRANSACTIONS_STORAGE_KEY})
 * 1. carries our final outcomes ({@link applyOutcomesToKitRecords}): the
 *    kit follows a hash's receipt, so it would call a cancelled transaction
 *    confirmed (viem hands it the replacement's receipt) and wait forever on
 *    one replaced while the page was closed;
 * 2. keeps {@link MAX_FINISHED_TRANSACTIONS}: RainbowKit 2.2.11 keeps 11
 *    finished transactions per address and chain (off by one).
 *
 * RainbowKit exports no hook to observe or update its store, so the one
 * reliable place is the write itself; the kit re-reads storage before each
 * update, on each page load and, patched, on a `storage` event for its key
 * (`patches/@rainbow-me+rainbowkit+2.2.11.patch`). After each such write it
 * fires {@link TRANSACTIONS_CHANGED_EVENT} on `window`, so views of the
 * records update in this tab (other tabs get the browser's `storage`
 * event), and, when the records it stored differ from what the kit wrote,
 * {@link announceKitRecordsChanged}, so the kit's memory follows too.
 * Idempotent; other keys pass through untouched.
 */
export function installKitTransactionStorage(storage: Storage): void {
  if (installed.has(storage)) return;
  installed.add(storage);
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key: string, value: string) => {
    if (key !== RK_TRANSACTIONS_STORAGE_KEY) return setItem(key, value);
    let data: unknown;
    try {
      data = JSON.parse(value);
    } catch {
      return setItem(key, value);
    }
    if (isRecord(data)) {
      const withOutcomes = applyOutcomesToKitRecords(data as StoredTransactions, readSentTransactions(storage)) ?? (data as StoredTransactions);
      const trimmed = trimFinishedTransactions(withOutcomes) ?? withOutcomes;
      setItem(key, trimmed === data ? value : JSON.stringify(trimmed));
      // The kit keeps what it wrote in memory: have it read what was stored.
      if (trimmed !== data) announceKitRecordsChanged();
    } else {
      setItem(key, value);
    }
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(TRANSACTIONS_CHANGED_EVENT));
  };
}

/**
 * Fires on `window` the `storage` event the browser fires in other tabs
 * when the kit's records ({@link RK_TRANSACTIONS_STORAGE_KEY}) change, for
 * this tab: RainbowKit's transaction store, patched to re-read its records
 * on it (`patches/@rainbow-me+rainbowkit+2.2.11.patch`), then shows in its
 * Account modal what storage holds, and stops following a hash that is no
 * longer pending there. Does nothing on the server.
 */
function announceKitRecordsChanged(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new StorageEvent('storage', { key: RK_TRANSACTIONS_STORAGE_KEY }));
}

/**
 * Writes our final outcomes into the kit's stored records now, through
 * the wrapper of {@link installKitTransactionStorage} when installed, and
 * has the kit re-read them ({@link announceKitRecordsChanged}), so its
 * Account modal shows them at once.
 */
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
  announceKitRecordsChanged();
}
