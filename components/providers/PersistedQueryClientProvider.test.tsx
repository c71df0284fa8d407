// @vitest-environment jsdom
// No act() environment here: the restore and TanStack Query's notifications
// settle on their own timers, and the tests wait for what the page shows.
import { cleanup, render, screen } from '@testing-library/react';
import { dehydrate, QueryClient, useIsRestoring, useQuery } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import { createQueryPersister, QUERY_CACHE_STORAGE_KEY } from '@/lib/storage/queryClient';
import { PersistedQueryClientProvider } from './PersistedQueryClientProvider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What a page shows from the cache: the restore status, then the greeting (restored, or else fetched with `fetchGreeting`). */
function Greeting({ fetchGreeting }: { fetchGreeting: () => string }) {
  const restoring = useIsRestoring();
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: fetchGreeting, staleTime: Infinity });
  return <p>{restoring ? 'Restoring' : `Greeting: ${data ?? 'none'}`}</p>;
}

/** A persisted client holding `['greeting'] = 'hello'`, written `ageMs` ago. */
function persistedGreeting(ageMs = 0): PersistedClient {
  const client = new QueryClient();
  client.setQueryData(['greeting'], 'hello');
  return { timestamp: Date.now() - ageMs, buster: '', clientState: dehydrate(client) };
}

/** The app's persister (`createQueryPersister`) over an in-memory storage holding `stored` under the app's key. */
function persisterWith(stored: string | undefined): { storage: Storage; persister: Persister } {
  const storage = memoryStorage(stored === undefined ? {} : { [QUERY_CACHE_STORAGE_KEY]: stored }) as Storage;
  return { storage, persister: createQueryPersister(storage) };
}

/** The greeting the storage holds now (the app's persister writes JSON, at most once a second). */
function storedGreeting(storage: Storage): unknown {
  const stored = JSON.parse(storage.getItem(QUERY_CACHE_STORAGE_KEY) ?? 'null') as PersistedClient | null;
  return stored?.clientState.queries[0]?.state.data;
}

function renderWith(persister: Persister, children: ReactNode, client = new QueryClient()) {
  return render(
    <PersistedQueryClientProvider client={client} persistOptions={{ persister, maxAge: 60_000 }}>
      {children}
    </PersistedQueryClientProvider>,
  );
}

describe('PersistedQueryClientProvider', () => {
  it('restores the stored cache before any query runs', async () => {
    const { persister } = persisterWith(JSON.stringify(persistedGreeting()));
    const fetchGreeting = vi.fn(() => 'fetched');
    renderWith(persister, <Greeting fetchGreeting={fetchGreeting} />);
    expect(screen.getByText('Restoring')).toBeTruthy();
    expect(await screen.findByText('Greeting: hello')).toBeTruthy();
    expect(fetchGreeting).not.toHaveBeenCalled();
  });

  it('drops a cache older than maxAge and asks the query afresh', async () => {
    const { storage, persister } = persisterWith(JSON.stringify(persistedGreeting(120_000)));
    const fetchGreeting = vi.fn(() => 'fetched');
    renderWith(persister, <Greeting fetchGreeting={fetchGreeting} />);
    expect(await screen.findByText('Greeting: fetched')).toBeTruthy();
    expect(fetchGreeting).toHaveBeenCalledTimes(1);
    await expect.poll(() => storedGreeting(storage), { timeout: 3_000 }).toBe('fetched');
  });

  it('drops a stored cache that does not parse, and carries on with an empty one', async () => {
    const { storage, persister } = persisterWith('{not json');
    // The library says so on the console outside production builds.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchGreeting = vi.fn(() => 'fetched');
    renderWith(persister, <Greeting fetchGreeting={fetchGreeting} />);
    expect(await screen.findByText('Greeting: fetched')).toBeTruthy();
    expect(storage.getItem(QUERY_CACHE_STORAGE_KEY)).not.toBe('{not json');
    expect(error).toHaveBeenCalledWith(expect.any(SyntaxError));
  });

  it('writes the cache back to storage once restored', async () => {
    const { storage, persister } = persisterWith(undefined);
    const client = new QueryClient();
    renderWith(persister, <Greeting fetchGreeting={() => 'fetched'} />, client);
    expect(await screen.findByText('Greeting: fetched')).toBeTruthy();
    client.setQueryData(['greeting'], 'updated');
    // Writes are throttled to 1,000 ms: wait for the write rather than sleep.
    await expect.poll(() => storedGreeting(storage), { timeout: 3_000 }).toBe('updated');
  });
});
