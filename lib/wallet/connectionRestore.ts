import type { Config } from 'wagmi';

/**
 * Where the restore of a stored wallet connection stands on page load:
 * - `pending`: wagmi has not started yet (server render, hydration);
 * - `restoring`: wagmi's `reconnect` action is running (status
 *   `reconnecting`, or `connecting` when nothing was stored);
 * - `settled`: it has finished, connected or not. It stays `settled` for
 *   the page's lifetime, through later connects and disconnects.
 */
export type ConnectionRestoreState = 'pending' | 'restoring' | 'settled';

/** What {@link getConnectionRestore} returns: a store in the shape `useSyncExternalStore` takes. */
export type ConnectionRestore = {
  getSnapshot: () => ConnectionRestoreState;
  subscribe: (onChange: () => void) => () => void;
};

const restores = new WeakMap<Config, ConnectionRestore>();

/**
 * Follows wagmi's restore of a stored connection (`docs/page-load.md`),
 * through `config.subscribe`, so no transition is lost to React's batching.
 * One tracker per config: create it in the first render inside wagmi's context.
 *
 * @param config - the app's wagmi config.
 */
export function getConnectionRestore(config: Config): ConnectionRestore {
  const known = restores.get(config);
  if (known) return known;

  // A config without `ssr` starts its restore while `Hydrate` renders,
  // before this tracker may exist.
  const initialStatus = config.state.status;
  let state: ConnectionRestoreState =
    initialStatus === 'reconnecting' || initialStatus === 'connecting' ? 'restoring' : 'pending';
  const listeners = new Set<() => void>();
  const unsubscribe = config.subscribe(
    (configState) => configState.status,
    (status) => {
      const next: ConnectionRestoreState =
        status === 'reconnecting' || status === 'connecting'
          ? state === 'pending'
            ? 'restoring'
            : state
          : state === 'restoring'
            ? 'settled'
            : state;
      if (next === state) return;
      state = next;
      if (state === 'settled') unsubscribe();
      for (const listener of listeners) listener();
    },
  );
  const restore: ConnectionRestore = {
    getSnapshot: () => state,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  restores.set(config, restore);
  return restore;
}

/** wagmi's storage key of its persisted state (default key prefix `wagmi`). */
export const WAGMI_STORE_KEY = 'wagmi.store';

/** Whether `storage` holds a wagmi connection to restore: a returning connected visitor. Never throws. */
export function hasStoredConnection(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const text = storage?.getItem(WAGMI_STORE_KEY);
    if (!text) return false;
    const persisted = JSON.parse(text) as { state?: { current?: unknown } } | null;
    return typeof persisted?.state?.current === 'string';
  } catch {
    return false;
  }
}
