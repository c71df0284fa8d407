import type { Address, Hash, Hex } from 'viem';
import { resultWithin } from '@/lib/async/resultWithin';
import type { Config } from 'wagmi';
import { getBlockNumber, getTransactionCount } from 'wagmi/actions';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { rememberTransactionTime } from './recentTransactions';
import { recordSentTransaction } from './sentTransactions';

/** How long the reads before sending may hold up the wallet's prompt: 2,000 ms. Past it, only the hash is followed. */
const SEND_CONTEXT_TIMEOUT_MS = 2_000;

/** What the app knows of an account just before it asks the wallet to send. */
export type SendContext = {
  /** The account's next nonce, counting its transactions still pending (`eth_getTransactionCount`, `pending`). */
  nonce: number;
  /** The chain's latest block number: where a search for a replacement starts. */
  sentBlock: bigint;
};

/** Parameters of {@link readSendContext}. */
export type ReadSendContextParameters = { chainId: number; address: Address };

/**
 * Reads the account's next nonce and the latest block, together, before
 * the wallet is asked to send: after the send, the node may not know the
 * transaction yet (a load-balanced RPC, a wallet broadcasting through its
 * own node), and a replacement may already have taken its nonce.
 *
 * @returns the context, or `undefined` when the node does not answer within
 *   {@link SEND_CONTEXT_TIMEOUT_MS}; the send goes ahead either way.
 */
export async function readSendContext(config: Config, { chainId, address }: ReadSendContextParameters): Promise<SendContext | undefined> {
  const reads = Promise.all([
    getTransactionCount(config, { chainId, address, blockTag: 'pending' }),
    getBlockNumber(config, { chainId, cacheTime: 0 }),
  ]).then(([nonce, sentBlock]) => ({ nonce, sentBlock }));
  return resultWithin(reads, SEND_CONTEXT_TIMEOUT_MS, undefined);
}

/** Parameters of {@link trackSentTransaction}. */
export type TrackSentTransactionParameters = {
  chainId: number;
  hash: Hash;
  description: string;
  /** The call the wallet was asked to send: sender, recipient or contract, value in wei, calldata (`0x` for a plain transfer). */
  call: { from: Address; to: Address; value: bigint; input: Hex };
  /** Read before sending ({@link readSendContext}); `undefined` when the node did not answer. */
  context: SendContext | undefined;
  addRecentTransaction: (transaction: { hash: string; description: string }) => void;
};

/**
 * Records a transaction the wallet just sent: its time, the kit's record
 * (Account modal) and ours, made from what the app knew without asking the
 * node about the hash (the sender, its nonce before sending, the call), so
 * it is followed by its nonce too (`resolveSentTransaction`), whether or
 * not the node has seen it.
 *
 * @returns `recorded`: whether our record was kept (when not, for want of
 *   storage or context, only its hash can be followed); `sentAt`: the time
 *   recorded, in ms since the Unix epoch.
 */
export function trackSentTransaction({
  chainId,
  hash,
  description,
  call,
  context,
  addRecentTransaction,
}: TrackSentTransactionParameters): { recorded: boolean; sentAt: number } {
  const sentAt = Date.now();
  const storage = getBrowserStorage();
  if (storage) rememberTransactionTime(storage, hash, sentAt);
  addRecentTransaction({ hash, description });
  if (!storage || !context) return { recorded: false, sentAt };
  recordSentTransaction(storage, {
    hash,
    chainId,
    from: call.from,
    nonce: context.nonce,
    to: call.to,
    value: call.value.toString(),
    input: call.input,
    description,
    sentAt,
    sentBlock: context.sentBlock.toString(),
  });
  return { recorded: true, sentAt };
}
