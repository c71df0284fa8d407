/**
 * An error an API route answers with its own status and a JSON
 * `{ error }` body, e.g. `new ApiError(413, 'Body is larger than 8192 bytes.')`;
 * with `retryAfterSeconds`, a `Retry-After` header too (a 429 or 503).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;

  constructor(
    status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
  }
}
