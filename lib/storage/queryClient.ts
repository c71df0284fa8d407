import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { deserialize, serialize } from 'wagmi';
import { isSignedOutError } from '@/lib/api/jsonApi';
import { SESSION_QUERY_KEY } from '@/lib/auth/sessionRequest';

/** How long cached queries live, in memory and in localStorage: 24 h in ms. */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How often the persisted cache is written at most: 1,000 ms. */
const QUERY_PERSIST_THROTTLE_MS = 1_000;

/** How long ENS name and avatar lookups stay fresh: 24 h in ms. */
const ENS_STALE_TIME_MS = 24 * 60 * 60 * 1000;

/** localStorage key of the persisted query cache. */
export const QUERY_CACHE_STORAGE_KEY = 'co-editions.queryCache';

let browserQueryClient: QueryClient | undefined;

/**
 * The query client a page uses, as TanStack Query's SSR guide has it
 * ("Advanced Server Rendering", `getQueryClient`): on the server a new one
 * per render, so no two visitors share a cache; in the browser the page's
 * one client, made on first use, so that a render React throws away and
 * starts again (a hydration that an urgent update interrupted, or one that
 * suspended) does not make a second client with an empty cache and ask
 * for everything twice.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/**
 * The app's TanStack Query client: no retries, no refetch on window
 * focus, 24 h garbage-collection time; wagmi's `ensName` and `ensAvatar`
 * queries stay fresh for 24 h, and a failed one is not asked again just
 * because another component showing it mounts (`retryOnMount: false`; the
 * header and the page's panel mount a moment apart): a reload or a retry
 * asks again: at most 2 node requests per page load (`docs/page-load.md`).
 * Any query or mutation of our API answered 401 has the sign-in status
 * read again: a session ended elsewhere ("Sign out" on another device)
 * shows as signed out at this browser's next request.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isSignedOutError(error)) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        gcTime: QUERY_CACHE_MAX_AGE_MS,
      },
    },
  });
  // wagmi's query keys start with the action name: ['ensName', {...}].
  queryClient.setQueryDefaults(['ensName'], { staleTime: ENS_STALE_TIME_MS, retryOnMount: false });
  queryClient.setQueryDefaults(['ensAvatar'], { staleTime: ENS_STALE_TIME_MS, retryOnMount: false });
  return queryClient;
}

/**
 * A persister that writes the query cache to `storage` at most once per
 * {@link QUERY_PERSIST_THROTTLE_MS}, using wagmi's `serialize` and
 * `deserialize` because the cache holds bigints (balances in wei).
 *
 * @param storage - `window.localStorage`; `undefined` (server) gives a no-op persister.
 */
export function createQueryPersister(storage: Storage | undefined): Persister {
  return createSyncStoragePersister({
    storage,
    key: QUERY_CACHE_STORAGE_KEY,
    throttleTime: QUERY_PERSIST_THROTTLE_MS,
    serialize,
    deserialize,
  });
}
