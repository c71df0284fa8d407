/**
 * Thrown when one of our JSON API routes answers other than 2xx: `status`
 * is the HTTP status, the message the server's `{ error }` sentence
 * (English), or a sentence naming the status when the body had none;
 * `code`, the body's machine-readable reason when it gave one
 * (`too-little`, `too-many-open`, `already-paid`…).
 */
export class ApiResponseError extends Error {
  override name = 'ApiResponseError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** What {@link callJsonApi} sends: the method (default GET) and a JSON body. */
export type CallJsonApiParameters = { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown };

/**
 * A JSON call of one of our API routes (`pages/api/`), with the session
 * cookie and never from the HTTP cache.
 *
 * @returns the parsed JSON body of a 2xx answer.
 * @throws {ApiResponseError} for a status other than 2xx; `fetch`'s `TypeError` when offline.
 */
export async function callJsonApi<T>(path: string, init: CallJsonApiParameters = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    cache: 'no-store',
    ...(init.body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) }),
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return body as T;
  const reason = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : `The server answered ${response.status}.`;
  const code = typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  throw new ApiResponseError(response.status, reason, code);
}

/** Whether `error` is our API's answer that the caller is signed out (401). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiResponseError && error.status === 401;
}
