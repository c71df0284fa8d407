import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';
import type { PaymentBatch } from '@/lib/payments/paymentBatches';
import { sentCount } from '@/lib/payments/sequentialPayments';
import { BatchPaymentList } from './BatchPaymentList';
import { useAtomicBatchStatus } from './useAtomicBatchStatus';
import { useReconcileBatch } from './useReconcileBatch';

/** Props of {@link BatchProgress}. */
export type BatchProgressProps = {
  batch: PaymentBatch;
  explorerUrl: string | undefined;
  /** Sends what is left: the rest of a sequential batch, or an atomic batch again. */
  onResume: (batch: PaymentBatch) => void;
  /** Called as each sent payment's outcome becomes final (mined, failed, replaced…): balances have moved. */
  onPaymentFinal?: (() => void) | undefined;
  /** Whether this tab is sending now: a `requested` payment is then the wallet's open prompt, not a lost answer. */
  busy: boolean;
};

/**
 * A batch as it goes: "2 of 5 sent", each payment with its amount, its
 * recipient, its hash and status, and, when a rejection or a reload stopped
 * it, "Continue" with the rest. After a reload, payments whose wallet
 * answer was lost are first settled against the chain, so none is sent
 * twice. An atomic batch is followed by `wallet_getCallsStatus` (EIP-5792)
 * under the id stored before asking; failed, rejected or unknown to the
 * wallet, it can be sent again.
 */
export function BatchProgress({ batch, explorerUrl, onResume, onPaymentFinal, busy }: BatchProgressProps) {
  const t = useTranslations('Batch');
  const total = batch.payments.length;
  const sent = sentCount(batch);
  const requested = batch.payments.some(({ state }) => state.status === 'requested');

  useReconcileBatch(batch, busy);
  const { partial } = useAtomicBatchStatus(batch, busy);

  const atomic = batch.path === 'atomic';
  const stopped = !busy && !requested && sent < total;
  const failed = batch.payments.some(({ state }) => state.status === 'failed');
  const unknownToWallet = atomic && batch.callsId !== undefined && stopped;
  return (
    <Card aria-labelledby={`batch-${batch.id}`} aria-live="polite" data-testid="batch-progress">
      <h2 id={`batch-${batch.id}`}>
        {atomic ? t('progressAtomic', { count: total }) : t('progress', { count: total })}
      </h2>
      <p data-testid="batch-count">
        {t('sentCount', { sent, count: total })}
      </p>
      {failed && (
        <Notice tone="error" testId="batch-failed">
          {t('failedNotice')}
        </Notice>
      )}
      {unknownToWallet && (
        <Notice tone="warning" testId="batch-unknown">
          {t('unknownNotice')}
        </Notice>
      )}
      {partial && (
        <Notice tone="error" testId="batch-partial">
          {t('partialNotice')}
        </Notice>
      )}
      <BatchPaymentList batch={batch} explorerUrl={explorerUrl} testIdPrefix="batch-payment-" onPaymentFinal={onPaymentFinal} />
      {stopped && (
        <Button variant="primary" onClick={() => onResume(batch)} data-testid="batch-continue">
          {atomic ? t('sendAgain', { count: total }) : t('continue', { count: total - sent })}
        </Button>
      )}
    </Card>
  );
}
