import { useTranslations } from 'next-intl';
import { shortenAddress } from '@/lib/format/shortenAddress';
import { isUnknownReplacement, type TransactionOutcome } from '@/lib/transactions/transactionOutcome';

/**
 * For a sped-up, cancelled or replaced transaction, a link to the
 * transaction that took its place on the chain's block explorer (without an
 * explorer, its shortened hash, in full as the title). When the node could
 * not say which transaction it was (it keeps no old state), says so in
 * plain words. Nothing for other outcomes.
 */
export function ReplacementLink({ outcome, explorerUrl }: { outcome: TransactionOutcome; explorerUrl: string | undefined }) {
  const t = useTranslations('Transactions');
  if (!('replacementHash' in outcome)) return null;
  if (isUnknownReplacement(outcome) || !outcome.replacementHash) {
    return (
      <p className="muted replacement-unknown" data-testid="replacement-unknown">
        {t('replacementUnknown')}
      </p>
    );
  }
  if (!explorerUrl) {
    return (
      <code title={outcome.replacementHash} data-testid="replacement-hash">
        {shortenAddress(outcome.replacementHash)}
      </code>
    );
  }
  return (
    <a href={`${explorerUrl}/tx/${outcome.replacementHash}`} target="_blank" rel="noopener noreferrer" data-testid="replacement-link">
      {outcome.state === 'cancelled' ? t('viewCancellation') : t('viewReplacement')}
    </a>
  );
}
