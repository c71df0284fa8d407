import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { importOnce } from '@/lib/chunks/importOnce';
import { preloadWalletChunk } from '@/lib/chunks/preloadWalletChunk';
import { prefetchSession } from '@/lib/auth/sessionRequest';
import { isSiweEnabled } from '@/lib/config/siweSwitch';
import type { AppWalletProvidersProps } from './AppWalletProviders';

/** Loads the providers' chunk; resolves to a module whose `default` is the providers component. */
export type LoadWalletProviders = () => Promise<{ default: ComponentType<AppWalletProvidersProps> }>;

const loadWalletProvidersChunk: LoadWalletProviders = importOnce(() =>
  import('./AppWalletProviders').then((module) => ({ default: module.AppWalletProviders })),
);

// A returning connected visitor's download starts while the first-load
// chunks are evaluated, rather than when hydration first reaches the
// providers (one round trip later); anyone else's once those chunks have
// run, so that it does not hold the header's Connect button back
// (`preloadWalletChunk`). A failure is forgotten by `importOnce`, so the
// lazy component below asks once more before it gives up. The sign-in
// status, which the header waits for, is asked for at once.
preloadWalletChunk(loadWalletProvidersChunk);
if (typeof window !== 'undefined' && isSiweEnabled()) prefetchSession();

/** Props of {@link LazyWalletProviders}. */
export type LazyWalletProvidersProps = {
  children: ReactNode;
  /** How the providers' chunk loads; tests pass a failing loader. Default: `AppWalletProviders`, the app's own. */
  load?: LoadWalletProviders;
  /**
   * Another download the first render of the providers waits for: the
   * page's own chunk (`pageContentLoader`), so that the page hydrates as
   * the providers commit rather than after them, when their first updates
   * could make React render it afresh (`HydrateInSlices`). Read once, on
   * the first render. Default: nothing more.
   */
  waitFor?: (() => Promise<unknown>) | undefined;
};

/**
 * Every page's providers (`AppWalletProviders`: wagmi, TanStack Query,
 * sign-in, the kit) as a chunk of their own behind a Suspense boundary, so
 * that the page's own code is evaluated and the browser is free again
 * before wagmi, viem and TanStack Query are evaluated (`docs/performance.md`: total
 * blocking time, Lighthouse performance).
 *
 * How (React 18+ selective hydration, `React.lazy`): the server renders
 * the whole page. In the browser, the chunk is still on its way when
 * hydration starts, so React leaves the server HTML in place (no flash, no
 * layout shift, links work) and hydrates it once the chunk is in. Inside,
 * `WalletProviders` puts the page in `HydrateInSlices`, so the providers
 * commit first and the page hydrates after, in slices; wagmi restores a
 * stored connection once it has. For a returning connected visitor the chunk's
 * download starts as soon as this module is evaluated, before hydration
 * begins; for anyone else, once the first-load scripts have run
 * (`preloadWalletChunk`). The providers also wait for `waitFor`
 * (the page's own chunk) when given. A click on a control
 * before hydration does nothing, as on any server-rendered page; the
 * header's wallet buttons show only once they are live.
 *
 * When the chunk cannot be loaded (twice), the page is replaced by an
 * alert, "The app could not load.", with a Reload button.
 */
export function LazyWalletProviders({ children, load = loadWalletProvidersChunk, waitFor }: LazyWalletProvidersProps) {
  const [Providers] = useState(() => lazy(waitFor ? () => Promise.all([load(), waitFor()]).then(([module]) => module) : load));
  return (
    <ProvidersLoadBoundary>
      {/* The fallback shows only when React renders the page from scratch in the browser. */}
      <Suspense fallback={null}>
        <Providers>{children}</Providers>
      </Suspense>
    </ProvidersLoadBoundary>
  );
}

/** Catches a failed providers chunk and offers a reload instead of a blank page. */
class ProvidersLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The app failed to load.', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page">
        <section className="panel" role="alert" data-testid="app-load-error">
          <p>The app could not load. Check your connection and try again.</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </section>
      </main>
    );
  }
}
