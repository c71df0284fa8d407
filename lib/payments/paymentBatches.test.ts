import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import { BatchStorageError, batchExplorerPath, batchRecipientCount, batchTotal, PAYMENT_BATCHES_STORAGE_KEY, readPaymentBatch, readPaymentBatches, savePaymentBatch, withPaymentState, type PaymentBatch } from './paymentBatches';

const BATCH: PaymentBatch = {
  id: 'b1',
  chainId: 31337,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  asset: { token: null, symbol: 'ETH', decimals: 18 },
  path: 'sequential',
  createdAt: 1,
  payments: [
    { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', label: 'alice.eth', amount: '500000000000000000', state: { status: 'queued' } },
    { to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', label: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', amount: '1', state: { status: 'queued' } },
  ],
};

describe('payment batches in storage', () => {
  it('stores each payment’s state, newest batch first, replacing the batch of the same id', () => {
    const storage = memoryStorage();
    savePaymentBatch(storage, BATCH);
    savePaymentBatch(storage, withPaymentState(BATCH, 0, { status: 'requested', nonce: 4, fromBlock: '12' }));
    savePaymentBatch(storage, { ...BATCH, id: 'b2' });
    const [newest, older] = readPaymentBatches(storage);
    expect(newest?.id).toBe('b2');
    expect(older?.payments.map(({ state }) => state)).toEqual([{ status: 'requested', nonce: 4, fromBlock: '12' }, { status: 'queued' }]);
  });

  it('skips stored entries of another shape: a bad address, a negative amount, an unknown state', () => {
    const storage = memoryStorage();
    const bad = [
      { ...BATCH, from: '<script>' },
      { ...BATCH, payments: [{ ...BATCH.payments[0], amount: '-1' }] },
      { ...BATCH, payments: [{ ...BATCH.payments[0], state: { status: 'sent', hash: 'nope' } }] },
      BATCH,
    ];
    storage.setItem(PAYMENT_BATCHES_STORAGE_KEY, JSON.stringify(bad));
    expect(readPaymentBatches(storage)).toEqual([BATCH]);
    storage.setItem(PAYMENT_BATCHES_STORAGE_KEY, '{not json');
    expect(readPaymentBatches(storage)).toEqual([]);
  });

  it('reads one batch by its id, through the same schema', () => {
    const storage = memoryStorage();
    storage.setItem(PAYMENT_BATCHES_STORAGE_KEY, JSON.stringify([{ ...BATCH, id: 'bad', from: '<script>' }, BATCH]));
    expect(readPaymentBatch(storage, 'b1')).toEqual(BATCH);
    expect(readPaymentBatch(storage, 'bad')).toBeUndefined();
    expect(readPaymentBatch(storage, 'missing')).toBeUndefined();
  });

  it('refuses to go on when the browser will not store the batch', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new DOMException('QuotaExceededError'); } };
    expect(() => savePaymentBatch(refusing, BATCH)).toThrow(BatchStorageError);
  });

  it('never stores a sent payment as unsent again, whatever a stale copy of the batch says', () => {
    const storage = memoryStorage();
    const hash = `0x${'12'.repeat(32)}` as const;
    savePaymentBatch(storage, withPaymentState(BATCH, 1, { status: 'sent', hash }));
    // A check that started before payment 2 was sent writes its older copy.
    savePaymentBatch(storage, withPaymentState(BATCH, 0, { status: 'queued' }));
    expect(readPaymentBatches(storage)[0]?.payments.map(({ state }) => state)).toEqual([{ status: 'queued' }, { status: 'sent', hash }]);
  });
});

describe('a batch in sum', () => {
  it('totals its payments in the smallest unit, and counts each recipient once', () => {
    expect(batchTotal(BATCH)).toBe(500_000_000_000_000_001n);
    expect(batchRecipientCount(BATCH)).toBe(2);
    const twice = { ...BATCH, payments: [...BATCH.payments, { ...BATCH.payments[0]!, to: BATCH.payments[0]!.to.toLowerCase() as `0x${string}` }] };
    expect(batchRecipientCount(twice)).toBe(2);
  });
});

describe('a batch on an explorer', () => {
  const hash = `0x${'ab'.repeat(32)}` as const;
  it('links an atomic batch to its one transaction once sent', () => {
    const sent = withPaymentState(withPaymentState({ ...BATCH, path: 'atomic' }, 0, { status: 'sent', hash }), 1, { status: 'sent', hash });
    expect(batchExplorerPath(sent)).toBe(`/tx/${hash}`);
  });

  it('links a sequential batch, or an atomic one not sent, to the paying account', () => {
    expect(batchExplorerPath(withPaymentState(BATCH, 0, { status: 'sent', hash }))).toBe(`/address/${BATCH.from}`);
    expect(batchExplorerPath({ ...BATCH, path: 'atomic' })).toBe(`/address/${BATCH.from}`);
  });
});
