/** Parameters of {@link createAvatarCache}. */
export type AvatarCacheParameters = {
  /** Entries kept at most; the least recently used go first. */
  maxEntries: number;
  /** Bytes of images kept at most, all entries together. */
  maxBytes: number;
  /** The clock, in ms (injected by tests); default `Date.now`. */
  now?: () => number;
};

/** A cached outcome: an image, or why there is none. */
export type CachedAvatar<T> = { value: T; size: number; expiresAt: number };

/** What {@link createAvatarCache} returns. */
export type AvatarCache<T> = {
  /** The outcome kept for `key`, unless expired; marks it recently used. */
  get: (key: string) => T | undefined;
  /** Keeps `value` (`size` bytes) for `ttlMs`, evicting the least recently used entries to stay within bounds. */
  set: (key: string, value: T, { size, ttlMs }: { size: number; ttlMs: number }) => void;
  /** Entries and bytes held now. */
  stats: () => { entries: number; bytes: number };
};

/**
 * A bounded in-memory LRU cache for avatar outcomes, per server instance:
 * at most `maxEntries` entries and `maxBytes` bytes, each entry for its own
 * time to live. An entry larger than `maxBytes` is not kept.
 */
export function createAvatarCache<T>({ maxEntries, maxBytes, now = Date.now }: AvatarCacheParameters): AvatarCache<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, CachedAvatar<T>>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set: (key, value, { size, ttlMs }) => {
      remove(key);
      if (size > maxBytes) return;
      entries.set(key, { value, size, expiresAt: now() + ttlMs });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
