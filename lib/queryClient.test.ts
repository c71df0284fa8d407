import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, createQueryPersister, QUERY_CACHE_STORAGE_KEY } from './queryClient';

/** A Storage that keeps items in a Map, like localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('createQueryClient', () => {
  it('does not retry, does not refetch on focus, and keeps data 24 h', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.gcTime).toBe(86_400_000);
  });

  it('keeps ENS names and avatars fresh for 24 h, and nothing else', () => {
    const client = createQueryClient();
    expect(client.getQueryDefaults(['ensName', { address: '0x1', chainId: 1 }]).staleTime).toBe(86_400_000);
    expect(client.getQueryDefaults(['ensAvatar', { name: 'vitalik.eth' }]).staleTime).toBe(86_400_000);
    expect(client.getQueryDefaults(['balance', { address: '0x1' }]).staleTime).toBeUndefined();
  });
});

describe('createQueryPersister', () => {
  it('round-trips bigints (balances in wei) through storage', async () => {
    const storage = memoryStorage();
    const persister = createQueryPersister(storage);
    const client = new QueryClient();
    client.setQueryData(['balance'], { value: 10_000n * 10n ** 18n });
    await persister.persistClient({
      timestamp: Date.now(),
      buster: '',
      clientState: dehydrate(client),
    });
    // Writes are throttled to 1,000 ms: wait for the write rather than sleep.
    await expect.poll(() => storage.getItem(QUERY_CACHE_STORAGE_KEY), { timeout: 3_000 }).not.toBeNull();
    const restored = await persister.restoreClient();
    expect(restored?.clientState.queries[0]?.state.data).toEqual({ value: 10_000_000_000_000_000_000_000n });
  });
});
