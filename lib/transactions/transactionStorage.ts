import { isRecord, readStoredJson } from '@/lib/storage/json';

/*
 * Where the transaction records live, and the kit's records read as they
 * are: the part the header's account button needs (its pending ring), in
 * every page's first load, so nothing here imports viem.
 */

/** localStorage key where RainbowKit keeps recent transactions. */
export const RK_TRANSACTIONS_STORAGE_KEY = 'rk-transactions';

/** localStorage key where we keep when each transaction was added, in ms since epoch, by hash. */
export const TRANSACTION_TIMES_STORAGE_KEY = 'co-editions.transactionTimes';

/** localStorage key of our records of sent transactions (`sentTransactions.ts`): a JSON array, newest first. */
export const SENT_TRANSACTIONS_STORAGE_KEY = 'co-editions.sentTransactions';

/** A transaction record as the kit stores it. */
export type StoredTransaction = {
  hash: string;
  description: string;
  status: 'pending' | 'confirmed' | 'failed';
  confirmations?: number;
};

/** The kit's stored shape: address → chain id → records, newest first. */
export type StoredTransactions = Record<string, Record<string, StoredTransaction[] | undefined>>;

/** Reads the kit's records, dropping anything that is not of its shape. */
export function readStoredTransactions(storage: Pick<Storage, 'getItem'>): StoredTransactions {
  const data = readStoredJson(storage, RK_TRANSACTIONS_STORAGE_KEY);
  return isRecord(data) ? (data as StoredTransactions) : {};
}

/** Finished records the kit keeps per address and chain (its `MAX_COMPLETED_TRANSACTIONS`, patched to mean 10). */
const KIT_FINISHED_RECORDS = 10;

/**
 * Puts a sent transaction at the top of the kit's stored records for
 * `address` on `chainId`, pending, in the kit's own shape: for when the kit
 * has not loaded yet. The kit follows stored pending records once it
 * mounts, as after a reload, and the record outlasts the visitor leaving
 * the page before the kit's code is in. Storage that refuses keeps nothing.
 */
export function addPendingKitRecord(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  { address, chainId, hash, description }: { address: string; chainId: number; hash: string; description: string },
): void {
  const data = readStoredTransactions(storage);
  const byChain = data[address] ?? {};
  const others = (byChain[String(chainId)] ?? []).filter((record) => record.hash !== hash);
  // The kit's own rule, as patched (`docs/dependencies.md`): every pending record, and the newest finished ones.
  let finished = 0;
  const kept = others.filter((record) => record.status === 'pending' || ++finished <= KIT_FINISHED_RECORDS);
  const next: StoredTransactions = { ...data, [address]: { ...byChain, [String(chainId)]: [{ hash, description, status: 'pending' }, ...kept] } };
  try {
    storage.setItem(RK_TRANSACTIONS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  notifyTransactionRecordsChanged();
}

const listeners = new Set<() => void>();

/**
 * Calls `listener` whenever the transaction records change: written in
 * this tab (each writer calls {@link notifyTransactionRecordsChanged}) or in
 * another (the browser's `storage` event). Browser only.
 *
 * @returns a function that stops the calls.
 */
export function subscribeToTransactionRecords(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Tells the views of the records ({@link subscribeToTransactionRecords})
 * that this tab has just written them: our records, our times, or the
 * kit's records through its own `addRecentTransaction`.
 */
export function notifyTransactionRecordsChanged(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Whether `address` has a transaction still pending on `chainId`: one of
 * ours not final yet, or one of the kit's pending that we hold no record
 * of. Reads the stored JSON as it is, so that the header needs no viem; an
 * entry of another shape is skipped.
 */
export function hasPendingTransaction(storage: Pick<Storage, 'getItem'>, address: string, chainId: number): boolean {
  const sent = readStoredJson(storage, SENT_TRANSACTIONS_STORAGE_KEY);
  const ours = Array.isArray(sent) ? sent.filter(isRecord) : [];
  const account = address.toLowerCase();
  const known = new Set(ours.map(({ hash }) => (typeof hash === 'string' ? hash.toLowerCase() : '')));
  if (ours.some((record) => typeof record.from === 'string' && record.from.toLowerCase() === account && record.chainId === chainId && record.outcome === undefined)) {
    return true;
  }
  const kitRecords = readStoredTransactions(storage)[address]?.[String(chainId)];
  return Array.isArray(kitRecords) && kitRecords.some((record) => isRecord(record) && record.status === 'pending' && typeof record.hash === 'string' && !known.has(record.hash.toLowerCase()));
}
