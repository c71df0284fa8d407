/**
 * Next.js's start-up hook (https://nextjs.org/docs/pages/guides/instrumentation):
 * on the Node.js server, `startServer` opens the database and takes over
 * SIGTERM and SIGINT (`lib/server/serverStart.ts`).
 */
export async function register(): Promise<void> {
  // The import inside the runtime check, as Next.js's docs write it
  // ("Importing runtime-specific code"): the Edge build drops the branch
  // whole, so `next dev` does not warn at every compile about Node.js APIs
  // it would never run there.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/server/serverStart');
    startServer();
  }
}
