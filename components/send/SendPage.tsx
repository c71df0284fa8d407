import dynamic from 'next/dynamic';
import { useAccount } from 'wagmi';
import { PageLayout } from '@/components/layout/PageLayout';
import { SendDisconnected } from '@/components/send/SendDisconnected';
import { CardPlaceholder } from '@/components/ui/Card';

/**
 * The form, as a chunk of its own: its ENS resolution, fee estimates and
 * receipt watching stay out of the first load of a visitor who has not
 * connected (`docs/performance.md`).
 */
const SendForm = dynamic(() => import('@/components/send/SendForm').then((module) => module.SendForm), {
  ssr: false,
  loading: () => <CardPlaceholder testId="send-form-placeholder" />,
});

/** `/send`: send the chain's native currency. */
export function SendPage() {
  const { isConnected } = useAccount();
  return <PageLayout title="Send" description="Send ETH from your wallet with Co-Editions, to an address or an ENS name, with the network fee shown before you confirm.">{isConnected ? <SendForm /> : <SendDisconnected />}</PageLayout>;
}
