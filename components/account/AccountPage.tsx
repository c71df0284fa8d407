import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useAccount } from 'wagmi';
import { AccountDisconnected } from '@/components/account/AccountDisconnected';
import { PageLayout } from '@/components/layout/PageLayout';
import { CardPlaceholder } from '@/components/ui/Card';

/**
 * The connected view, as a chunk of its own: its ENS lookups and receipt
 * watching stay out of the first load of a visitor who has not connected
 * (`docs/page-load.md`).
 */
const AccountOverview = dynamic(() => import('@/components/account/AccountOverview').then((module) => module.AccountOverview), {
  ssr: false,
  loading: () => <CardPlaceholder testId="account-overview-placeholder" />,
});

/** `/account`: balances on every chain and every tracked transaction. */
export function AccountPage() {
  const t = useTranslations('Account');
  const { isConnected } = useAccount();
  return <PageLayout title={t('title')} description={t('description')} heading={t('heading')}>{isConnected ? <AccountOverview /> : <AccountDisconnected />}</PageLayout>;
}
