// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getBrowserStorage, MemoryStorage } from './browserStorage';

describe('getBrowserStorage', () => {
  it('returns localStorage where the browser allows it', () => {
    expect(getBrowserStorage()).toBe(window.localStorage);
  });

  it('puts an in-memory storage in place of a denied localStorage, once', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied', 'SecurityError');
      },
    });
    const storage = getBrowserStorage();
    expect(storage).toBeInstanceOf(MemoryStorage);
    // Code that reads window.localStorage directly (RainbowKit) now works too.
    window.localStorage.setItem('rk-recent', '["injected"]');
    expect(storage?.getItem('rk-recent')).toBe('["injected"]');
    expect(getBrowserStorage()).toBe(storage);
    expect(storage?.length).toBe(1);
    storage?.clear();
    expect(storage?.key(0)).toBeNull();
  });
});
