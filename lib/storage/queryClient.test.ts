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

describe('a failed ENS lookup', () => {
  it('is not asked again when a second observer mounts, only on an explicit refetch', async () => {
    const { QueryObserver } = await import('@tanstack/react-query');
    const client = createQueryClient();
    let calls = 0;
    const options = {
      queryKey: ['ensName', { address: '0x1', chainId: 1 }],
      queryFn: () => {
        calls += 1;
        return Promise.reject(new Error('execution reverted'));
      },
    };
    const first = new QueryObserver(client, options);
    const unsubscribeFirst = first.subscribe(() => undefined);
    await expect.poll(() => first.getCurrentResult().isError).toBe(true);
    const second = new QueryObserver(client, options);
    const unsubscribeSecond = second.subscribe(() => undefined);
    // A fetch started on mount would show at once as `fetching`.
    expect(second.getCurrentResult().fetchStatus).toBe('idle');
    expect(calls).toBe(1);
    await second.refetch();
    expect(calls).toBe(2);
    unsubscribeFirst();
    unsubscribeSecond();
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
