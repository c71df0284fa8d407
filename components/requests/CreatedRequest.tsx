import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Amount } from '@/components/ui/Amount';
import { formatAmount } from '@/lib/format/formatAmount';
import type { CreatedPaymentRequestJson } from '@/lib/requests/paymentRequest';
import { RequestLinks } from './RequestLinks';

/** Props of {@link CreatedRequest}: what the server answered, and the asked amount in the asset's smallest unit. */
export type CreatedRequestProps = CreatedPaymentRequestJson & {
  amount: bigint;
  symbol: string;
  decimals: number;
  chainName: string;
};

/**
 * A request just made, ready to share: what it asks for, and its
 * {@link RequestLinks}. It opens under the form, below the fold on a
 * phone: its heading takes focus as it appears, which scrolls it into
 * view and tells a screen reader the request was made.
 */
export function CreatedRequest({ url, uri, amount, symbol, decimals, chainName }: CreatedRequestProps) {
  const t = useTranslations('Requests');
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="panel created-request" aria-labelledby="created-request-heading" data-testid="created-request">
      <h2 id="created-request-heading" className="focus-target" ref={headingRef} tabIndex={-1}>{t('createdHeading')}</h2>
      <p>{t.rich('createdSummary', { amount: () => <Amount value={amount} decimals={decimals} symbol={symbol} />, chain: chainName })}</p>
      <RequestLinks url={url} uri={uri} amountText={formatAmount({ value: amount, decimals, symbol, locale }).text} />
    </section>
  );
}
