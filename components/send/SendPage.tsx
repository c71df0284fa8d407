import { useTranslations } from 'next-intl';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useAccount } from 'wagmi';
import { unfinishedBatchId } from '@/lib/payments/storedBatches';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { PageLayout } from '@/components/layout/PageLayout';
import { SendDisconnected } from '@/components/send/SendDisconnected';
import { CardPlaceholder } from '@/components/ui/Card';

/**
 * The form, as a chunk of its own: its ENS resolution, fee estimates and
 * receipt watching stay out of the first load of a visitor who has not
 * connected (`docs/page-load.md`).
 */
const SendForm = dynamic(() => import('@/components/send/SendForm').then((module) => module.SendForm), {
  ssr: false,
  loading: () => <CardPlaceholder testId="send-form-placeholder" />,
});

/**
 * The form for several payments, as a chunk of its own, loaded on "Add
 * recipient": a single send never loads it.
 */
const BatchSendForm = dynamic(() => import('@/components/payments/BatchSendForm').then((module) => module.BatchSendForm), {
  ssr: false,
  loading: () => <CardPlaceholder testId="send-form-placeholder" />,
});

/** A batch left unfinished, with Continue: loaded only when storage holds one. */
const UnfinishedBatch = dynamic(() => import('@/components/payments/UnfinishedBatch').then((module) => module.UnfinishedBatch), { ssr: false });

/** `/send`: send the chain's native currency or a token, to one person or to many; `/send?uri=<ethereum: URI>` fills the form in from an EIP-681 payment link. */
export function SendPage() {
  const t = useTranslations('Send');
  const { query } = useRouter();
  const link = typeof query.uri === 'string' ? query.uri : undefined;
  const { isConnected, address, chainId } = useAccount();
  const [batchFrom, setBatchFrom] = useState<{ recipient: string; amount: string } | null>(null);
  const storage = isConnected ? getBrowserStorage() : undefined;
  const unfinished = storage && address && chainId !== undefined && !batchFrom ? unfinishedBatchId(storage, address, chainId) : undefined;
  return (
    <PageLayout title={t('title')} description={t('description')} heading={t('heading')}>
      {unfinished && <UnfinishedBatch batchId={unfinished} />}
      {!isConnected ? <SendDisconnected /> : batchFrom ? <BatchSendForm first={batchFrom} /> : <SendForm onAddRecipient={setBatchFrom} initialLink={link} />}
    </PageLayout>
  );
}
