import { useTranslations } from 'next-intl';
import type { TransactionOutcome } from '@/lib/transactions/transactionOutcome';

/** The colour family of each outcome; its colours are tokens in `styles/tokens.css`, AA in both schemes. */
const TONES: Record<TransactionOutcome['state'], 'info' | 'success' | 'danger' | 'warning' | 'neutral'> = {
  pending: 'info',
  confirmed: 'success',
  'sped-up': 'success',
  failed: 'danger',
  dropped: 'warning',
  cancelled: 'neutral',
  replaced: 'neutral',
};

/** Each state's word in the `Status` catalogue namespace. */
const LABELS = {
  pending: 'pending',
  confirmed: 'confirmed',
  'sped-up': 'spedUp',
  failed: 'failed',
  dropped: 'dropped',
  cancelled: 'cancelled',
  replaced: 'replaced',
} as const satisfies Record<TransactionOutcome['state'], string>;

/** Props of {@link StatusPill}. */
export type StatusPillProps = {
  outcome: TransactionOutcome;
  /** `data-testid` of the pill. */
  testId?: string;
};

/** A transaction's outcome as one pill, the same on every page: its word ("Pending", "Sped up"…), never colour alone. */
export function StatusPill({ outcome, testId }: StatusPillProps) {
  const t = useTranslations('Status');
  return (
    <span className={`status-pill tone-${TONES[outcome.state]}`} data-status={outcome.state} data-testid={testId}>
      {t(LABELS[outcome.state])}
    </span>
  );
}
