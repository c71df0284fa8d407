import { describe, expect, it } from 'vitest';
import type { Hash } from 'viem';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import {
  MAX_SENT_TRANSACTIONS,
  readSentTransactions,
  recordSentTransaction,
  recordTransactionOutcomes,
  SENT_TRANSACTIONS_STORAGE_KEY,
  type SentTransaction,
} from './sentTransactions';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;
const record = (n: number): SentTransaction => ({
  hash: hash(n),
  chainId: 1,
  from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  nonce: n,
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: '1000000000000000000',
  input: '0x',
  description: `Send ${n}`,
  sentAt: 1_700_000_000_000 + n,
  sentBlock: '12',
});

describe('our records of sent transactions', () => {
  it('are kept newest first, one per hash, at most 100, with the sender checksummed', () => {
    const storage = memoryStorage();
    for (let n = 0; n < MAX_SENT_TRANSACTIONS + 5; n++) recordSentTransaction(storage, record(n));
    recordSentTransaction(storage, record(MAX_SENT_TRANSACTIONS + 4));
    const records = readSentTransactions(storage);
    expect(records).toHaveLength(MAX_SENT_TRANSACTIONS);
    expect(records[0]?.hash).toBe(hash(MAX_SENT_TRANSACTIONS + 4));
    expect(records[1]?.hash).toBe(hash(MAX_SENT_TRANSACTIONS + 3));
    expect(records[0]?.from).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('take a final outcome once; a later one does not overwrite it', () => {
    const storage = memoryStorage();
    recordSentTransaction(storage, record(1));
    expect(recordTransactionOutcomes(storage, new Map([[hash(1), { state: 'cancelled', replacementHash: hash(9) }]]))).toBe(true);
    expect(recordTransactionOutcomes(storage, new Map([[hash(1), { state: 'dropped' }]]))).toBe(false);
    expect(readSentTransactions(storage)[0]?.outcome).toEqual({ state: 'cancelled', replacementHash: hash(9) });
  });

  it('skip what storage holds that is not a record: hostile values, bad hashes, garbage', () => {
    const storage = memoryStorage({
      [SENT_TRANSACTIONS_STORAGE_KEY]: JSON.stringify([
        { ...record(1), hash: '<img src=x onerror=alert(1)>' },
        { ...record(2), value: '-1' },
        { ...record(3), outcome: { state: 'sped-up', replacementHash: 'javascript:alert(1)' } },
        'garbage',
        record(4),
      ]),
    });
    expect(readSentTransactions(storage).map(({ hash }) => hash)).toEqual([hash(4)]);
    expect(readSentTransactions(memoryStorage({ [SENT_TRANSACTIONS_STORAGE_KEY]: '{oops' }))).toEqual([]);
  });
});
