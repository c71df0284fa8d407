import { useTranslations } from 'next-intl';
import type { Hash } from 'viem';
import { useTransactionOutcome } from '@/components/transactions/useTransactionOutcome';
import { Amount } from '@/components/ui/Amount';
import { ShortHex } from '@/components/ui/ShortHex';
import { StatusPill } from '@/components/ui/StatusPill';
import type { BatchPayment, PaymentBatch } from '@/lib/payments/paymentBatches';

/** A sent payment's live status: its transaction's outcome (sped up, cancelled, dropped… as single sends). */
function SentPaymentStatus({ hash, chainId }: { hash: Hash; chainId: number }) {
  return <StatusPill outcome={useTransactionOutcome({ hash, chainId })} />;
}

const UNSENT_LABEL = {
  queued: 'notSent',
  requested: 'waitingForWallet',
  rejected: 'rejected',
  failed: 'failedNothingPaid',
} as const satisfies Record<Exclude<BatchPayment['state']['status'], 'sent'>, string>;

/** Props of {@link BatchPaymentList}. */
export type BatchPaymentListProps = {
  batch: PaymentBatch;
  explorerUrl: string | undefined;
  /** Each item's test id is `<testIdPrefix><n>`, n from 1. */
  testIdPrefix: string;
};

/**
 * A batch's payments, in order: each amount and recipient, and once sent
 * its live status, its hash (short, Copy) and its explorer link; before
 * that, "Not sent", "Waiting for the wallet", "Rejected" or (an atomic
 * batch the wallet reports failed) "Failed, nothing paid".
 */
export function BatchPaymentList({ batch, explorerUrl, testIdPrefix }: BatchPaymentListProps) {
  const t = useTranslations('Batch');
  const tSend = useTranslations('Send');
  return (
    <ol className="batch-payments">
      {batch.payments.map((payment, index) => (
        <li key={index} data-testid={`${testIdPrefix}${index + 1}`} data-state={payment.state.status}>
          <span>
            {t.rich('paymentTo', {
              amount: () => <Amount value={BigInt(payment.amount)} decimals={batch.asset.decimals} symbol={batch.asset.symbol} />,
              to: payment.label,
            })}
          </span>
          {payment.state.status === 'sent' ? (
            <>
              <SentPaymentStatus hash={payment.state.hash} chainId={batch.chainId} />
              <ShortHex value={payment.state.hash} copyLabel={tSend('copyHash')} />
              {explorerUrl && (
                <a href={`${explorerUrl}/tx/${payment.state.hash}`} target="_blank" rel="noopener noreferrer">
                  {tSend('viewOnExplorer')}
                </a>
              )}
            </>
          ) : (
            <span className="status-pill tone-neutral">{t(UNSENT_LABEL[payment.state.status])}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
