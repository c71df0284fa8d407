import { dropCorruptedEntries } from './storageIntegrity';

/**
 * A `Storage` kept in memory for this page only: what the app uses where the
 * browser denies localStorage.
 */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** Whether this page has checked its storage for corrupted entries yet. */
let checked = false;

function readLocalStorage(): Storage | undefined {
  try {
    const storage = window.localStorage;
    // Some browsers hand out a storage object whose every call throws.
    storage.getItem('co-editions.probe');
    if (!checked) {
      checked = true;
      dropCorruptedEntries(storage);
    }
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * `window.localStorage`, or `undefined` on the server.
 *
 * Where the browser denies storage (reading the property throws a
 * `SecurityError` in a third-party iframe with storage blocked, e.g. a Safe
 * App for a visitor who blocks third-party cookies), it puts a
 * {@link MemoryStorage} in its place on `window` first, once, and returns
 * that: RainbowKit reads `window.localStorage` unguarded in many places and
 * would otherwise take the page down. Nothing then outlives the page.
 *
 * On the page's first call it drops corrupted entries the app or the kit
 * would choke on ({@link dropCorruptedEntries}): the app calls it before
 * wagmi, the query persister or the kit read anything.
 */
export function getBrowserStorage(): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  const storage = readLocalStorage();
  if (storage) return storage;
  const memory = new MemoryStorage();
  try {
    Object.defineProperty(window, 'localStorage', { configurable: true, value: memory });
  } catch {
    // Not replaceable here: the app still gets memory storage of its own.
  }
  return memory;
}

/**
 * Calls `onChange` whenever the stored `key` changes: in another tab (the
 * browser's `storage` event, sent with a `null` key when storage is
 * cleared) or in this one (`localEvent`, a window event that the key's
 * writers dispatch). Browser only: a `useSyncExternalStore` subscription.
 *
 * @returns a function that stops the calls.
 */
export function subscribeToStoredKey(key: string, localEvent: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(localEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(localEvent, onChange);
  };
}
