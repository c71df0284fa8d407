import { lazy, type ComponentType } from 'react';
import { getWalletCodeDemand } from '@/lib/wallet/walletCodeDemand';

/**
 * A route's page whose code is a chunk of its own (`React.lazy`), so that
 * the page's wallet code (wagmi, TanStack Query, viem) is not in the
 * route's First Load JS, which the site header hydrates with
 * (`docs/page-load.md`).
 *
 * On the server, React renders the content into the HTML. In the browser
 * its download starts when the page's wallet code is wanted
 * (`lib/wallet/walletCodeDemand.ts`), beside the wallet providers'
 * (`pages/_app.tsx`), so that neither waits for the other; the page
 * hydrates with the providers, in their Suspense boundary.
 * A route change renders the new page in a transition (Next.js's router),
 * so the page on show stays until the next one's chunk is in. A failed
 * download shows the app's load error (`LoadBoundary`).
 *
 * @param load - the content's `import()`, resolving to a module whose `default` is the component; it gets the page's props.
 * @param options.wantsWalletCode - the page is live data a visitor opens to watch (a payment request's status): it wants the wallet code as it loads, whoever the visitor is.
 * @returns the page component, for `export default` in `pages/`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, options?: LazyPageOptions): ComponentType;
/** A page with props (from `getStaticProps`): name them, `lazyPage<PayPageData>(…)`. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options?: LazyPageOptions): ComponentType<P>;
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { wantsWalletCode = false }: LazyPageOptions = {}): ComponentType<P> {
  if (typeof window !== 'undefined') {
    const demand = getWalletCodeDemand();
    if (wantsWalletCode) demand.want();
    void demand.wanted.then(load).catch(() => undefined);
  }
  return lazy(load);
}

/** Options of {@link lazyPage}. */
export type LazyPageOptions = { wantsWalletCode?: boolean };
