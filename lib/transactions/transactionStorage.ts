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

/** Window event fired after the kit's records were written in this tab. */
export const TRANSACTIONS_CHANGED_EVENT = 'co-editions:transactions-changed';

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
