import { describe, expect, it } from 'vitest';
import { importOnce } from './importOnce';

describe('importOnce', () => {
  it('loads once for every caller', async () => {
    let loads = 0;
    const load = importOnce(async () => ({ n: ++loads }));
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    let loads = 0;
    const load = importOnce(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'module';
    });
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(await load()).toBe('module');
    expect(loads).toBe(2);
  });
});
