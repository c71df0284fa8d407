// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import type { Hash } from 'viem';
import { readSentTransactions, SENT_TRANSACTIONS_STORAGE_KEY, type SentTransaction } from './sentTransactions';
import {
  applyOutcomesToKitRecords,
  listTrackedTransactions,
  readStoredTransactions,
  syncKitRecordsWithOutcomes,
  rememberTransactionTime,
  RK_TRANSACTIONS_STORAGE_KEY,
  trimFinishedTransactions,
  type StoredTransaction,
} from './recentTransactions';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const tx = (n: number, status: StoredTransaction['status']): StoredTransaction => ({
  hash: hash(n),
  description: `tx ${n}`,
  status,
});


describe('trimFinishedTransactions', () => {
  it('keeps 10 finished transactions per address and chain, newest first, and every pending one', () => {
    const list = [tx(100, 'pending'), ...Array.from({ length: 11 }, (_, i) => tx(i, i % 2 ? 'failed' : 'confirmed'))];
    const trimmed = trimFinishedTransactions({ '0xA': { '1': list, '11155111': list.slice(0, 3) } });
    expect(trimmed?.['0xA']?.['1']).toEqual(list.slice(0, 11));
    expect(trimmed?.['0xA']?.['11155111']).toEqual(list.slice(0, 3));
  });

  it('reports no change when nothing is over the limit', () => {
    expect(trimFinishedTransactions({ '0xA': { '1': [tx(1, 'confirmed')] } })).toBeUndefined();
  });
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

  it('survives garbage in storage', () => {
    expect(listTrackedTransactions(memoryStorage({ [RK_TRANSACTIONS_STORAGE_KEY]: '{oops' }), '0xA', [1])).toEqual([]);
  });
});

describe('installKitTransactionStorage', () => {
  it('trims the kit records on write and leaves other keys alone', async () => {
    const { installKitTransactionStorage } = await import('./recentTransactions');
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as unknown as Storage;
    installKitTransactionStorage(storage);
    installKitTransactionStorage(storage);
    const eleven = Array.from({ length: 11 }, (_, i) => tx(i, 'confirmed'));
    storage.setItem(RK_TRANSACTIONS_STORAGE_KEY, JSON.stringify({ '0xA': { '1': eleven } }));
    expect(JSON.parse(items.get(RK_TRANSACTIONS_STORAGE_KEY)!)['0xA']['1']).toHaveLength(10);
    storage.setItem('other', 'not json');
    expect(items.get('other')).toBe('not json');
  });
});

describe('our outcomes in the kit records', () => {
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

  it('every kit write carries them: cancelled is failed, sped up is confirmed, the rest untouched', async () => {
    const { installKitTransactionStorage } = await import('./recentTransactions');
    const storage = memoryStorage({
      [SENT_TRANSACTIONS_STORAGE_KEY]: JSON.stringify([
        sent(1, { state: 'cancelled', replacementHash: null }),
        sent(2, { state: 'sped-up', replacementHash: null }),
        sent(3, undefined),
      ]),
    }) as Storage;
    installKitTransactionStorage(storage);
    // What the kit writes when viem hands it the cancelling transaction's receipt, and when its wait times out.
    storage.setItem(RK_TRANSACTIONS_STORAGE_KEY, JSON.stringify({ '0xA': { '1': [tx(1, 'confirmed'), tx(2, 'failed'), tx(3, 'pending')] } }));
    expect(readStoredTransactions(storage)['0xA']?.['1']?.map(({ status }) => status)).toEqual(['failed', 'confirmed', 'pending']);
  });

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

  it('a kit write that storage does not keep as written is announced, so the kit re-reads it; one kept as written is not', async () => {
    const { installKitTransactionStorage } = await import('./recentTransactions');
    const storage = memoryStorage({
      [SENT_TRANSACTIONS_STORAGE_KEY]: JSON.stringify([sent(5, { state: 'cancelled', replacementHash: null })]),
    }) as Storage;
    installKitTransactionStorage(storage);
    // The kit calls the cancelled transaction confirmed: stored as failed, and announced.
    const rewritten = storageEventKeys(() =>
      storage.setItem(RK_TRANSACTIONS_STORAGE_KEY, JSON.stringify({ '0xA': { '1': [tx(5, 'confirmed')] } })),
    );
    expect(rewritten).toEqual([RK_TRANSACTIONS_STORAGE_KEY]);
    // A write that agrees with our records is stored as it is, with no announcement.
    const kept = storageEventKeys(() =>
      storage.setItem(RK_TRANSACTIONS_STORAGE_KEY, JSON.stringify({ '0xA': { '1': [tx(5, 'failed'), tx(6, 'pending')] } })),
    );
    expect(kept).toEqual([]);
  });

  it('syncKitRecordsWithOutcomes writes them at once, and nothing when nothing changes', () => {
    const storage = memoryStorage({
      [RK_TRANSACTIONS_STORAGE_KEY]: JSON.stringify({ '0xA': { '1': [tx(4, 'pending')] } }),
      [SENT_TRANSACTIONS_STORAGE_KEY]: JSON.stringify([sent(4, { state: 'dropped' })]),
    });
    expect(storageEventKeys(() => syncKitRecordsWithOutcomes(storage))).toEqual([RK_TRANSACTIONS_STORAGE_KEY]);
    expect(readStoredTransactions(storage)['0xA']?.['1']?.[0]?.status).toBe('failed');
    expect(applyOutcomesToKitRecords(readStoredTransactions(storage), readSentTransactions(storage))).toBeUndefined();
    expect(storageEventKeys(() => syncKitRecordsWithOutcomes(storage))).toEqual([]);
  });
});

describe("RainbowKit's transaction store, as installed", () => {
  it('carries our patch (patches/@rainbow-me+rainbowkit+2.2.11.patch, applied by npm install): a cancelled or replaced transaction fails, and a storage event is read', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('@rainbow-me/rainbowkit'), 'utf8');
    const store = source.slice(source.indexOf('function createTransactionStore('), source.indexOf('var storeSingleton'));
    expect(store).toContain('replacementReason === "cancelled" || replacementReason === "replaced" ? "failed" : "confirmed"');
    expect(store).toContain('window.addEventListener("storage"');
  });
});
