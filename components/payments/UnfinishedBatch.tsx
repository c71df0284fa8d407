import { useMessageText } from '@/components/i18n/useMessageText';
import { useAccount } from 'wagmi';
import { Notice } from '@/components/ui/Notice';
import { BatchProgress } from './BatchProgress';
import { usePaymentBatches } from './usePaymentBatches';
import { useSendBatch } from './useSendBatch';

/**
 * A batch left unfinished (a rejection, a reload, a closed tab): its
 * progress, with Continue, above the form. Its payments whose wallet answer
 * was lost are settled against the chain first (`BatchProgress`).
 */
export function UnfinishedBatch({ batchId }: { batchId: string }) {
  const { address, chain } = useAccount();
  const messageText = useMessageText();
  const sender = useSendBatch();
  const batch = usePaymentBatches(address, chain?.id).find(({ id }) => id === batchId);
  if (!batch || !chain) return null;
  return (
    <>
      <BatchProgress batch={batch} explorerUrl={chain.blockExplorers?.default.url} onResume={(stopped) => void sender.resume(stopped)} busy={sender.busy} />
      {sender.error && (
        <Notice tone="error" testId="resume-error">
          {sender.error.map(messageText).join(' ')}
        </Notice>
      )}
    </>
  );
}
