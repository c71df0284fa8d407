// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAGMI_STORE_KEY } from '@/lib/wallet/connectionRestore';
import { preloadWalletChunk } from './preloadWalletChunk';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

/** Makes the document look as it does while its deferred scripts run: parsed, DOMContentLoaded still to come. */
function whileFirstLoadScriptsRun() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
}

describe('preloadWalletChunk', () => {
  it('starts the download at once for a returning connected visitor', () => {
    whileFirstLoadScriptsRun();
    window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: 'injected' }, version: 2 }));
    const load = vi.fn(() => Promise.resolve());
    preloadWalletChunk(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts a first-time visitor's once the first-load scripts have run (DOMContentLoaded), once", () => {
    whileFirstLoadScriptsRun();
    const load = vi.fn(() => Promise.resolve());
    preloadWalletChunk(load);
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('treats a visitor who disconnected as a first-time one', () => {
    whileFirstLoadScriptsRun();
    window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: null }, version: 2 }));
    const load = vi.fn(() => Promise.resolve());
    preloadWalletChunk(load);
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts nothing once the document has loaded (a route change: the render asks)', () => {
    const load = vi.fn(() => Promise.resolve());
    preloadWalletChunk(load);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(load).not.toHaveBeenCalled();
  });

  it('handles a failed download itself (the render asks again)', async () => {
    window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: 'injected' }, version: 2 }));
    const failure = Promise.reject(new Error('ChunkLoadError'));
    const handled = vi.spyOn(failure, 'catch');
    preloadWalletChunk(() => failure);
    expect(handled).toHaveBeenCalledTimes(1);
    await expect(failure).rejects.toThrow('ChunkLoadError');
  });
});
