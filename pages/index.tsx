import Head from 'next/head';
import { useAccount } from 'wagmi';
import { AccountPanel } from '@/components/AccountPanel';
import { Header } from '@/components/Header';
import { Intro } from '@/components/Intro';

/** Home page `/`: the intro while disconnected, the account panel once connected. */
export default function Home() {
  const { isConnected } = useAccount();
  return (
    <>
      <Head>
        <title>Co-Editions</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Header />
      <main className="page">{isConnected ? <AccountPanel /> : <Intro />}</main>
    </>
  );
}
