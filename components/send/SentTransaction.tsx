import type { Hash } from 'viem';
import { ReplacementLink } from '@/components/transactions/ReplacementLink';
import { useTransactionOutcome } from '@/components/transactions/useTransactionOutcome';
import { outcomeLabel } from '@/lib/transactions/transactionOutcome';

/** What the form shows of the transaction it sent. */
export type SentState = {
  hash: Hash;
  chainId: number;
  /** Whether to follow the hash to its receipt here: only when no record of ours could be kept (`trackSentTransaction`). */
  followReceipt: boolean;
};

/**
 * Live status of a sent transaction (`useTransactionOutcome`): what our
 * record resolves to, or, when none could be kept, its receipt.
 */
export function SentTransaction({ hash, chainId, followReceipt, explorerUrl }: SentState & { explorerUrl: string | undefined }) {
  const outcome = useTransactionOutcome({ hash, chainId, followReceipt });
  const status = outcomeLabel(outcome);
  return (
    <section className="panel sent" aria-live="polite" data-testid="sent-transaction">
      <h2>Transaction sent</h2>
      <p>
        Status: <strong data-testid="sent-status">{status}</strong>
      </p>
      <p className="hash">
        <code data-testid="sent-hash">{hash}</code>
      </p>
      {explorerUrl && (
        <a href={`${explorerUrl}/tx/${hash}`} target="_blank" rel="noopener noreferrer">
          View on block explorer
        </a>
      )}
      <ReplacementLink outcome={outcome} explorerUrl={explorerUrl} />
    </section>
  );
}

