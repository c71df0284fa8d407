import Head from 'next/head';
import { Header } from '@/components/Header';
import { SendForm } from '@/components/SendForm';

/** `/send`: send the chain's native currency (issue #4). */
export default function SendPage() {
  return (
    <>
      <Head>
        <title>Send · Co-Editions</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Header />
      <main className="page">
        <SendForm />
      </main>
    </>
  );
}
