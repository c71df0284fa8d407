import type { Hash } from 'viem';
import { useConfig, useTransactionReceipt } from 'wagmi';
import { pollingIntervalOf } from '@/lib/transactions/pollingInterval';
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
 * followed to its receipt while pending, every polling interval
 * (`pollingIntervalOf`) while the tab is in view.
 */
export function useTransactionOutcome({
  hash,
  chainId,
  kitStatus = 'pending',
  followReceipt = true,
}: UseTransactionOutcomeParameters): TransactionOutcome {
  const config = useConfig();
  const record = useSentTransaction(hash);
  // One eth_getTransactionReceipt per polling interval until there is one:
  // an interval of TanStack Query's, which runs none while the tab is
  // hidden (wagmi's useWaitForTransactionReceipt would poll on).
  const { data: receipt } = useTransactionReceipt({
    hash,
    chainId,
    query: {
      enabled: followReceipt && !record && kitStatus === 'pending',
      retry: false,
      refetchInterval: (query) => (query.state.data ? false : pollingIntervalOf(config, chainId)),
    },
  });
  if (record) return record.outcome ?? { state: 'pending' };
  if (receipt) return { state: receipt.status === 'success' ? 'confirmed' : 'failed' };
  return { state: kitStatus };
}
