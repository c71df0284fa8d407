import type { Address, Hash } from 'viem';
import { callJsonApi } from '@/lib/api/jsonApi';
import type { CreatedPaymentRequestJson, PaymentRequestJson, PaymentRequestPageJson } from './paymentRequest';

/** The request API's collection (`pages/api/requests/index.ts`, `docs/requests.md`). */
const REQUESTS_PATH = '/api/requests';

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
 * @throws {ApiResponseError} 401 signed out, 400 a field at fault, 409 at 100 open requests, 429, 503.
 */
export function createPaymentRequest({ chainId, token, amount, note, expiresAt }: CreatePaymentRequestParameters): Promise<CreatedPaymentRequestJson> {
  return callJsonApi(REQUESTS_PATH, {
    method: 'POST',
    body: { chainId, token, amount: amount.toString(), ...(note ? { note } : {}), expiresAt: expiresAt?.toISOString() ?? null },
  });
}

/**
 * `GET /api/requests`: the signed-in address's requests, newest first, 50 a page.
 *
 * @param before - the `next` of the page before; none for the first page.
 * @throws {ApiResponseError} 401 signed out, 503.
 */
export function fetchPaymentRequests(before?: string): Promise<PaymentRequestPageJson> {
  return callJsonApi(before === undefined ? REQUESTS_PATH : `${REQUESTS_PATH}?before=${encodeURIComponent(before)}`);
}

/**
 * `GET /api/requests/<id>`: one request, for anyone with its id.
 *
 * @throws {ApiResponseError} 404 for an unknown id, 503.
 */
export function fetchPaymentRequest(id: string): Promise<PaymentRequestJson> {
  return callJsonApi(`${REQUESTS_PATH}/${encodeURIComponent(id)}`);
}

/**
 * `DELETE /api/requests/<id>`: cancels the signed-in address's own open request.
 *
 * @throws {ApiResponseError} 401, 403 not the requester's, 409 no longer open, 503.
 */
export function cancelPaymentRequest(id: string): Promise<PaymentRequestJson> {
  return callJsonApi(`${REQUESTS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * `POST /api/requests/<id>/payment`: the server checks on chain that `hash` pays the request, and records it.
 *
 * @returns the request, now paid.
 * @throws {ApiResponseError} 422 with the reason it does not pay it, 409 it paid another request, 429, 503.
 */
export function reportPayment(id: string, hash: Hash): Promise<PaymentRequestJson> {
  return callJsonApi(`${REQUESTS_PATH}/${encodeURIComponent(id)}/payment`, { method: 'POST', body: { hash } });
}
