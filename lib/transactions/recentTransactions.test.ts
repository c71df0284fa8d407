// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import type { Hash } from 'viem';
import { readSentTransactions, SENT_TRANSACTIONS_STORAGE_KEY, type SentTransaction } from './sentTransactions';
import { applyOutcomesToKitRecords, listTrackedTransactions, rememberTransactionTime, syncKitRecordsWithOutcomes } from './recentTransactions';
import {
  hasPendingTransaction,
  notifyTransactionRecordsChanged,
  readStoredTransactions,
  RK_TRANSACTIONS_STORAGE_KEY,
  subscribeToTransactionRecords,
  type StoredTransaction,
} from './transactionStorage';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const tx = (n: number, status: StoredTransaction['status']): StoredTransaction => ({
  hash: hash(n),
  description: `tx ${n}`,
  status,
});


const sent = (n: number, outcome: SentTransaction['outcome']): SentTransaction => ({
  hash: hash(n) as Hash,
  chainId: 1,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  nonce: n,
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: '1',
  input: '0x',
  description: `tx ${n}`,
  sentAt: n,
  sentBlock: '1',
  ...(outcome ? { outcome } : {}),
});

describe('listTrackedTransactions', () => {
  it('lists every chain of the address, newest first, with its chain id', () => {
    const storage = memoryStorage({
      [RK_TRANSACTIONS_STORAGE_KEY]: JSON.stringify({
        '0xA': { '1': [tx(2, 'pending'), tx(1, 'confirmed')], '11155111': [tx(3, 'failed')] },
        '0xB': { '1': [tx(9, 'confirmed')] },
      }),
    });
    rememberTransactionTime(storage, hash(1) as `0x${string}`, 1_000);
    rememberTransactionTime(storage, hash(3) as `0x${string}`, 2_000);
    rememberTransactionTime(storage, hash(2) as `0x${string}`, 3_000);
    expect(listTrackedTransactions(storage, '0xA', [1, 11155111]).map((t) => [t.hash, t.chainId, t.status])).toEqual([
      [hash(2), 1, 'pending'],
      [hash(3), 11155111, 'failed'],
      [hash(1), 1, 'confirmed'],
    ]);
  });

  it('lists each of our records, with the kit status when the kit holds one, and keeps one the kit no longer holds', () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const storage = memoryStorage({
      [SENT_TRANSACTIONS_STORAGE_KEY]: JSON.stringify([
        { ...sent(11, { state: 'replaced', replacementHash: null }), sentAt: 5_000 },
        { ...sent(12, undefined), sentAt: 4_000 },
        { ...sent(13, undefined), chainId: 5, sentAt: 6_000 },
      ]),
      [RK_TRANSACTIONS_STORAGE_KEY]: JSON.stringify({ [account]: { '1': [tx(12, 'pending'), tx(14, 'confirmed')] } }),
    });
    expect(listTrackedTransactions(storage, account, [1]).map((t) => [t.hash, t.status])).toEqual([
      [hash(11), undefined],
      [hash(12), 'pending'],
      [hash(14), 'confirmed'],
    ]);
  });

  it('survives garbage in storage', () => {
    expect(listTrackedTransactions(memoryStorage({ [RK_TRANSACTIONS_STORAGE_KEY]: '{oops' }), '0xA', [1])).toEqual([]);
  });
});

describe('our outcomes in the kit records', () => {

  /** Keys of the `storage` events fired on `window` while `run` runs. */
  function storageEventKeys(run: () => void): (string | null)[] {
    const keys: (string | null)[] = [];
    const listener = (event: StorageEvent) => void keys.push(event.key);
    window.addEventListener('storage', listener);
    try {
      run();
    } finally {
      window.removeEventListener('storage', listener);
    }
    return keys;
  }

  it('syncKitRecordsWithOutcomes writes them at once, tells our views and the kit, and does nothing when nothing changes', () => {
    const storage = memoryStorage({
      [RK_TRANSACTIONS_STORAGE_KEY]: JSON.stringify({ '0xA': { '1': [tx(4, 'pending')] } }),
      [SENT_TRANSACTIONS_STORAGE_KEY]: JSON.stringify([sent(4, { state: 'dropped' })]),
    });
    const views: number[] = [];
    const stop = subscribeToTransactionRecords(() => views.push(1));
    expect(storageEventKeys(() => syncKitRecordsWithOutcomes(storage))).toEqual([RK_TRANSACTIONS_STORAGE_KEY]);
    // Once from our module, once from the storage event the kit listens to.
    expect(views.length).toBe(2);
    stop();
    expect(readStoredTransactions(storage)['0xA']?.['1']?.[0]?.status).toBe('failed');
    expect(applyOutcomesToKitRecords(readStoredTransactions(storage), readSentTransactions(storage))).toBeUndefined();
    expect(storageEventKeys(() => syncKitRecordsWithOutcomes(storage))).toEqual([]);
  });

  it('a transaction whose replacement could not be found leaves the kit records, never marked failed', () => {
    const records = { '0xA': { '1': [tx(5, 'pending'), tx(6, 'confirmed')] } };
    const updated = applyOutcomesToKitRecords(records, [sent(5, { state: 'replaced', replacementHash: null })]);
    expect(updated?.['0xA']?.['1']).toEqual([tx(6, 'confirmed')]);
  });
});

describe('hasPendingTransaction', () => {
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  it('follows our record first: pending until final, whatever the kit last wrote', () => {
    const storage = memoryStorage({
      [SENT_TRANSACTIONS_STORAGE_KEY]: JSON.stringify([sent(7, undefined)]),
      [RK_TRANSACTIONS_STORAGE_KEY]: JSON.stringify({ [account]: { '1': [tx(7, 'confirmed')] } }),
    });
    expect(hasPendingTransaction(storage, account, 1)).toBe(true);
    expect(hasPendingTransaction(storage, account.toLowerCase(), 1)).toBe(true);
    expect(hasPendingTransaction(storage, account, 5)).toBe(false);
    storage.setItem(SENT_TRANSACTIONS_STORAGE_KEY, JSON.stringify([sent(7, { state: 'confirmed' })]));
    storage.setItem(RK_TRANSACTIONS_STORAGE_KEY, JSON.stringify({ [account]: { '1': [tx(7, 'pending')] } }));
    expect(hasPendingTransaction(storage, account, 1)).toBe(false);
  });

  it('counts a pending kit record we hold no record of, and skips garbage', () => {
    const storage = memoryStorage({
      [SENT_TRANSACTIONS_STORAGE_KEY]: '[1, null, "x"]',
      [RK_TRANSACTIONS_STORAGE_KEY]: JSON.stringify({ [account]: { '1': [null, 3, tx(8, 'pending')] } }),
    });
    expect(hasPendingTransaction(storage, account, 1)).toBe(true);
  });

  it('tells subscribers of each write in this tab, and of each storage event from another', () => {
    let calls = 0;
    const stop = subscribeToTransactionRecords(() => calls++);
    notifyTransactionRecordsChanged();
    window.dispatchEvent(new StorageEvent('storage', { key: SENT_TRANSACTIONS_STORAGE_KEY }));
    stop();
    notifyTransactionRecordsChanged();
    expect(calls).toBe(2);
  });
});

describe("RainbowKit's transaction store, as installed", () => {
  it('carries our patch (patches/@rainbow-me+rainbowkit+2.2.11.patch, applied by npm install): a storage event is read', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('@rainbow-me/rainbowkit'), 'utf8');
    const store = source.slice(source.indexOf('function createTransactionStore('), source.indexOf('var storeSingleton'));
    expect(store).toContain('window.addEventListener("storage"');
  });
});
