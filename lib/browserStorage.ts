/**
 * `window.localStorage`, or `undefined` on the server and wherever the
 * browser denies it: reading the property itself throws a `SecurityError` in
 * a third-party iframe with storage blocked (a Safe App for a visitor who
 * blocks third-party cookies). The app then runs without persistence rather
 * than not at all.
 */
export function getBrowserStorage(): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const storage = window.localStorage;
    // Some browsers hand out a storage object whose every call throws.
    storage.getItem('co-editions.probe');
    return storage;
  } catch {
    return undefined;
  }
}
