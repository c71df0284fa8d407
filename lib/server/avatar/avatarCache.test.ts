import { describe, expect, it } from 'vitest';
import { createAvatarCache } from './avatarCache';

describe('createAvatarCache', () => {
  it('keeps an entry until its time to live has passed', () => {
    let now = 1_000;
    const cache = createAvatarCache<string>({ maxEntries: 10, maxBytes: 100, now: () => now });
    cache.set('alice.eth', 'image', { size: 10, ttlMs: 500 });
    now += 499;
    expect(cache.get('alice.eth')).toBe('image');
    now += 1;
    expect(cache.get('alice.eth')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('evicts the least recently used entry beyond its entry bound', () => {
    const cache = createAvatarCache<string>({ maxEntries: 2, maxBytes: 100 });
    cache.set('a', 'A', { size: 1, ttlMs: 60_000 });
    cache.set('b', 'B', { size: 1, ttlMs: 60_000 });
    cache.get('a');
    cache.set('c', 'C', { size: 1, ttlMs: 60_000 });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('evicts by bytes, and never keeps an entry larger than the whole bound', () => {
    const cache = createAvatarCache<string>({ maxEntries: 10, maxBytes: 100 });
    cache.set('a', 'A', { size: 60, ttlMs: 60_000 });
    cache.set('b', 'B', { size: 60, ttlMs: 60_000 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, bytes: 60 });
    cache.set('huge', 'H', { size: 101, ttlMs: 60_000 });
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, bytes: 60 });
  });
});
