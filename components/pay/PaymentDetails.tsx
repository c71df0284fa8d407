import { useTranslations } from 'next-intl';
import { useConfig } from 'wagmi';
import { AddressName } from '@/components/requests/AddressName';
import { ShortHex } from '@/components/ui/ShortHex';
import type { RecordedPaymentJson } from '@/lib/requests/paymentRequest';

/** Props of {@link PaymentDetails}. */
export type PaymentDetailsProps = { payment: RecordedPaymentJson; chainId: number };

/** "Paid by dev.eth in block 42.", with a link to the transaction on the chain's explorer, or, where the chain has none, its hash, labelled "Transaction 0x6f14…675b". */
export function PaymentDetails({ payment, chainId }: PaymentDetailsProps) {
  const t = useTranslations('Pay');
  const tRequests = useTranslations('Requests');
  const { chains } = useConfig();
  const explorer = chains.find(({ id }) => id === chainId)?.blockExplorers?.default.url;
  return (
    <div className="pay-paid" data-testid="pay-paid">
      <p>
        {t.rich('paidBy', { payer: () => <AddressName address={payment.from} testId="pay-payer" />, block: payment.blockNumber })}
      </p>
      {explorer ? (
        <a href={`${explorer}/tx/${payment.hash}`} target="_blank" rel="noreferrer" data-testid="pay-transaction">
          {t('viewTransaction')}
        </a>
      ) : (
        <p>{tRequests.rich('transactionHash', { hash: () => <ShortHex value={payment.hash} copyLabel={t('copyHash')} testId="pay-transaction" /> })}</p>
      )}
    </div>
  );
}
