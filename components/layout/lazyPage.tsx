import { lazy, type ComponentType } from 'react';
import { importOnce } from '@/lib/chunks/importOnce';
import { preloadWalletChunk } from '@/lib/chunks/preloadWalletChunk';

/** Loads a page's content: a dynamic `import()` resolving to a module whose `default` is the component. */
export type LoadPageContent = () => Promise<{ default: ComponentType }>;

/** A page made by {@link lazyPage}: the component, and its content's loader. */
export type LazyPageComponent = ComponentType & {
  /** Loads the content's chunk (once; a failed download is tried again on the next call). */
  loadContent: () => Promise<unknown>;
};

/**
 * A route's page whose code is a chunk of its own, so that the site header
 * (`pages/_app.tsx`) hydrates before any of it has been downloaded or
 * evaluated: the page's wallet code (wagmi, TanStack Query, viem) is not
 * in the first load that a first-time visitor's Connect button waits for
 * (`docs/performance.md`, "The page's code is a chunk of its own").
 *
 * The download starts with the wallet providers' (as the page's module is
 * evaluated for a returning connected visitor, once the first-load scripts
 * have run for anyone else: `preloadWalletChunk`), and the
 * providers wait for it (`LazyWalletProviders`' `waitFor`, given {@link pageContentLoader}),
 * so that the page hydrates in place as the providers commit, whichever
 * chunk comes first. On the server, React renders the content into the
 * HTML as before. Once the chunk is in, the content renders at once; before
 * that it is `React.lazy`, which suspends: a route change renders the new
 * page in a transition (Next.js's router), so the previous page stays on
 * show until the chunk is in. A failed download is retried once by the
 * next render's call, then the providers' boundary shows "The app could
 * not load." with a Reload button.
 *
 * @param load - the page content's `import()`, e.g. `() => import('@/components/home/HomePage').then((m) => ({ default: m.HomePage }))`.
 * @returns the page component, for `export default` in `pages/`.
 */
export function lazyPage(load: LoadPageContent): LazyPageComponent {
  let Loaded: ComponentType | undefined;
  const loadContent = importOnce(() =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    }),
  );
  preloadWalletChunk(loadContent);
  const Content = lazy(loadContent);
  function LazyPage() {
    return Loaded ? <Loaded /> : <Content />;
  }
  return Object.assign(LazyPage, { loadContent });
}

/** `page`'s content loader when `page` was made by {@link lazyPage}; otherwise `undefined` (its code is in the page's own chunks). */
export function pageContentLoader(page: ComponentType): (() => Promise<unknown>) | undefined {
  return 'loadContent' in page && typeof page.loadContent === 'function' ? (page as LazyPageComponent).loadContent : undefined;
}
