import { useTranslations } from 'next-intl';
import { ConnectCallToAction } from '@/components/layout/ConnectCallToAction';
import { Card } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';

/**
 * `/send` for a visitor without a connected wallet: what the page does,
 * and a button to connect. The form (`SendForm`, with its ENS, fee and
 * receipt code) loads only once a wallet is connected. Says "ETH", as the
 * form does before it knows the wallet's chain.
 */
export function SendDisconnected() {
  const t = useTranslations('Send');
  return (
    <Card>
      <p>{t('disconnected')}</p>
      <ConnectCallToAction />
    </Card>
  );
}

/** `/send` for a wallet on a network this site does not support: a switch is all there is to do. */
export function SendUnsupportedNetwork() {
  const t = useTranslations('Send');
  return (
    <Card>
      <Notice tone="error">{t('unsupportedNetwork')}</Notice>
    </Card>
  );
}
