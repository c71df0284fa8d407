import {
  isAddressEqual,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Client,
  type Transaction,
} from 'viem';
import { getBlock, getBlockNumber, getTransaction, getTransactionCount, getTransactionReceipt } from 'viem/actions';
import type { SentTransaction } from './sentTransactions';
import type { ReplacementState, TransactionOutcome } from './transactionOutcome';

/** How long a transaction the node no longer knows may still be in flight before it counts as dropped: 5 minutes, in ms. */
export const DROPPED_AFTER_MS = 5 * 60_000;

/** How many blocks, since it was sent, are searched for a replacement: 1,000. */
export const REPLACEMENT_SEARCH_MAX_BLOCKS = 1_000n;

/** A replacement (same sender and nonce) is `sped-up` with the same call, `cancelled` as 0 to the sender itself, else `replaced`. */
export function classifyReplacement(
  original: Pick<SentTransaction, 'from' | 'to' | 'value' | 'input'>,
  replacement: Pick<Transaction, 'to' | 'value' | 'input'>,
): ReplacementState {
  const sameRecipient =
    original.to === null ? replacement.to === null : replacement.to !== null && isAddressEqual(original.to, replacement.to);
  if (sameRecipient && replacement.value === BigInt(original.value) && replacement.input.toLowerCase() === original.input.toLowerCase()) {
    return 'sped-up';
  }
  if (replacement.value === 0n && replacement.to !== null && isAddressEqual(replacement.to, original.from)) return 'cancelled';
  return 'replaced';
}

/** `action()`, or `null` when viem reports the thing not found. */
async function orNotFound<T>(action: () => Promise<T>): Promise<T | null> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError || error instanceof TransactionNotFoundError) return null;
    throw error;
  }
}

/**
 * The mined transaction of `record.from` with `record.nonce`: a binary search
 * on `eth_getTransactionCount` since `record.sentBlock` finds its block in
 * about ten requests, with no indexer.
 *
 * @returns the transaction, or `null` when mined before the window or the node keeps no past state.
 */
async function findMinedTransactionByNonce(
  client: Client,
  record: Pick<SentTransaction, 'from' | 'nonce' | 'sentBlock'>,
): Promise<Transaction | null> {
  try {
    const latest = await getBlockNumber(client, { cacheTime: 0 });
    const floor = latest > REPLACEMENT_SEARCH_MAX_BLOCKS ? latest - REPLACEMENT_SEARCH_MAX_BLOCKS : 0n;
    const sentBlock = BigInt(record.sentBlock);
    let low = sentBlock > floor ? sentBlock : floor;
    let high = latest;
    const minedPast = async (blockNumber: bigint) =>
      (await getTransactionCount(client, { address: record.from, blockNumber })) > record.nonce;
    // Mined before the window: the block is not ours to find.
    if (low > 0n && (await minedPast(low - 1n))) return null;
    // The first block whose state has the nonce used: the one that mined it.
    while (low < high) {
      const middle = (low + high) / 2n;
      if (await minedPast(middle)) high = middle;
      else low = middle + 1n;
    }
    const block = await getBlock(client, { blockNumber: low, includeTransactions: true });
    return block.transactions.find((transaction) => isAddressEqual(transaction.from, record.from) && transaction.nonce === record.nonce) ?? null;
  } catch {
    // Pruned state (most full nodes keep about 128 blocks) or a node error: not found.
    return null;
  }
}

/** Parameters of {@link resolveSentTransaction}. */
export type ResolveSentTransactionParameters = {
  /** A client on the record's chain. */
  client: Client;
  record: SentTransaction;
  /** The time now, ms since epoch (injected for tests). */
  now: number;
};

/**
 * Where `record` stands, from the node alone: its receipt; else a mined
 * nonce past its own means a replacement; else whether the node still knows
 * it. Nothing depends on having watched it, so it works after any reload.
 *
 * @throws the transport's error when the node cannot be reached; the caller keeps the last outcome.
 */
export async function resolveSentTransaction({ client, record, now }: ResolveSentTransactionParameters): Promise<TransactionOutcome> {
  const receiptOutcome = async (): Promise<TransactionOutcome | null> => {
    const receipt = await orNotFound(() => getTransactionReceipt(client, { hash: record.hash }));
    return receipt ? { state: receipt.status === 'success' ? 'confirmed' : 'failed' } : null;
  };
  const fromReceipt = await receiptOutcome();
  if (fromReceipt) return fromReceipt;
  const [known, minedNonce] = await Promise.all([
    orNotFound(() => getTransaction(client, { hash: record.hash })),
    getTransactionCount(client, { address: record.from, blockTag: 'latest' }),
  ]);
  const nonce = known?.nonce ?? record.nonce;
  if (minedNonce > nonce) {
    // Mined meanwhile, between the requests: its own receipt says how.
    const mined = await findMinedTransactionByNonce(client, { ...record, nonce });
    if (mined?.hash === record.hash) return (await receiptOutcome()) ?? { state: 'pending' };
    if (!mined) return (await receiptOutcome()) ?? { state: 'replaced', replacementHash: null };
    return { state: classifyReplacement(record, mined), replacementHash: mined.hash };
  }
  if (!known && now - record.sentAt > DROPPED_AFTER_MS) return { state: 'dropped' };
  return { state: 'pending' };
}
