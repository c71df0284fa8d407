import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Chain } from 'viem';
import { useStoredTransactionsSnapshot } from '@/components/account/useStoredTransactions';
import { Amount } from '@/components/ui/Amount';
import { StatusPill } from '@/components/ui/StatusPill';
import { TransactionMeta } from '@/components/transactions/TransactionMeta';
import { batchExplorerPath, batchRecipientCount, batchTotal, type PaymentBatch } from '@/lib/payments/paymentBatches';
import { sentCount } from '@/lib/payments/sequentialPayments';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { readSentTransactions } from '@/lib/transactions/sentTransactions';
import type { TransactionOutcome } from '@/lib/transactions/transactionOutcome';
import { BatchPaymentList } from './BatchPaymentList';
import { usePaymentBatch } from './usePaymentBatches';

/** The batch's status: failed when the wallet reports an atomic batch failed; else the worst of its payments' (a payment not sent makes it incomplete). */
function useBatchOutcome(batch: PaymentBatch): TransactionOutcome | 'incomplete' {
  const snapshot = useStoredTransactionsSnapshot();
  return useMemo(() => {
    if (batch.payments.some(({ state }) => state.status === 'failed')) return { state: 'failed' } as TransactionOutcome;
    if (sentCount(batch) < batch.payments.length) return 'incomplete';
    const storage = getBrowserStorage();
    const records = storage && snapshot !== '' ? readSentTransactions(storage) : [];
    const states = batch.payments.map(({ state }) => {
      if (batch.path === 'atomic') return 'confirmed' as const;
      const record = records.find(({ hash }) => state.status === 'sent' && hash === state.hash);
      return record?.outcome?.state ?? 'pending';
    });
    const worst = (['failed', 'dropped', 'cancelled', 'replaced', 'pending', 'sped-up'] as const).find((state) => states.includes(state));
    return { state: worst ?? 'confirmed' } as TransactionOutcome;
  }, [batch, snapshot]);
}

/**
 * One batch on `/account`: its status, what it paid ("Send 0.6 ETH to 3
 * people"), when, on which chain, and one explorer link, as a single send
 * ends; expanded, each payment's amount, recipient, hash and status.
 */
function BatchEntry({ batch, chain }: { batch: PaymentBatch; chain: Chain | undefined }) {
  const t = useTranslations('Batch');
  const tSend = useTranslations('Send');
  const outcome = useBatchOutcome(batch);
  const explorer = chain?.blockExplorers?.default.url;
  return (
    <li className="transaction batch-entry" data-testid="batch-entry" data-status={outcome === 'incomplete' ? 'incomplete' : outcome.state}>
      <details>
        <summary>
          <span className="description">
            {outcome === 'incomplete'
              ? t('entryIncomplete', { count: batch.payments.length, sent: sentCount(batch) })
              : t.rich('entrySummary', {
                  amount: () => <Amount value={batchTotal(batch)} decimals={batch.asset.decimals} symbol={batch.asset.symbol} />,
                  count: batchRecipientCount(batch),
                })}
          </span>
          <TransactionMeta
            status={outcome === 'incomplete' ? <span className="status-pill tone-warning">{t('incomplete')}</span> : <StatusPill outcome={outcome} />}
            time={batch.createdAt}
            chain={chain?.name ?? t('chainId', { chainId: batch.chainId })}
          />
        </summary>
        <BatchPaymentList batch={batch} explorerUrl={explorer} testIdPrefix="batch-entry-payment-" />
      </details>
      {explorer && (
        <a href={`${explorer}${batchExplorerPath(batch)}`} target="_blank" rel="noopener noreferrer">
          {tSend('viewOnExplorer')}
        </a>
      )}
    </li>
  );
}

/** Props of {@link StoredBatchEntry}. */
export type StoredBatchEntryProps = { id: string; chains: readonly Chain[] };

/** The stored batch `id` as one entry of `/account`'s Transactions; nothing when no valid batch has that id. */
export function StoredBatchEntry({ id, chains }: StoredBatchEntryProps) {
  const batch = usePaymentBatch(id);
  return batch ? <BatchEntry batch={batch} chain={chains.find(({ id: chainId }) => chainId === batch.chainId)} /> : null;
}
