import { describe, expect, it } from 'vitest';
import {
  listTrackedTransactions,
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

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

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

describe('installFinishedTransactionLimit', () => {
  it('trims the kit records on write and leaves other keys alone', async () => {
    const { installFinishedTransactionLimit } = await import('./recentTransactions');
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as unknown as Storage;
    installFinishedTransactionLimit(storage);
    installFinishedTransactionLimit(storage);
    const eleven = Array.from({ length: 11 }, (_, i) => tx(i, 'confirmed'));
    storage.setItem(RK_TRANSACTIONS_STORAGE_KEY, JSON.stringify({ '0xA': { '1': eleven } }));
    expect(JSON.parse(items.get(RK_TRANSACTIONS_STORAGE_KEY)!)['0xA']['1']).toHaveLength(10);
    storage.setItem('other', 'not json');
    expect(items.get('other')).toBe('not json');
  });
});
