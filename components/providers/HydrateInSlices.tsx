import { lazy, Suspense, type ReactNode } from 'react';

/** Renders its children as they are. */
function Passthrough({ children }: { children: ReactNode }) {
  return children;
}

/**
 * {@link Passthrough} behind `React.lazy`, with a loader that is already
 * settled: the first render of it suspends once (React reads a promise's
 * result only after a microtask), and never again.
 */
const SuspendOnce = lazy(() => Promise.resolve({ default: Passthrough }));

/** Props of {@link HydrateInSlices}. */
export type HydrateInSlicesProps = { children: ReactNode };

/**
 * A Suspense boundary that the first hydration pass leaves as the server
 * rendered it, so that React hydrates it in short slices rather than in one
 * long task (total blocking time, `docs/performance.md`, Lighthouse performance on a
 * 4× slower mobile CPU).
 *
 * How (React 18+ selective hydration): `hydrateRoot` hydrates at default
 * priority, which React does not interrupt. Its children suspend once
 * ({@link SuspendOnce}), so React keeps the server HTML in place (no flash,
 * no layout shift, links work), commits, and hydrates the boundary on the
 * retry, at a priority it yields from every few ms. Nothing is downloaded:
 * the children's code is in the page's chunks as before. In the browser's
 * client-only renders (tests) the children show one microtask later.
 *
 * A context above it that changes urgently before the retry has run makes
 * React hydrate the children at that priority, in one task, or throw the
 * server HTML away and render them afresh: the providers above hand their
 * changes on as transitions (`PersistedQueryClientProvider`,
 * `SiweSessionProvider`), and `e2e/hydration.spec.ts` checks that the
 * page's nodes are the server's once it is live.
 */
export function HydrateInSlices({ children }: HydrateInSlicesProps) {
  return (
    <Suspense fallback={null}>
      <SuspendOnce>{children}</SuspendOnce>
    </Suspense>
  );
}
