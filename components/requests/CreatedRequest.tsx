import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Amount } from '@/components/ui/Amount';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { formatAmount } from '@/lib/format/formatAmount';
import type { CreatedPaymentRequestJson } from '@/lib/requests/paymentRequest';
import { QrCode } from './QrCode';

/** Props of {@link CreatedRequest}: what the server answered, and the asked amount in the asset's smallest unit. */
export type CreatedRequestProps = CreatedPaymentRequestJson & {
  amount: bigint;
  symbol: string;
  decimals: number;
  chainName: string;
};

/**
 * A request just made, ready to share: its "Request link" (`/pay/<id>`)
 * with "Copy link" and, where the browser has the Web Share API, "Share";
 * a QR code of that link; and its "Wallet link", the EIP-681 URI any
 * wallet can pay from, with its own copy button.
 */
export function CreatedRequest({ url, uri, amount, symbol, decimals, chainName }: CreatedRequestProps) {
  const t = useTranslations('Requests');
  const locale = useLocale();
  // Rendered only in the browser, after a click: no server HTML to match.
  const [canShare] = useState(() => typeof navigator.share === 'function');
  const share = () => {
    const text = t('shareText', { amount: formatAmount({ value: amount, decimals, symbol, locale }).text });
    // A visitor who closes the share sheet rejects the promise: nothing to say.
    navigator.share({ title: text, text, url }).catch(() => undefined);
  };
  return (
    <section className="panel created-request" aria-labelledby="created-request-heading" data-testid="created-request">
      <h2 id="created-request-heading">{t('createdHeading')}</h2>
      <p>{t.rich('createdSummary', { amount: () => <Amount value={amount} decimals={decimals} symbol={symbol} />, chain: chainName })}</p>
      <div className="created-request-body">
        <QrCode value={url} />
        <dl className="request-links">
          <dt>{t('requestLink')}</dt>
          <dd>
            <a href={url} className="request-link-text" data-testid="request-link">
              {url}
            </a>
            <span className="request-link-actions">
              <CopyButton value={url} label={t('copyLink')} testId="copy-request-link" small />
              {canShare && (
                <Button size="small" onClick={share} data-testid="share-request-link">
                  {t('share')}
                </Button>
              )}
            </span>
          </dd>
          <dt>{t('walletLink')}</dt>
          <dd>
            <code className="request-link-text" data-testid="wallet-link">
              {uri}
            </code>
            <span className="field-hint">{t('walletLinkHint')}</span>
            <span className="request-link-actions">
              <CopyButton value={uri} label={t('copyWalletLink')} testId="copy-wallet-link" small />
            </span>
          </dd>
        </dl>
      </div>
    </section>
  );
}
