import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { payPath, type PaymentRequestJson } from '@/lib/requests/paymentRequest';
import { buildPaymentUri } from '@/lib/requests/paymentUri';
import { RequestLinks } from './RequestLinks';

/** Props of {@link ShareRequest}. */
export type ShareRequestProps = {
  request: PaymentRequestJson;
  /** The amount as the entry writes it ("0.05 ETH"). */
  amountText: string;
};

/**
 * "Link and QR code" on an open request of "Your requests": a disclosure
 * that shows its {@link RequestLinks} again, so a request made on another
 * day, or before a reload, can still be shared. Its link starts with the
 * page's own origin, as the server writes a new request's link (the origin
 * the page was opened on, one of `SITE_URL`'s); the QR code is drawn only
 * once opened, not for every entry of the list.
 */
export function ShareRequest({ request, amountText }: ShareRequestProps) {
  const t = useTranslations('Requests');
  const [open, setOpen] = useState(false);
  return (
    <details className="request-share-toggle" onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="share-request">
      <summary>{t('shareAgain')}</summary>
      {open && (
        <RequestLinks
          url={`${window.location.origin}${payPath(request.id)}`}
          uri={buildPaymentUri({ recipient: request.to, token: request.token, amount: BigInt(request.amount), chainId: request.chainId })}
          amountText={amountText}
        />
      )}
    </details>
  );
}
