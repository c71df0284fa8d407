import { FiatValue } from '@/components/prices/FiatValue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useConfig } from 'wagmi';
import { Amount } from '@/components/ui/Amount';
import { Notice } from '@/components/ui/Notice';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { ShortHex } from '@/components/ui/ShortHex';
import { formatAmount } from '@/lib/format/formatAmount';
import { shortenAddress } from '@/lib/format/shortenAddress';
import { visitorTimeZone } from '@/lib/i18n/timeZone';
import type { PaymentRequestJson } from '@/lib/requests/paymentRequest';
import { cancelPaymentRequest } from '@/lib/requests/requestClient';
import { AddressName } from './AddressName';
import { CancelRequestButton } from './CancelRequestButton';
import { RequestStatusPill } from './RequestStatusPill';
import { ShareRequest } from './ShareRequest';
import { useRequestAsset } from './useRequestAsset';
import { useRequestErrorText } from './useRequestErrorText';

/** Props of {@link RequestListItem}. */
export type RequestListItemProps = {
  request: PaymentRequestJson;
  /** The list's query key: a cancel reads the list again. */
  listQueryKey: readonly unknown[];
};

/**
 * One of "Your requests": amount and symbol, chain, note (as text), when
 * it was made, and its status; a paid one names its payer and links its
 * transaction (or shows its hash where the chain has no explorer); an
 * open one has its expiry if it has one, "Link and QR code" to share it
 * again ({@link ShareRequest}) and "Cancel request".
 */
export function RequestListItem({ request, listQueryKey }: RequestListItemProps) {
  const t = useTranslations('Requests');
  const format = useFormatter();
  const locale = useLocale();
  const errorText = useRequestErrorText();
  const queryClient = useQueryClient();
  const { chains } = useConfig();
  const chain = chains.find(({ id }) => id === request.chainId);
  const asset = useRequestAsset(request);
  // Base units beside the token's short address when the token could not be read.
  const amountText = asset
    ? formatAmount({ value: BigInt(request.amount), decimals: asset.decimals, symbol: asset.symbol, locale }).text
    : `${request.amount} ${request.token ? shortenAddress(request.token) : ''}`;
  const explorer = chain?.blockExplorers?.default.url;
  const cancel = useMutation({
    mutationFn: () => cancelPaymentRequest(request.id),
    // Awaited: the entry shows the list's answer before the cancel counts as settled.
    onSettled: () => queryClient.invalidateQueries({ queryKey: listQueryKey }),
  });
  const itemRef = useRef<HTMLLIElement>(null);
  // The cancel button was disabled while the cancel ran, and is gone once it worked: focus comes back to
  // the entry, which now says how it ended, unless the visitor has moved it elsewhere meanwhile.
  const settled = cancel.isSuccess || cancel.isError;
  useEffect(() => {
    if (settled && (document.activeElement === null || document.activeElement === document.body)) itemRef.current?.focus();
  }, [settled]);
  return (
    <li className="request-item" ref={itemRef} tabIndex={-1} data-testid="request-item" data-request-id={request.id}>
      <div className="request-item-head">
        <strong>
          {asset ? (
            <>
              <Amount value={BigInt(request.amount)} decimals={asset.decimals} symbol={asset.symbol} testId="request-amount" />{' '}
              <FiatValue chainId={request.chainId} parts={[{ token: request.token, amount: BigInt(request.amount), decimals: asset.decimals }]} testId="request-fiat" read />
            </>
          ) : (
            <span data-testid="request-amount">{amountText}</span>
          )}
        </strong>
        <RequestStatusPill status={request.status} payment={request.payment} testId="request-status" />
      </div>
      <p className="muted">
        {chain?.name ?? t('chainId', { chainId: request.chainId })} · {t('created')} <RelativeTime value={Date.parse(request.createdAt)} />
        {request.status === 'open' && request.expiresAt && (
          <> · {t('expiresOn', { date: format.dateTime(Date.parse(request.expiresAt), { timeZone: visitorTimeZone(), dateStyle: 'medium', timeStyle: 'short' }) })}</>
        )}
      </p>
      {request.note !== undefined && (
        <p className="request-note" data-testid="request-note" dir="auto">
          {request.note}
        </p>
      )}
      {request.payment && (
        <p className="request-payment">
          {t.rich('paidBy', { payer: () => <AddressName address={request.payment!.from} testId="request-payer" /> })}{' '}
          {explorer ? (
            <a href={`${explorer}/tx/${request.payment.hash}`} target="_blank" rel="noreferrer" data-testid="request-transaction">
              {t('viewTransaction')}
            </a>
          ) : (
            <span>{t.rich('transactionHash', { hash: () => <ShortHex value={request.payment!.hash} copyLabel={t('copyHash')} testId="request-transaction" /> })}</span>
          )}
        </p>
      )}
      {request.undonePayment && (
        <Notice tone="warning" testId="request-undone">
          {t('paymentUndone', { block: request.undonePayment.blockNumber })}
        </Notice>
      )}
      {request.status === 'open' && <ShareRequest request={request} amountText={amountText} />}
      {request.status === 'open' && <CancelRequestButton onConfirm={() => cancel.mutate()} pending={cancel.isPending} />}
      {cancel.isError && <Notice tone="error">{errorText(cancel.error)}</Notice>}
    </li>
  );
}
