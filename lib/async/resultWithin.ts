/**
 * `work`'s result, or `fallback` when it fails or has not settled within
 * `timeoutMs` (ms): for reads a page or a send can do without. The timer
 * is cleared either way; `work` itself is not cancelled.
 */
export async function resultWithin<T, F>(work: Promise<T>, timeoutMs: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), timeoutMs);
  });
  try {
    return await Promise.race([work.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
