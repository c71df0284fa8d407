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
 * Follows the restore of a stored connection on page load, which wagmi runs
 * in `reconnect` once `WagmiProvider` has mounted (with `ssr: true`: after
 * the page has hydrated; `docs/page-load.md`: "Connect Wallet" is never
 * shown while it runs). Listens to the config's state
 * synchronously (`config.subscribe`), so no transition is lost to React's
 * batching even when `reconnect` finishes within one task.
 *
 * One tracker per config, created on first call: call it before the
 * restore ends (during the first render inside wagmi's context; with `ssr`
 * the restore starts in its mount effect, without it during its render).
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

/**
 * Whether `storage` holds a wagmi connection to restore (its persisted
 * state's `current` connection is set): a returning connected visitor.
 * Read before wagmi starts, e.g. to fetch the code a connected page needs
 * while wagmi restores. Never throws; unreadable state counts as none.
 */
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
