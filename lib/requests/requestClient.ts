import type { Address, Hash } from 'viem';
import type { CreatedPaymentRequestJson, PaymentRequestJson, PaymentRequestPageJson } from './paymentRequest';

/** The request API's collection (`pages/api/requests/index.ts`, `docs/requests.md`). */
const REQUESTS_PATH = '/api/requests';

/**
 * Thrown when the request API answers other than 2xx: `status` is the HTTP
 * status, the message the server's `{ error }` sentence (English), or a
 * sentence naming the status when the body had none; `code`, the body's
 * machine-readable reason when it gave one (`too-little`, `too-many-open`,
 * `already-paid`…).
 */
export class RequestApiError extends Error {
  override name = 'RequestApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * A JSON call of the request API, with the session cookie and never from
 * the HTTP cache.
 *
 * @throws {RequestApiError} for a status other than 2xx; `fetch`'s `TypeError` when offline.
 */
async function callApi<T>(path: string, init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {}): Promise<T> {
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
  throw new RequestApiError(response.status, reason, code);
}

/** What {@link createPaymentRequest} asks for: the amount in the asset's smallest unit (wei, or the token's base unit). */
export type CreatePaymentRequestParameters = {
  chainId: number;
  /** The ERC-20 contract; `null` for the chain's native currency. */
  token: Address | null;
  amount: bigint;
  note?: string | undefined;
  expiresAt: Date | null;
};

/**
 * `POST /api/requests`: a request for the signed-in address.
 *
 * @throws {RequestApiError} 401 signed out, 400 a field at fault, 409 at 100 open requests, 429, 503.
 */
export function createPaymentRequest({ chainId, token, amount, note, expiresAt }: CreatePaymentRequestParameters): Promise<CreatedPaymentRequestJson> {
  return callApi(REQUESTS_PATH, {
    method: 'POST',
    body: { chainId, token, amount: amount.toString(), ...(note ? { note } : {}), expiresAt: expiresAt?.toISOString() ?? null },
  });
}

/**
 * `GET /api/requests`: the signed-in address's requests, newest first, 50 a page.
 *
 * @param before - the `next` of the page before; none for the first page.
 * @throws {RequestApiError} 401 signed out, 503.
 */
export function fetchPaymentRequests(before?: string): Promise<PaymentRequestPageJson> {
  return callApi(before === undefined ? REQUESTS_PATH : `${REQUESTS_PATH}?before=${encodeURIComponent(before)}`);
}

/**
 * `GET /api/requests/<id>`: one request, for anyone with its id.
 *
 * @throws {RequestApiError} 404 for an unknown id, 503.
 */
export function fetchPaymentRequest(id: string): Promise<PaymentRequestJson> {
  return callApi(`${REQUESTS_PATH}/${encodeURIComponent(id)}`);
}

/**
 * `DELETE /api/requests/<id>`: cancels the signed-in address's own open request.
 *
 * @throws {RequestApiError} 401, 403 not the requester's, 409 no longer open, 503.
 */
export function cancelPaymentRequest(id: string): Promise<PaymentRequestJson> {
  return callApi(`${REQUESTS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * `POST /api/requests/<id>/payment`: the server checks on chain that `hash` pays the request, and records it.
 *
 * @returns the request, now paid.
 * @throws {RequestApiError} 422 with the reason it does not pay it, 409 it paid another request, 429, 503.
 */
export function reportPayment(id: string, hash: Hash): Promise<PaymentRequestJson> {
  return callApi(`${REQUESTS_PATH}/${encodeURIComponent(id)}/payment`, { method: 'POST', body: { hash } });
}
