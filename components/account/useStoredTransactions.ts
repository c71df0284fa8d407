import { useMemo, useSyncExternalStore } from 'react';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import {
  hasPendingTransaction,
  RK_TRANSACTIONS_STORAGE_KEY,
  SENT_TRANSACTIONS_STORAGE_KEY,
  subscribeToTransactionRecords,
  TRANSACTION_TIMES_STORAGE_KEY,
} from '@/lib/transactions/transactionStorage';

/** The stored records as text: a stable snapshot that changes only when they do. */
function transactionsSnapshot(): string {
  const storage = getBrowserStorage();
  return [RK_TRANSACTIONS_STORAGE_KEY, TRANSACTION_TIMES_STORAGE_KEY, SENT_TRANSACTIONS_STORAGE_KEY]
    .map((key) => storage?.getItem(key) ?? '')
    .join('\n');
}

/**
 * The kit's stored transaction records (`rk-transactions`), our times of
 * them and our records of sent transactions, as one string that changes
 * whenever they do (`subscribeToTransactionRecords`: written in this tab or
 * in another). `''` on the server and before hydration. Use it as a
 * dependency to re-read the records.
 */
export function useStoredTransactionsSnapshot(): string {
  return useSyncExternalStore(subscribeToTransactionRecords, transactionsSnapshot, () => '');
}

/**
 * Whether `address` has a pending transaction on `chainId`
 * (`hasPendingTransaction`): the account button's avatar shows a ring while
 * it does. Our records become final when `TransactionOutcomeWatcher` finds
 * their outcome, and the change shows here at once.
 */
export function useHasPendingTransactions(address: string | undefined, chainId: number | undefined): boolean {
  const snapshot = useStoredTransactionsSnapshot();
  return useMemo(() => {
    const storage = getBrowserStorage();
    if (!storage || !address || chainId === undefined || snapshot === '') return false;
    return hasPendingTransaction(storage, address, chainId);
  }, [address, chainId, snapshot]);
}
