// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAGMI_STORE_KEY } from '@/lib/wallet/connectionRestore';
import { preloadForReturningVisitor } from './preloadForReturningVisitor';

afterEach(() => window.localStorage.clear());

describe('preloadForReturningVisitor', () => {
  it('starts the download at once for a returning connected visitor', () => {
    window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: 'injected', connections: { __type: 'Map', value: [] } }, version: 2 }));
    const load = vi.fn(() => Promise.resolve());
    preloadForReturningVisitor(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves it to the render that needs it for a first-time visitor, and for one who disconnected', () => {
    const load = vi.fn(() => Promise.resolve());
    preloadForReturningVisitor(load);
    window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: null }, version: 2 }));
    preloadForReturningVisitor(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('swallows a failed download (the render asks again)', async () => {
    window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: 'injected' }, version: 2 }));
    const failure = Promise.reject(new Error('ChunkLoadError'));
    const load = vi.fn(() => failure);
    expect(() => preloadForReturningVisitor(load)).not.toThrow();
    await expect(failure).rejects.toThrow('ChunkLoadError');
  });
});
