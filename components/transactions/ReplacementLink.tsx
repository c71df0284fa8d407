import { shortenAddress } from '@/lib/format/shortenAddress';
import type { TransactionOutcome } from '@/lib/transactions/transactionOutcome';

/**
 * For a sped-up, cancelled or replaced transaction, a link to the
 * transaction that took its place on the chain's block explorer; nothing
 * for other outcomes, or when the replacement was not found. Without an
 * explorer, its shortened hash, in full as the title.
 */
export function ReplacementLink({ outcome, explorerUrl }: { outcome: TransactionOutcome; explorerUrl: string | undefined }) {
  if (!('replacementHash' in outcome) || !outcome.replacementHash) return null;
  const what = outcome.state === 'cancelled' ? 'cancellation' : 'replacement';
  if (!explorerUrl) {
    return (
      <code title={outcome.replacementHash} data-testid="replacement-hash">
        {shortenAddress(outcome.replacementHash)}
      </code>
    );
  }
  return (
    <a href={`${explorerUrl}/tx/${outcome.replacementHash}`} target="_blank" rel="noopener noreferrer" data-testid="replacement-link">
      View the {what} on block explorer
    </a>
  );
}
