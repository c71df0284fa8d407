import { useTranslations } from 'next-intl';
import { ConnectCallToAction } from '@/components/layout/ConnectCallToAction';
import { Card } from '@/components/ui/Card';

/**
 * `/account` for a visitor without a connected wallet: what the page is
 * for, and a button to connect. Light on purpose: the connected view
 * (`AccountOverview`, with its ENS and receipt code) loads only once a
 * wallet is connected.
 */
export function AccountDisconnected() {
  const t = useTranslations('Account');
  return (
    <Card>
      <p>{t('disconnected')}</p>
      <ConnectCallToAction />
    </Card>
  );
}
