import type { Hash } from 'viem';
import { useWaitForTransactionReceipt } from 'wagmi';
import type { TransactionOutcome } from '@/lib/transactions/transactionOutcome';
import { useSentTransaction } from './useSentTransactions';

/** Parameters of {@link useTransactionOutcome}. */
export type UseTransactionOutcomeParameters = {
  hash: Hash;
  chainId: number;
  /** What the kit's record says, for transactions we hold no record of; default `pending`. */
  kitStatus?: 'pending' | 'confirmed' | 'failed';
  /** Whether a pending kit record may be followed to its receipt: false on a chain not configured. Default true. */
  followReceipt?: boolean;
};

/**
 * Where the transaction `hash` stands. With our record (every transaction
 * sent from Co-Editions), the outcome `TransactionOutcomeWatcher` resolved:
 * pending until it is final, then confirmed, failed, sped up, cancelled,
 * replaced or dropped. Without one (older records), the kit's status,
 * followed to its receipt while pending.
 */
export function useTransactionOutcome({
  hash,
  chainId,
  kitStatus = 'pending',
  followReceipt = true,
}: UseTransactionOutcomeParameters): TransactionOutcome {
  const record = useSentTransaction(hash);
  const { data: receipt } = useWaitForTransactionReceipt({
    hash,
    chainId,
    query: { enabled: followReceipt && !record && kitStatus === 'pending' },
  });
  if (record) return record.outcome ?? { state: 'pending' };
  if (receipt) return { state: receipt.status === 'success' ? 'confirmed' : 'failed' };
  return { state: kitStatus };
}
