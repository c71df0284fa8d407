import { useCallback, useEffect, useState, type ComponentType } from 'react';

/** Loads a component's chunk: a dynamic `import()` whose module's `default` is the component, e.g. wrapped in `importOnce`. */
export type LoadComponent<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Where a lazily loaded component stands: `idle` until it is wanted,
 * `loading` while its chunk downloads and runs, `ready` once in,
 * `failed` when the download failed (until {@link UseLazyComponentReturnType.retry}).
 */
export type LazyComponentStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Parameters of {@link useLazyComponent}. */
export type UseLazyComponentParameters = {
  /** Whether the chunk is wanted yet; default true (load on mount). */
  enabled?: boolean;
  /** Called once per failed download, with the import's error; keep it stable (a module-level function). */
  onError?: (error: unknown) => void;
};

/** What {@link useLazyComponent} returns. */
export type UseLazyComponentReturnType<P> = {
  /** The component, once its chunk is in. */
  Component: ComponentType<P> | undefined;
  status: LazyComponentStatus;
  /** Downloads the chunk again after `failed`. */
  retry: () => void;
};

/**
 * A component from a chunk of its own, loaded once `enabled`, without
 * suspending: unlike `React.lazy`, nothing around it waits for the
 * download, and a failure is a status to show (with a retry), not an
 * error boundary. The shared way this app loads the kit and the header's
 * lookups on demand (React's docs, "Lazy-loading components": the same
 * `import()`, without Suspense).
 *
 * @param load - the chunk; keep it stable (a module-level `importOnce(…)`).
 */
export function useLazyComponent<P>(
  load: LoadComponent<P>,
  { enabled = true, onError }: UseLazyComponentParameters = {},
): UseLazyComponentReturnType<P> {
  const [Component, setComponent] = useState<ComponentType<P>>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loaded = Component !== undefined;
  useEffect(() => {
    if (!enabled || loaded) return;
    let cancelled = false;
    load().then(
      (module) => {
        if (!cancelled) setComponent(() => module.default);
      },
      (error: unknown) => {
        if (cancelled) return;
        onError?.(error);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, enabled, loaded, attempt, onError]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  const status: LazyComponentStatus = loaded ? 'ready' : failed ? 'failed' : enabled ? 'loading' : 'idle';
  return { Component, status, retry };
}
