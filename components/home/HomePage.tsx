import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useAccount } from 'wagmi';
import { Intro } from '@/components/layout/Intro';
import { PageLayout } from '@/components/layout/PageLayout';
import { CardPlaceholder } from '@/components/ui/Card';

/**
 * The account panel, as a chunk of its own: only connected visitors see it,
 * and its ENS lookups (viem's ENS actions) stay out of the first load of a
 * visitor who has not connected (`docs/page-load.md`).
 */
const AccountPanel = dynamic(() => import('@/components/account/AccountPanel').then((module) => module.AccountPanel), {
  ssr: false,
  loading: () => <CardPlaceholder testId="account-panel-placeholder" />,
});

/** Home page `/`: the intro, then the account panel once connected. */
export function HomePage() {
  const t = useTranslations('Home');
  const { isConnected } = useAccount();
  return (
    <PageLayout description={t('description')}>
      <Intro />
      {isConnected && <AccountPanel />}
    </PageLayout>
  );
}
