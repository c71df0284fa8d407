/**
 * An error an API route answers with its own status and a JSON
 * `{ error }` body, e.g. `new ApiError(413, 'Body is larger than 8192 bytes.')`.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
