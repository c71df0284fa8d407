import { PageLayout } from '@/components/PageLayout';
import { SendForm } from '@/components/SendForm';

/** `/send`: send the chain's native currency (issue #4). */
export default function SendPage() {
  return (
    <PageLayout title="Send">
      <SendForm />
    </PageLayout>
  );
}
