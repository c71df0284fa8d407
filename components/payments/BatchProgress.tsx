import { useEffect, useRef } from 'react';
import { useCallsStatus, useConfig } from 'wagmi';
import { getClient } from 'wagmi/actions';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';
import { savePaymentBatch, type PaymentBatch } from '@/lib/payments/paymentBatches';
import { reconcileRequestedPayments, sentCount } from '@/lib/payments/sequentialPayments';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { pollingIntervalOf } from '@/lib/transactions/pollingInterval';
import { BatchPaymentList } from './BatchPaymentList';

/** Props of {@link BatchProgress}. */
export type BatchProgressProps = {
  batch: PaymentBatch;
  explorerUrl: string | undefined;
  /** Sends what is left (sequential batches). */
  onResume: (batch: PaymentBatch) => void;
  /** Whether this tab is sending now: a `requested` payment is then the wallet's open prompt, not a lost answer. */
  busy: boolean;
};

/**
 * A batch as it goes: "2 of 5 sent", each payment with its amount, its
 * recipient, its hash and status, and, when a rejection or a reload stopped
 * it, "Continue" with the rest. After a reload, payments whose wallet
 * answer was lost are first settled against the chain, so none is sent
 * twice. An atomic batch is followed by `wallet_getCallsStatus` (EIP-5792).
 */
export function BatchProgress({ batch, explorerUrl, onResume, busy }: BatchProgressProps) {
  const config = useConfig();
  const total = batch.payments.length;
  const sent = sentCount(batch);
  const requested = batch.payments.some(({ state }) => state.status === 'requested');

  // One check at a time: each stored change re-renders this with a new batch.
  const checking = useRef(false);
  useEffect(() => {
    const storage = getBrowserStorage();
    const client = getClient(config, { chainId: batch.chainId });
    if (busy || checking.current || batch.path !== 'sequential' || !requested || !storage || !client) return;
    checking.current = true;
    void reconcileRequestedPayments({ batch, storage, client, onFound: () => {} })
      .catch(() => undefined)
      .finally(() => {
        checking.current = false;
      });
  }, [busy, batch, requested, config]);

  const calls = useCallsStatus({
    id: batch.callsId ?? '',
    query: {
      enabled: batch.path === 'atomic' && batch.callsId !== undefined && requested,
      refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? pollingIntervalOf(config, batch.chainId) : false),
    },
  });
  useEffect(() => {
    const storage = getBrowserStorage();
    const hash = calls.data?.receipts?.[0]?.transactionHash;
    if (!storage || calls.data?.status !== 'success' || !hash || !requested) return;
    savePaymentBatch(storage, { ...batch, payments: batch.payments.map((payment) => ({ ...payment, state: { status: 'sent', hash } })) });
  }, [calls.data, batch, requested]);

  const stopped = batch.path === 'sequential' && !busy && !requested && sent < total;
  const atomicFailed = calls.data?.status === 'failure';
  return (
    <Card aria-labelledby={`batch-${batch.id}`} aria-live="polite" data-testid="batch-progress">
      <h2 id={`batch-${batch.id}`}>
        Batch of {total} payments{batch.path === 'atomic' ? ', in one transaction' : ''}
      </h2>
      <p data-testid="batch-count">
        {sent} of {total} sent
      </p>
      {atomicFailed && <Notice tone="error">The batch failed on chain: nothing was paid.</Notice>}
      <BatchPaymentList batch={batch} explorerUrl={explorerUrl} testIdPrefix="batch-payment-" />
      {stopped && (
        <Button variant="primary" onClick={() => onResume(batch)} data-testid="batch-continue">
          Continue with the {total - sent} left
        </Button>
      )}
    </Card>
  );
}
