/** Options of {@link ApiError}. */
export type ApiErrorOptions = {
  /** Sent as a `Retry-After` header, in seconds (a 429 or 503). */
  retryAfterSeconds?: number;
  /** A machine-readable reason, sent as `code` beside the English sentence, for a page to say the same in its own language. */
  code?: string;
};

/**
 * An error an API route answers with its own status and a JSON
 * `{ error }` body, e.g. `new ApiError(413, 'Body is larger than 8192 bytes.')`,
 * and what {@link ApiErrorOptions} add.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;
  readonly code: string | undefined;

  constructor(status: number, message: string, { retryAfterSeconds, code }: ApiErrorOptions = {}) {
    super(message);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.code = code;
  }
}
