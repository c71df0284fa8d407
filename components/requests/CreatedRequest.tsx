import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Address } from 'viem';
import { Amount } from '@/components/ui/Amount';
import { formatAmount } from '@/lib/format/formatAmount';
import type { CreatedPaymentRequestJson } from '@/lib/requests/paymentRequest';
import { RequestLinks } from './RequestLinks';
import { RequestStatusPill } from './RequestStatusPill';
import { paymentRequestsQuery } from './paymentRequestsQuery';

/** Props of {@link CreatedRequest}: what the server answered, who asked, and the asked amount in the asset's smallest unit. */
export type CreatedRequestProps = CreatedPaymentRequestJson & {
  requester: Address;
  amount: bigint;
  symbol: string;
  decimals: number;
  chainName: string;
};

/**
 * A request just made, ready to share: what it asks for, its status, and
 * its {@link RequestLinks} while it is open. It follows the request as
 * "Your requests" does, from the same query: once paid (confirming, then
 * final), cancelled or expired, its status says so and the links give way.
 * It opens under the form, below the fold on a phone: its heading takes
 * focus as it appears, which scrolls it into view and tells a screen
 * reader the request was made.
 */
export function CreatedRequest({ id, url, uri, requester, amount, symbol, decimals, chainName }: CreatedRequestProps) {
  const t = useTranslations('Requests');
  const locale = useLocale();
  const { data } = useInfiniteQuery(paymentRequestsQuery(requester));
  const request = data?.pages.flatMap((page) => page.requests).find((listed) => listed.id === id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="panel created-request" aria-labelledby="created-request-heading" data-testid="created-request">
      <div className="request-item-head">
        <h2 id="created-request-heading" className="focus-target" ref={headingRef} tabIndex={-1}>
          {t('createdHeading')}
        </h2>
        <RequestStatusPill status={request?.status ?? 'open'} payment={request?.payment} testId="created-request-status" />
      </div>
      <p>{t.rich('createdSummary', { amount: () => <Amount value={amount} decimals={decimals} symbol={symbol} />, chain: chainName })}</p>
      {(request?.status ?? 'open') === 'open' && <RequestLinks url={url} uri={uri} amountText={formatAmount({ value: amount, decimals, symbol, locale }).text} />}
    </section>
  );
}
