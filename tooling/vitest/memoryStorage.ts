/**
 * An in-memory stand-in for `window.localStorage` in unit tests: the
 * `getItem`, `setItem` and `removeItem` of the Web Storage API over a Map,
 * optionally filled with `initial` entries.
 */
export function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
