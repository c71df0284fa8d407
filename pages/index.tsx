import { useAccount } from 'wagmi';
import { AccountPanel } from '@/components/AccountPanel';
import { Intro } from '@/components/Intro';
import { PageLayout } from '@/components/PageLayout';

/** Home page `/`: the intro while disconnected, the account panel once connected. */
export default function Home() {
  const { isConnected } = useAccount();
  return <PageLayout>{isConnected ? <AccountPanel /> : <Intro />}</PageLayout>;
}
