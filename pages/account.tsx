import Head from 'next/head';
import { AccountOverview } from '@/components/AccountOverview';
import { Header } from '@/components/Header';

/** `/account`: balances on every chain and every tracked transaction (issue #4). */
export default function AccountPage() {
  return (
    <>
      <Head>
        <title>Account · Co-Editions</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Header />
      <main className="page">
        <AccountOverview />
      </main>
    </>
  );
}
