/**
 * Work in progress in this process that may use the database: API
 * handlers and the server render of `/pay/<id>`. Counted in a slot on
 * `globalThis` under a registered symbol, because Next.js bundles the
 * start-up hook, the API routes and the pages apart, each with its own
 * copy of this module (`lib/server/db/database.ts` says more).
 */
const WORK_KEY = Symbol.for('co-editions.serverWork');

/** How much work is running, who waits for none to be, and whether the process is shutting down. */
type WorkSlot = { running: number; waiting: (() => void)[]; draining: boolean };

const slots = globalThis as typeof globalThis & { [WORK_KEY]?: WorkSlot };
const work: WorkSlot = (slots[WORK_KEY] ??= { running: 0, waiting: [], draining: false });

/** Marks the process as shutting down: {@link isDraining} is true from now on. */
export function startDraining(): void {
  work.draining = true;
}

/** Whether the process is shutting down: new API requests are answered 503, so that the work in progress can end. */
export function isDraining(): boolean {
  return work.draining;
}

/** Runs `task`, counted as work in progress until it settles. */
export async function trackServerWork<T>(task: () => Promise<T>): Promise<T> {
  work.running += 1;
  try {
    return await task();
  } finally {
    work.running -= 1;
    if (work.running === 0) for (const resolve of work.waiting.splice(0)) resolve();
  }
}

/** Resolves once no tracked work is running: at once when none is. */
export function serverWorkDone(): Promise<void> {
  if (work.running === 0) return Promise.resolve();
  return new Promise((resolve) => work.waiting.push(resolve));
}
