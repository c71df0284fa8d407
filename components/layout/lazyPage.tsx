import { lazy, type ComponentType } from 'react';

/**
 * A route's page whose code is a chunk of its own (`React.lazy`), so that
 * the page's wallet code (wagmi, TanStack Query, viem) is not in the
 * route's First Load JS, which the site header hydrates with
 * (`docs/page-load.md`).
 *
 * On the server, React renders the content into the HTML. In the browser
 * its download starts as the route's module is evaluated, beside the
 * wallet providers' (`pages/_app.tsx`), so that neither waits for the
 * other; the page hydrates with the providers, in their Suspense boundary.
 * A route change renders the new page in a transition (Next.js's router),
 * so the page on show stays until the next one's chunk is in. A failed
 * download shows the app's load error (`LoadBoundary`).
 *
 * @param load - the content's `import()`, resolving to a module whose `default` is the component; it gets the page's props.
 * @returns the page component, for `export default` in `pages/`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType;
/** A page with props (from `getServerSideProps`): name them, `lazyPage<PayPageProps>(…)`. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P>;
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  if (typeof window !== 'undefined') void load().catch(() => undefined);
  return lazy(load);
}
