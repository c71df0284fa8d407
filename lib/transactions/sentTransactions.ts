import { getAddress, isAddress, isHash, isHex, TransactionNotFoundError, type Address, type Client, type Hash, type Hex } from 'viem';
import { getTransaction } from 'viem/actions';
import { isRecord, readStoredJson } from '@/lib/storage/json';
import { isFinalOutcome, type FinalTransactionOutcome } from './transactionOutcome';
import { notifyTransactionRecordsChanged, SENT_TRANSACTIONS_STORAGE_KEY } from './transactionStorage';

export { SENT_TRANSACTIONS_STORAGE_KEY } from './transactionStorage';

/** Records kept, newest first: 100. */
export const MAX_SENT_TRANSACTIONS = 100;

/**
 * What we keep of a transaction sent from Co-Editions, beside the kit's own
 * record of the same hash: enough to follow it by its account's nonce when
 * its hash never gets a receipt (sped up, cancelled, replaced or dropped).
 */
export type SentTransaction = {
  hash: Hash;
  chainId: number;
  /** The sending account (EIP-55). */
  from: Address;
  /** The account nonce the transaction was sent with, read from the node. */
  nonce: number;
  /** Recipient or contract; `null` for a contract creation. */
  to: Address | null;
  /** Value in wei, as a decimal string (JSON has no bigint). */
  value: string;
  /** Calldata; `0x` for a plain transfer. */
  input: Hex;
  /** Our description, e.g. "Send 1 ETH to 0x7099…79C8". */
  description: string;
  /** When it was sent, ms since epoch. */
  sentAt: number;
  /** The chain's latest block number when it was sent (decimal string): where a search for its replacement starts. */
  sentBlock: string;
  /** Set once it is final; a final record is never checked again. */
  outcome?: FinalTransactionOutcome;
};

/** Whether `value` is a {@link SentTransaction} as we write them (stored data is untrusted). */
function isSentTransaction(value: unknown): value is SentTransaction {
  if (!isRecord(value)) return false;
  const { hash, chainId, from, nonce, to, value: wei, input, description, sentAt, sentBlock, outcome } = value;
  return (
    typeof hash === 'string' &&
    isHash(hash) &&
    Number.isSafeInteger(chainId) &&
    typeof from === 'string' &&
    isAddress(from) &&
    Number.isSafeInteger(nonce) &&
    (nonce as number) >= 0 &&
    (to === null || (typeof to === 'string' && isAddress(to))) &&
    typeof wei === 'string' &&
    /^\d+$/.test(wei) &&
    typeof input === 'string' &&
    isHex(input) &&
    typeof description === 'string' &&
    Number.isFinite(sentAt) &&
    typeof sentBlock === 'string' &&
    /^\d+$/.test(sentBlock) &&
    (outcome === undefined || isFinalOutcome(outcome))
  );
}

/** Our records, newest first; malformed entries are skipped. Never throws. */
export function readSentTransactions(storage: Pick<Storage, 'getItem'>): SentTransaction[] {
  const data = readStoredJson(storage, SENT_TRANSACTIONS_STORAGE_KEY);
  return Array.isArray(data) ? data.filter(isSentTransaction) : [];
}

function writeSentTransactions(storage: Pick<Storage, 'setItem'>, records: readonly SentTransaction[]): void {
  try {
    storage.setItem(SENT_TRANSACTIONS_STORAGE_KEY, JSON.stringify(records.slice(0, MAX_SENT_TRANSACTIONS)));
  } catch {
    // Storage full or denied: the kit's record still follows the hash.
    return;
  }
  notifyTransactionRecordsChanged();
}

/** Adds `record` first (replacing any record of the same hash), keeping {@link MAX_SENT_TRANSACTIONS}. */
export function recordSentTransaction(storage: Pick<Storage, 'getItem' | 'setItem'>, record: SentTransaction): void {
  const others = readSentTransactions(storage).filter(({ hash }) => hash !== record.hash);
  writeSentTransactions(storage, [{ ...record, from: getAddress(record.from) }, ...others]);
}

/**
 * Stores the final outcome of the records of the given hashes.
 *
 * @returns whether any record changed.
 */
export function recordTransactionOutcomes(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  outcomes: ReadonlyMap<Hash, FinalTransactionOutcome>,
): boolean {
  let changed = false;
  const records = readSentTransactions(storage).map((record) => {
    const outcome = outcomes.get(record.hash);
    if (!outcome || record.outcome) return record;
    changed = true;
    return { ...record, outcome };
  });
  if (changed) writeSentTransactions(storage, records);
  return changed;
}

/** Parameters of {@link readSentTransaction}. */
export type ReadSentTransactionParameters = {
  /** A client on the chain the transaction was sent on. */
  client: Client;
  hash: Hash;
  description: string;
  /** When the wallet returned the hash, ms since epoch. */
  sentAt: number;
  /** The latest block number just before sending. */
  sentBlock: bigint;
  /** Tries of `eth_getTransactionByHash`, one per `client.pollingInterval`: a wallet may broadcast through another node than ours. Default 10. */
  attempts?: number;
};

/**
 * Our record of a transaction the wallet just sent, read back from the node
 * (`eth_getTransactionByHash`): its sender, nonce, recipient, value and
 * calldata as the wallet actually signed them.
 *
 * @returns the record, or `null` when the node does not know the hash after every attempt.
 */
export async function readSentTransaction({
  client,
  hash,
  description,
  sentAt,
  sentBlock,
  attempts = 10,
}: ReadSentTransactionParameters): Promise<SentTransaction | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const transaction = await getTransaction(client, { hash });
      return {
        hash,
        chainId: client.chain?.id ?? transaction.chainId ?? 0,
        from: getAddress(transaction.from),
        nonce: transaction.nonce,
        to: transaction.to ? getAddress(transaction.to) : null,
        value: transaction.value.toString(),
        input: transaction.input,
        description,
        sentAt,
        sentBlock: sentBlock.toString(),
      };
    } catch (error) {
      if (!(error instanceof TransactionNotFoundError)) throw error;
      // Not seen by our node yet: ask again after one polling interval.
      await new Promise((resolve) => setTimeout(resolve, client.pollingInterval));
    }
  }
  return null;
}
