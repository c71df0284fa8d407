import { useMemo, useSyncExternalStore } from 'react';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import {
  readStoredTransactions,
  RK_TRANSACTIONS_STORAGE_KEY,
  SENT_TRANSACTIONS_STORAGE_KEY,
  TRANSACTION_TIMES_STORAGE_KEY,
  TRANSACTIONS_CHANGED_EVENT,
} from '@/lib/transactions/transactionStorage';

function subscribeToTransactions(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(TRANSACTIONS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(TRANSACTIONS_CHANGED_EVENT, onChange);
  };
}

/** The stored records as text: a stable snapshot that changes only when they do. */
function transactionsSnapshot(): string {
  const storage = getBrowserStorage();
  return [RK_TRANSACTIONS_STORAGE_KEY, TRANSACTION_TIMES_STORAGE_KEY, SENT_TRANSACTIONS_STORAGE_KEY]
    .map((key) => storage?.getItem(key) ?? '')
    .join('\n');
}

/**
 * The kit's stored transaction records (`rk-transactions`), our times of
 * them and our records of sent transactions, as one string that changes whenever they do: written in this
 * tab (`TRANSACTIONS_CHANGED_EVENT`, see `installKitTransactionStorage`)
 * or in another (the browser's `storage` event). `''` on the server and
 * before hydration. Use it as a dependency to re-read the records.
 */
export function useStoredTransactionsSnapshot(): string {
  return useSyncExternalStore(subscribeToTransactions, transactionsSnapshot, () => '');
}

/**
 * Whether `address` has a pending transaction on `chainId` in the kit's
 * store (the kit's `hasPendingTransactions`): the account button's avatar
 * shows a ring while it does. RainbowKit moves records to confirmed or
 * failed when their receipt arrives, and the change shows here at once.
 */
export function useHasPendingTransactions(address: string | undefined, chainId: number | undefined): boolean {
  const snapshot = useStoredTransactionsSnapshot();
  return useMemo(() => {
    const storage = getBrowserStorage();
    if (!storage || !address || chainId === undefined || snapshot === '') return false;
    const records = readStoredTransactions(storage)[address]?.[String(chainId)] ?? [];
    return Array.isArray(records) && records.some((record) => record?.status === 'pending');
  }, [address, chainId, snapshot]);
}
