import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useCallsStatus, useConfig } from 'wagmi';
import { isPartialResult, settleAtomicBatch, type AtomicBatchStatus } from '@/lib/payments/atomicPayments';
import { useWalletKit } from '@/components/walletKit/useWalletKit';
import { formatAmount } from '@/lib/format/formatAmount';
import { batchRecipientCount, batchTotal, savePaymentBatch, type PaymentBatch } from '@/lib/payments/paymentBatches';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { pollingIntervalOf } from '@/lib/transactions/pollingInterval';
import { walletErrorCodes } from '@/lib/wallet/walletErrors';

/** What {@link useAtomicBatchStatus} returns. */
export type UseAtomicBatchStatusReturnType = {
  /** The wallet reported that only part of the batch ran (EIP-5792 status 600), which an atomic batch cannot do. */
  partial: boolean;
};

/**
 * Follows an atomic batch waiting on its wallet (`wallet_getCallsStatus`,
 * EIP-5792, polled at the chain's interval while pending) and stores what
 * becomes of it (`settleAtomicBatch`): sent, failed, or unknown to the
 * wallet. Once sent, its one transaction joins the kit's recent
 * transactions ("Batch: 0.6 ETH to 3 people"), as each payment of a batch
 * sent one at a time does. Idle while `busy`: this tab is asking the
 * wallet now, so the wallet may not know the id yet.
 */
export function useAtomicBatchStatus(batch: PaymentBatch, busy: boolean): UseAtomicBatchStatusReturnType {
  const config = useConfig();
  const t = useTranslations('Batch');
  const locale = useLocale();
  const { addRecentTransaction } = useWalletKit();
  const waiting = batch.path === 'atomic' && batch.callsId !== undefined && batch.payments.some(({ state }) => state.status === 'requested');
  const calls = useCallsStatus({
    id: batch.callsId ?? '',
    query: {
      enabled: waiting && !busy,
      refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? pollingIntervalOf(config, batch.chainId) : false),
    },
  });
  const answer: AtomicBatchStatus | undefined = calls.error && walletErrorCodes(calls.error).includes(5730) ? 'unknown-id' : calls.data;
  // An answer read before this asking (a batch sent again under the same id) is refreshed first.
  const fresh = !calls.isFetching;
  useEffect(() => {
    const storage = getBrowserStorage();
    if (!storage || !answer || busy || !fresh) return;
    const next = settleAtomicBatch(batch, answer);
    if (!next) return;
    savePaymentBatch(storage, next);
    const sent = next.payments[0]?.state;
    if (sent?.status === 'sent') {
      const amount = formatAmount({ value: batchTotal(next), decimals: next.asset.decimals, symbol: next.asset.symbol, locale }).words;
      addRecentTransaction({ hash: sent.hash, description: t('kitDescription', { amount, count: batchRecipientCount(next) }) });
    }
  }, [answer, batch, busy, fresh, addRecentTransaction, locale, t]);
  return { partial: isPartialResult(answer) };
}
