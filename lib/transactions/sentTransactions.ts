import { getAddress, isAddress, isHash, isHex, type Address, type Hash, type Hex } from 'viem';
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
  /**
   * The account's next nonce read just before sending (`readSendContext`):
   * the nonce the wallet uses unless it holds transactions our node has not
   * seen. `resolveSentTransaction` prefers the transaction's own, once the
   * node knows it.
   */
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
