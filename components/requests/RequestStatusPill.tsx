import { useTranslations } from 'next-intl';
import type { PaymentRequestStatus, RecordedPaymentJson } from '@/lib/requests/paymentRequest';

/** The colour family of each status; the colours are tokens in `styles/tokens.css`, AA in both schemes. */
const TONES = { open: 'info', paid: 'success', expired: 'warning', cancelled: 'neutral' } as const satisfies Record<PaymentRequestStatus, string>;

/** Props of {@link RequestStatusPill}. */
export type RequestStatusPillProps = {
  status: PaymentRequestStatus;
  /** The request's payment, if it has one: until it is final the pill says it is confirming. */
  payment?: Pick<RecordedPaymentJson, 'final' | 'confirmations'> | null;
  testId?: string;
};

/**
 * A payment request's status as one pill: "Open", "Paid", "Expired" or
 * "Cancelled", its word, never colour alone. A payment whose block is not
 * final yet is never shown as settled: "Paid · confirming (3 blocks)", in
 * the open tone, with why in its title.
 */
export function RequestStatusPill({ status, payment, testId }: RequestStatusPillProps) {
  const t = useTranslations('Requests');
  const confirming = status === 'paid' && payment !== undefined && payment !== null && !payment.final;
  return (
    <span
      className={`status-pill tone-${confirming ? 'info' : TONES[status]}`}
      data-status={status}
      data-final={status === 'paid' ? String(!confirming) : undefined}
      title={confirming ? t('confirmingTitle') : undefined}
      data-testid={testId}
    >
      {confirming ? t('confirming', { blocks: payment.confirmations }) : t('status', { status })}
    </span>
  );
}
