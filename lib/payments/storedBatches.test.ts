import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import { batchTransactionHashes, paymentBatchTimes, unfinishedBatchId } from './storedBatches';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HASH = `0x${'ab'.repeat(32)}`;

describe('the stored batches, read without their schema', () => {
  const storage = memoryStorage({
    'co-editions.paymentBatches': JSON.stringify([
      { id: 'open', from: FROM, chainId: 1, createdAt: 2_000, payments: [{ state: { status: 'sent', hash: HASH } }, { state: { status: 'rejected' } }] },
      { id: 'done', from: FROM, chainId: 1, createdAt: 1_000, payments: [{ state: { status: 'sent', hash: HASH.toUpperCase().replace('0X', '0x') } }] },
      { id: 'other', from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1, payments: [{ state: { status: 'queued' } }] },
      { id: 'no time', from: FROM, chainId: 1, payments: [] },
      'hostile',
    ]),
  });

  it('finds the newest unfinished batch of the account on the chain', () => {
    expect(unfinishedBatchId(storage, FROM.toLowerCase(), 1)).toBe('open');
    expect(unfinishedBatchId(storage, FROM, 10)).toBeUndefined();
  });

  it('lists the account’s batches with their times and collects their hashes, lower-case', () => {
    expect(paymentBatchTimes(storage, FROM)).toEqual([
      { id: 'open', createdAt: 2_000 },
      { id: 'done', createdAt: 1_000 },
    ]);
    expect([...batchTransactionHashes(storage, FROM)]).toEqual([HASH]);
  });

  it('reads nothing from storage that is not a list', () => {
    const broken = memoryStorage({ 'co-editions.paymentBatches': '{"a":1}' });
    expect(unfinishedBatchId(broken, FROM, 1)).toBeUndefined();
    expect(paymentBatchTimes(broken, FROM)).toEqual([]);
  });
});
