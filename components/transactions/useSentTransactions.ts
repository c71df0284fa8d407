import { useMemo } from 'react';
import { isAddressEqual, type Address, type Hash } from 'viem';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { readSentTransactions, type SentTransaction } from '@/lib/transactions/sentTransactions';
import { useStoredTransactionsSnapshot } from '@/components/account/useStoredTransactions';

/**
 * Our records of the transactions `address` sent from Co-Editions
 * (`lib/transactions/sentTransactions.ts`), newest first, kept fresh in
 * this tab and across tabs. `[]` on the server, before hydration and
 * without an address.
 */
export function useSentTransactions(address: Address | undefined): SentTransaction[] {
  const snapshot = useStoredTransactionsSnapshot();
  return useMemo(() => {
    const storage = getBrowserStorage();
    if (!storage || !address || snapshot === '') return [];
    return readSentTransactions(storage).filter(({ from }) => isAddressEqual(from, address));
  }, [address, snapshot]);
}

/** Our record of the transaction `hash`, if we hold one (see {@link useSentTransactions}). */
export function useSentTransaction(hash: Hash | undefined): SentTransaction | undefined {
  const snapshot = useStoredTransactionsSnapshot();
  return useMemo(() => {
    const storage = getBrowserStorage();
    if (!storage || !hash || snapshot === '') return undefined;
    return readSentTransactions(storage).find((record) => record.hash.toLowerCase() === hash.toLowerCase());
  }, [hash, snapshot]);
}
