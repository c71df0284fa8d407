import { serialize } from 'wagmi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './browserStorage';
import { dropCorruptedEntries } from './storageIntegrity';

afterEach(() => vi.restoreAllMocks());

/** What a working session leaves in localStorage (shapes as wagmi, the kit, TanStack Query and WalletConnect write them). */
const HEALTHY: Record<string, string> = {
  'wagmi.store': serialize({ state: { connections: new Map([['uid', { accounts: ['0x1'], chainId: 1 }]]), chainId: 1, current: 'uid' }, version: 2 }),
  'wagmi.recentConnectorId': '"io.metamask"',
  'wagmi.injected.connected': 'true',
  'rk-transactions': JSON.stringify({ '0xabc': { 1: [{ hash: `0x${'1'.repeat(64)}`, description: 'Send', status: 'pending' }] } }),
  'rk-recent': '["io.metamask"]',
  'rk-latest-id': 'io.metamask',
  'rk-version': '2.2.11',
  'co-editions.queryCache': serialize({ timestamp: 1, buster: '', clientState: { mutations: [], queries: [] } }),
  'co-editions.transactionTimes': '{"0x1":1700000000000}',
  'co-editions.sentTransactions': '[]',
  'co-editions.customTokens': '{}',
  'wc@2:core:0.3//keychain': '{}',
  'someone-else': '<not ours>',
};

/** A storage holding `entries`. */
function storageWith(entries: Record<string, string>): Storage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}

describe('dropCorruptedEntries', () => {
  it('keeps every healthy entry, and warns about nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = storageWith(HEALTHY);
    expect(dropCorruptedEntries(storage)).toEqual([]);
    expect(storage.length).toBe(Object.keys(HEALTHY).length);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['wagmi.store', '{"state":'],
    ['wagmi.store', '{"state":42}'],
    ['wagmi.store', '{"state":{"chainId":"one"}}'],
    ['wagmi.recentConnectorId', 'io.metamask'],
    ['rk-transactions', 'garbage'],
    ['rk-transactions', '{"0xabc":{"1":"not a list"}}'],
    ['rk-recent', '{"not":"an array"}'],
    ['co-editions.queryCache', '{"clientState":"x"}'],
    ['co-editions.queryCache', '\u0000\u0001'],
    ['co-editions.transactionTimes', '{"0x1":"yesterday"}'],
    ['co-editions.sentTransactions', '{"not":"a list"}'],
    ['co-editions.customTokens', '["not a record"]'],
    ['wc@2:core:0.3//keychain', '{{{'],
  ])('drops %s holding %j with one warning naming it, and keeps the rest', (key, garbage) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = storageWith({ ...HEALTHY, [key]: garbage });
    expect(dropCorruptedEntries(storage)).toEqual([key]);
    expect(storage.getItem(key)).toBeNull();
    expect(storage.length).toBe(Object.keys(HEALTHY).length - 1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`"${key}"`);
  });
});
