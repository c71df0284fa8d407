/**
 * An error an API route answers with its own status and a JSON
 * `{ error }` body, e.g. `new ApiError(413, 'Body is larger than 8192 bytes.')`;
 * with `retryAfterSeconds`, a `Retry-After` header too (a 429 or 503); with
 * `code`, a `code` in the body beside the English sentence, for a page to
 * say the same in its own language.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;

  constructor(
    status: number,
    message: string,
    readonly retryAfterSeconds?: number,
    readonly code?: string,
  ) {
    super(message);
    this.status = status;
  }
}
