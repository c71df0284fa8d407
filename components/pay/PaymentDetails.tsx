import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useBlock, useConfig } from 'wagmi';
import { AddressName } from '@/components/requests/AddressName';
import { ShortHex } from '@/components/ui/ShortHex';
import { visitorTimeZone } from '@/lib/i18n/timeZone';
import type { PaymentRequestJson, RecordedPaymentJson } from '@/lib/requests/paymentRequest';

/** Props of {@link PaymentDetails}. */
export type PaymentDetailsProps = {
  /** The paid request: who was paid, on which chain. */
  request: Pick<PaymentRequestJson, 'to' | 'chainId'>;
  payment: RecordedPaymentJson;
  /** The amount as the heading writes it ("0.05 ETH"). */
  amountText: string;
};

/**
 * The receipt of a paid request: "Paid by dev.eth in block 42.", then the
 * amount, to whom, from whom, and when (the block's time, read from the
 * chain, in the visitor's zone), with a link to the transaction on the
 * chain's explorer or, where the chain has none, its hash, labelled
 * "Transaction 0x6f14…675b"; and a way to make one's own request.
 */
export function PaymentDetails({ request, payment, amountText }: PaymentDetailsProps) {
  const t = useTranslations('Pay');
  const tRequests = useTranslations('Requests');
  const format = useFormatter();
  const { chains } = useConfig();
  const explorer = chains.find(({ id }) => id === request.chainId)?.blockExplorers?.default.url;
  const { data: block } = useBlock({ chainId: request.chainId, blockNumber: BigInt(payment.blockNumber), query: { staleTime: Infinity } });
  return (
    <div className="pay-paid" data-testid="pay-paid">
      <p>
        {t.rich('paidBy', { payer: () => <AddressName address={payment.from} testId="pay-payer" />, block: payment.blockNumber })}
      </p>
      <dl className="pay-details pay-receipt" data-testid="pay-receipt">
        <dt>{t('receiptAmount')}</dt>
        <dd>{amountText}</dd>
        <dt>{t('receiptTo')}</dt>
        <dd>
          <AddressName address={request.to} />
        </dd>
        <dt>{t('receiptFrom')}</dt>
        <dd>
          <AddressName address={payment.from} />
        </dd>
        <dt>{t('receiptTime')}</dt>
        <dd data-testid="pay-receipt-time">
          {block ? (
            <time dateTime={new Date(Number(block.timestamp) * 1000).toISOString()}>
              {format.dateTime(Number(block.timestamp) * 1000, { timeZone: visitorTimeZone(), dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      {explorer ? (
        <a href={`${explorer}/tx/${payment.hash}`} target="_blank" rel="noreferrer" data-testid="pay-transaction">
          {t('viewTransaction')}
        </a>
      ) : (
        <p>{tRequests.rich('transactionHash', { hash: () => <ShortHex value={payment.hash} copyLabel={t('copyHash')} testId="pay-transaction" /> })}</p>
      )}
      <Link href="/requests" className="button" data-testid="make-your-own-request">
        {t('makeYourOwn')}
      </Link>
    </div>
  );
}
