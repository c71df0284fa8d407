/** No start-up work: without a file of its own, Next.js would take the repository root's `instrumentation.ts` (Turbopack's root is the repository). */
export function register(): void {}
