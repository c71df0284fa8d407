import { AccountOverview } from '@/components/AccountOverview';
import { PageLayout } from '@/components/PageLayout';

/** `/account`: balances on every chain and every tracked transaction (issue #4). */
export default function AccountPage() {
  return (
    <PageLayout title="Account">
      <AccountOverview />
    </PageLayout>
  );
}
