import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { isAddress, type Hash } from 'viem';
import { useTransactionOutcome } from '@/components/transactions/useTransactionOutcome';
import { Amount } from '@/components/ui/Amount';
import { FullAddress } from '@/components/ui/FullAddress';
import { ShortHex } from '@/components/ui/ShortHex';
import { StatusPill } from '@/components/ui/StatusPill';
import type { BatchPayment, PaymentBatch } from '@/lib/payments/paymentBatches';

/** What {@link SentTransactionLine} shows: a sent transaction on `chainId`; `onFinal` is called once its outcome is final. */
type SentTransactionLineProps = { hash: Hash; chainId: number; explorerUrl: string | undefined; onFinal: (() => void) | undefined };

/** A sent transaction's live status (sped up, cancelled, dropped… as single sends), hash (short, Copy) and explorer link. */
function SentTransactionLine({ hash, chainId, explorerUrl, onFinal }: SentTransactionLineProps) {
  const tSend = useTranslations('Send');
  const outcome = useTransactionOutcome({ hash, chainId });
  const final = outcome.state !== 'pending';
  // `onFinal` may be a new function each render: report once, not once per render.
  const reported = useRef(false);
  useEffect(() => {
    if (!final || reported.current) return;
    reported.current = true;
    onFinal?.();
  }, [final, onFinal]);
  return (
    <>
      <StatusPill outcome={outcome} />
      <ShortHex value={hash} copyLabel={tSend('copyHash')} />
      {explorerUrl && (
        <a href={`${explorerUrl}/tx/${hash}`} target="_blank" rel="noopener noreferrer">
          {tSend('viewOnExplorer')}
        </a>
      )}
    </>
  );
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
  /** Called once for each transaction whose outcome becomes final: balances have moved. */
  onPaymentFinal?: (() => void) | undefined;
};

/**
 * A batch's payments, in order: each amount and recipient, and once sent
 * its live status, its hash (short, Copy) and its explorer link; before
 * that, "Not sent", "Waiting for the wallet", "Rejected" or (an atomic
 * batch the wallet reports failed) "Failed, nothing paid". An atomic batch
 * is one transaction, so its status, hash and link show once, under the
 * list (`batch-transaction`).
 */
export function BatchPaymentList({ batch, explorerUrl, testIdPrefix, onPaymentFinal }: BatchPaymentListProps) {
  const t = useTranslations('Batch');
  const atomic = batch.path === 'atomic';
  const atomicState = atomic ? batch.payments.find(({ state }) => state.status === 'sent')?.state : undefined;
  return (
    <>
      <ol className="batch-payments">
        {batch.payments.map((payment, index) => (
          <li key={index} data-testid={`${testIdPrefix}${index + 1}`} data-state={payment.state.status}>
            <span>
              {t.rich('paymentTo', {
                amount: () => <Amount value={BigInt(payment.amount)} decimals={batch.asset.decimals} symbol={batch.asset.symbol} />,
                // A typed address shows whole, checksummed, in halves that wrap evenly; a name as typed.
                to: () => (isAddress(payment.label, { strict: false }) ? <FullAddress value={payment.to} /> : payment.label),
              })}
            </span>
            {payment.state.status !== 'sent' ? (
              <span className="status-pill tone-neutral">{t(UNSENT_LABEL[payment.state.status])}</span>
            ) : (
              !atomic && <SentTransactionLine hash={payment.state.hash} chainId={batch.chainId} explorerUrl={explorerUrl} onFinal={onPaymentFinal} />
            )}
          </li>
        ))}
      </ol>
      {atomicState?.status === 'sent' && (
        <p className="batch-transaction" data-testid="batch-transaction">
          <SentTransactionLine hash={atomicState.hash} chainId={batch.chainId} explorerUrl={explorerUrl} onFinal={onPaymentFinal} />
        </p>
      )}
    </>
  );
}
