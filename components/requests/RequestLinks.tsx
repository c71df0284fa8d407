import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { QrCode } from './QrCode';
import { WalletLinkText } from './WalletLinkText';

/** Each QR code's drawn size, CSS px: two side by side with the links beside them on a desktop card, still read from a phone's screen. */
const QR_SIZE_PX = 160;

/** Props of {@link RequestLinks}. */
export type RequestLinksProps = {
  /** The request's page, `<origin>/pay/<id>`. */
  url: string;
  /** The payment as an EIP-681 URI (`lib/requests/paymentUri.ts`). */
  uri: string;
  /** The amount as the page writes it ("0.05 ETH"), for the share sheet's text. */
  amountText: string;
};

/**
 * How a request is shared: two QR codes, one of its "Request link"
 * (`/pay/<id>`, for a phone's camera) and one of its "Wallet link" (the
 * EIP-681 URI, for a wallet app's scanner: the fastest way to pay in
 * person, found by the server's watcher with nobody reporting it); the
 * link with "Copy link" and, where the browser has the Web Share API,
 * "Share"; and the wallet link with its own copy button. Rendered only in
 * the browser (after a click), so it may read `navigator`.
 */
export function RequestLinks({ url, uri, amountText }: RequestLinksProps) {
  const t = useTranslations('Requests');
  const [canShare] = useState(() => typeof navigator.share === 'function');
  const share = () => {
    const text = t('shareText', { amount: amountText });
    // A visitor who closes the share sheet rejects the promise: nothing to say.
    navigator.share({ title: text, text, url }).catch(() => undefined);
  };
  return (
    <div className="request-share">
      <div className="request-qr-codes">
        <figure>
          <QrCode value={url} label={t('qrCode')} size={QR_SIZE_PX} testId="request-qr-code" />
          <figcaption>{t('qrHint')}</figcaption>
        </figure>
        <figure>
          <QrCode value={uri} label={t('walletQrCode')} size={QR_SIZE_PX} testId="wallet-qr-code" />
          <figcaption>{t('walletQrHint')}</figcaption>
        </figure>
      </div>
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
          <code className="request-link-text wallet-link-text" data-testid="wallet-link">
            <WalletLinkText uri={uri} />
          </code>
          <span className="field-hint">{t('walletLinkHint')}</span>
          <span className="request-link-actions">
            <CopyButton value={uri} label={t('copyWalletLink')} testId="copy-wallet-link" small />
          </span>
        </dd>
      </dl>
    </div>
  );
}
