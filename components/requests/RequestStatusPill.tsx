import { useTranslations } from 'next-intl';
import type { PaymentRequestStatus } from '@/lib/requests/paymentRequest';

/** The colour family of each status; the colours are tokens in `styles/tokens.css`, AA in both schemes. */
const TONES = { open: 'info', paid: 'success', expired: 'warning', cancelled: 'neutral' } as const satisfies Record<PaymentRequestStatus, string>;

/** Props of {@link RequestStatusPill}. */
export type RequestStatusPillProps = {
  status: PaymentRequestStatus;
  testId?: string;
};

/** A payment request's status as one pill: "Open", "Paid", "Expired" or "Cancelled", its word, never colour alone. */
export function RequestStatusPill({ status, testId }: RequestStatusPillProps) {
  const t = useTranslations('Requests');
  return (
    <span className={`status-pill tone-${TONES[status]}`} data-status={status} data-testid={testId}>
      {t('status', { status })}
    </span>
  );
}
