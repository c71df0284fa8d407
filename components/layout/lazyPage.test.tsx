// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAGMI_STORE_KEY } from '@/lib/wallet/connectionRestore';
import { lazyPage, pageContentLoader, type LoadPageContent } from './lazyPage';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** What wagmi keeps for a connected visitor: the page is a returning visitor's. */
function storeConnection() {
  window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: 'injected' }, version: 2 }));
}

function Content() {
  return <main>page content</main>;
}

/** A loader the test settles by hand, and how often it was called. */
function handLoader() {
  const calls: Array<{ resolve: (module: { default: ComponentType }) => void; reject: (error: unknown) => void }> = [];
  const load: LoadPageContent = vi.fn(() => new Promise<{ default: ComponentType }>((resolve, reject) => calls.push({ resolve, reject })));
  return { load, calls };
}

describe('lazyPage', () => {
  it("starts downloading a returning connected visitor's content as the page is defined, before anything renders it", () => {
    storeConnection();
    const { load } = handLoader();
    lazyPage(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads the content on first render when the page is defined after the document has loaded (reached by a route change)', () => {
    const { load } = handLoader();
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the content once its chunk is in, downloading it once', async () => {
    const { load, calls } = handLoader();
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => calls[0]?.resolve({ default: Content }));
    expect(screen.getByRole('main').textContent).toBe('page content');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads again when rendered after the first download failed, and shows the content', async () => {
    storeConnection();
    const { load, calls } = handLoader();
    const Page = lazyPage(load);
    await act(async () => calls[0]?.reject(new Error('ChunkLoadError: Failed to load chunk')));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve({ default: Content }));
    expect(screen.getByRole('main').textContent).toBe('page content');
  });
});

describe('lazyPage, once the content is in', () => {
  it('renders the content at once, without suspending, so that the page hydrates as the providers commit', async () => {
    const { load, calls } = handLoader();
    const Page = lazyPage(load);
    void pageContentLoader(Page)?.();
    await act(async () => calls[0]?.resolve({ default: Content }));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('page content');
  });
});

describe('pageContentLoader', () => {
  it("gives a lazy page's content loader, the same download as the page's", async () => {
    const { load, calls } = handLoader();
    const Page = lazyPage(load);
    const loadContent = pageContentLoader(Page);
    expect(loadContent).toBeTypeOf('function');
    const loaded = loadContent?.();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]?.resolve({ default: Content });
    await expect(loaded).resolves.toEqual({ default: Content });
  });

  it('gives nothing for a page whose code is in its own chunks', () => {
    expect(pageContentLoader(Content)).toBeUndefined();
  });
});
