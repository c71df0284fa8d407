import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The data the query cache holds under `queryKey` (`undefined` for none, or
 * when `queryKey` is `undefined`), kept current through the cache's own
 * subscription (`QueryCache.subscribe`): a reader that never fetches.
 *
 * Unlike a `useQuery` observer with `queryFn: skipToken`, it leaves the
 * query's options alone. An observer sets them on every render, so a
 * skipToken reader rendered after wagmi's observer would leave the query
 * with no function for an invalidation to refetch with (TanStack Query
 * refetches an invalidated query with the options it last received).
 */
export function useQueryCacheData<TData>(queryKey: QueryKey | undefined): TData | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe(({ type }) => {
        if (type === 'added' || type === 'removed' || type === 'updated') onChange();
      }),
    [queryClient],
  );
  const read = () => (queryKey ? queryClient.getQueryData<TData>(queryKey) : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
