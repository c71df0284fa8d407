import { useMemo, useSyncExternalStore } from 'react';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { PAYMENT_BATCHES_STORAGE_KEY, readPaymentBatch, readPaymentBatches, type PaymentBatch } from '@/lib/payments/paymentBatches';
import { subscribeToTransactionRecords } from '@/lib/transactions/transactionStorage';

const snapshot = () => getBrowserStorage()?.getItem(PAYMENT_BATCHES_STORAGE_KEY) ?? '';

/**
 * The stored payment batches of `from` on `chainId` (any chain when
 * omitted), newest first, re-read whenever they change in this tab or
 * another (`subscribeToTransactionRecords`). Empty on the server.
 */
export function usePaymentBatches(from: string | undefined, chainId?: number): PaymentBatch[] {
  const text = useSyncExternalStore(subscribeToTransactionRecords, snapshot, () => '');
  return useMemo(() => {
    const storage = getBrowserStorage();
    if (!storage || !from || text === '') return [];
    return readPaymentBatches(storage).filter((batch) => batch.from.toLowerCase() === from.toLowerCase() && (chainId === undefined || batch.chainId === chainId));
  }, [text, from, chainId]);
}

/** The stored batch `id` (`readPaymentBatch`: only it is read through the schema), re-read whenever the batches change; `undefined` on the server and when there is none. */
export function usePaymentBatch(id: string): PaymentBatch | undefined {
  const text = useSyncExternalStore(subscribeToTransactionRecords, snapshot, () => '');
  return useMemo(() => {
    const storage = getBrowserStorage();
    return storage && text !== '' ? readPaymentBatch(storage, id) : undefined;
  }, [text, id]);
}
