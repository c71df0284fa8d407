/**
 * Wraps a dynamic `import()` so that the chunk is downloaded once and
 * shared by every caller, while a failed download is forgotten: the next
 * call downloads again (a retry after a network error).
 *
 * @param load - e.g. `() => import('./WalletKit')`.
 * @returns a loader resolving to the module; it rejects with the import's error.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
