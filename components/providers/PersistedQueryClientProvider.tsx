import type { QueryClient } from '@tanstack/react-query';
import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** Props of {@link PersistedQueryClientProvider}. */
export type PersistedQueryClientProviderProps = {
  client: QueryClient;
  /** TanStack's persist options (persister, `maxAge` in ms, `dehydrateOptions`, …), without the client. */
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  children: ReactNode;
};

/**
 * TanStack Query's `PersistQueryClientProvider`, built from the same
 * library functions (`persistQueryClientRestore`, then
 * `persistQueryClientSubscribe`), with one difference: the end of the
 * restore (`useIsRestoring()` turning `false`) is a transition.
 *
 * Why: the page sits below these providers in a Suspense boundary that
 * hydrates in slices (`HydrateInSlices`, `docs/performance.md`). A context
 * value that changes above a boundary still waiting to hydrate makes React
 * hydrate it at that change's priority, or throw the server's HTML away
 * and render it afresh; the library's `setIsRestoring(false)`, called from
 * a promise, is a default-priority update, and React threw the page's HTML
 * away on every load (a visitor's selection or focus in it was lost). As a
 * transition, the page is hydrated in place, still in slices.
 *
 * A restore that fails (unreadable storage, a cache that will not
 * deserialize) is dropped by the library, which removes the stored cache;
 * the app carries on with an empty one, as with `PersistQueryClientProvider`.
 */
export function PersistedQueryClientProvider({ client, persistOptions, children }: PersistedQueryClientProviderProps) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latestOptions = useRef(persistOptions);
  const didRestore = useRef(false);
  useEffect(() => {
    latestOptions.current = persistOptions;
  });
  useEffect(() => {
    const options = { ...latestOptions.current, queryClient: client };
    if (!isRestoring) return persistQueryClientSubscribe(options);
    if (didRestore.current) return;
    didRestore.current = true;
    persistQueryClientRestore(options)
      .catch(() => undefined)
      .finally(() => startTransition(() => setIsRestoring(false)));
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
