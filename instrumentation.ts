/**
 * Next.js's start-up hook (https://nextjs.org/docs/pages/guides/instrumentation):
 * opens the payment request database and applies its migrations as the
 * server starts, so the first request does not wait for them and a broken
 * database shows in the log at once. A database that cannot be opened does
 * not stop the server: pages render, and the request routes answer 503 and
 * try again (`lib/server/db/database.ts`).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDatabase } = await import('./lib/server/db/database');
  await getDatabase().catch((error: unknown) => console.error(error instanceof Error ? error.message : 'The database could not be opened.'));
}
