import { describe, expect, it, vi } from 'vitest';
import { resultWithin } from './resultWithin';

describe('resultWithin', () => {
  it('gives the result in time, the fallback after the time-out or on failure', async () => {
    vi.useFakeTimers();
    try {
      await expect(resultWithin(Promise.resolve(1), 100, null)).resolves.toBe(1);
      await expect(resultWithin(Promise.reject(new Error('down')), 100, null)).resolves.toBeNull();
      const late = resultWithin(new Promise<number>(() => undefined), 100, 'fallback');
      await vi.advanceTimersByTimeAsync(100);
      await expect(late).resolves.toBe('fallback');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
