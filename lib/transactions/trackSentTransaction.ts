import type { Hash } from 'viem';
import type { Config } from 'wagmi';
import { getPublicClient } from 'wagmi/actions';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { rememberTransactionTime } from './recentTransactions';
import { readSentTransaction, recordSentTransaction } from './sentTransactions';

/** Parameters of {@link trackSentTransaction}. */
export type TrackSentTransactionParameters = {
  config: Config;
  chainId: number;
  hash: Hash;
  description: string;
  /** The latest block number before sending; `undefined` when the node did not answer. */
  sentBlock: bigint | undefined;
  addRecentTransaction: (transaction: { hash: string; description: string }) => void;
};

/**
 * Records a transaction the wallet just sent: its time, the kit's record
 * (Account modal, avatar ring), and our record read back from the node
 * (`readSentTransaction`), which lets it be followed by its nonce too.
 *
 * @returns whether our record was kept; when not (no storage, or the node
 * did not answer), only its hash can be followed.
 */
export async function trackSentTransaction({ config, chainId, hash, description, sentBlock, addRecentTransaction }: TrackSentTransactionParameters): Promise<boolean> {
  const sentAt = Date.now();
  // Time first: the kit's write below is what tells views to re-read.
  const storage = getBrowserStorage();
  if (storage) rememberTransactionTime(storage, hash, sentAt);
  addRecentTransaction({ hash, description });
  const client = getPublicClient(config, { chainId });
  if (!storage || !client || sentBlock === undefined) return false;
  const record = await readSentTransaction({ client, hash, description, sentAt, sentBlock }).catch(() => undefined);
  // The node went away: only the hash is followed.
  if (!record) return false;
  recordSentTransaction(storage, record);
  return true;
}

