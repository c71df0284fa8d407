import type { NextApiRequest, NextApiResponse } from 'next';
import type { Address, Chain, Client, Transport } from 'viem';
import { getBlockNumber } from 'viem/actions';
import { buildPaymentUri } from '@/lib/requests/paymentUri';
import { ApiError } from '@/lib/server/apiError';
import { readJsonBody, type ApiRouteHandler } from '@/lib/server/apiRoute';
import { requireSignedIn } from '@/lib/server/auth/signedInRequest';
import { getChainClients } from '@/lib/server/chainClients';
import { getServerConfig } from '@/lib/config/server/serverConfig';
import { createRateLimit } from '@/lib/server/rateLimit';
import { withDatabase } from '@/lib/server/db/withDatabase';
import { isRequestId, payPath } from '@/lib/requests/paymentRequest';
import { parseCreateRequestBody, parsePaymentReportBody, REQUEST_BODY_LIMIT_BYTES } from './requestBody';
import { readWatchHealth } from '@/lib/server/watcher/watchHealth';
import { cancelRequest, createRequest, getRequest, listRequests, parseRequestCursor, readChainHeads, recordPayment, requestJson } from './requestStore';
import { PaymentVerificationError, verifyPayment } from './verifyPayment';

/** The signed-in address of the request's session (`requireSignedIn`: 401 signed out, 503 without the database). */
async function signedInAddress(request: NextApiRequest, response: NextApiResponse): Promise<Address> {
  return (await requireSignedIn(request, response)).address;
}

/** A client of `chainId`, a configured chain. */
function chainClient(chainId: number): Client<Transport, Chain> {
  const client = getChainClients().get(chainId);
  if (!client) throw new ApiError(422, `Chain ${chainId} is no longer one this site is set up for.`);
  return client;
}

/** A node call: a refused payment answered 422 with its reason (the `PaymentRefusal` as `code`), any other failure 503 (the chain, not the request, is at fault). */
async function fromNode<T>(chainId: number, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentVerificationError) throw new ApiError(422, error.message, { code: error.reason });
    if (error instanceof ApiError) throw error;
    console.error(`Node of chain ${chainId} failed:`, error instanceof Error ? error.message.split('\n')[0] : 'unknown error');
    throw new ApiError(503, 'The network’s node did not answer, so nothing could be checked. Try again in a minute.');
  }
}

/** Creations per client address: generous for a busy person, not for a script (`deploy/nginx.conf` limits the sum of the instances). */
const creations = createRateLimit({ name: 'creations', perMinute: 30, what: 'payment requests created' });

/** Payment reports per client address. */
const paymentReports = createRateLimit({ name: 'payment-reports', perMinute: 60, what: 'payment reports' });

/** The `id` of a `/api/requests/[id]` route. */
function routeId(request: NextApiRequest): string {
  const { id } = request.query;
  if (typeof id !== 'string' || !isRequestId(id)) throw new ApiError(404, 'No request has this id.');
  return id;
}

/** `POST /api/requests`: 201 `{ id, url, uri }` for the signed-in address. */
export const createRequestHandler: ApiRouteHandler = async (request, response, { site }) => {
  const requester = await signedInAddress(request, response);
  await creations.consume(request, getServerConfig().trustProxy);
  const now = new Date();
  const body = parseCreateRequestBody(await readJsonBody(request, { limitBytes: REQUEST_BODY_LIMIT_BYTES }), [...getChainClients().keys()], now);
  const createdBlock = await fromNode(body.chainId, () => getBlockNumber(chainClient(body.chainId), { cacheTime: 0 }));
  const row = await withDatabase((db) => createRequest(db, { requester, ...body, createdBlock, now }));
  response.setHeader('Cache-Control', 'no-store');
  response.status(201).json({
    id: row.id,
    url: `${site.origin}${payPath(row.id)}`,
    uri: buildPaymentUri({ recipient: requester, token: body.token, amount: body.amount, chainId: body.chainId }),
  });
};

/** `GET /api/requests[?before=<next>]`: 200 `{ requests, next }`, the signed-in address's own, newest first. */
export const listRequestsHandler: ApiRouteHandler = async (request, response) => {
  const requester = await signedInAddress(request, response);
  const { before } = request.query;
  const cursor = typeof before === 'string' ? parseRequestCursor(before) : undefined;
  if (before !== undefined && !cursor) throw new ApiError(400, '"before" must be the "next" of an earlier page.');
  const [page, heads] = await withDatabase((db) => Promise.all([listRequests(db, requester, cursor), readChainHeads(db)]));
  const now = new Date();
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json({ requests: page.requests.map((row) => requestJson(row, now, heads.get(row.chainId))), next: page.next ?? null });
};

/** `GET /api/requests/<id>`: 200 with the request, for anyone with its id. */
export const getRequestHandler: ApiRouteHandler = async (request, response) => {
  const id = routeId(request);
  const [row, heads] = await withDatabase((db) => Promise.all([getRequest(db, id), readChainHeads(db)]));
  if (!row) throw new ApiError(404, 'No request has this id.');
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json(requestJson(row, new Date(), heads.get(row.chainId)));
};

/** `DELETE /api/requests/<id>`: 200 with the request, now cancelled; the requester only. */
export const cancelRequestHandler: ApiRouteHandler = async (request, response) => {
  const id = routeId(request);
  const requester = await signedInAddress(request, response);
  const now = new Date();
  const row = await withDatabase((db) => cancelRequest(db, id, requester, now));
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json(requestJson(row, now));
};

/**
 * `POST /api/requests/<id>/payment` `{ hash }`: 200 with the request, now
 * paid, once the request's chain shows that the transaction pays it
 * (`verifyPayment`); 422 with the reason when it does not.
 */
export const reportPaymentHandler: ApiRouteHandler = async (request, response) => {
  const id = routeId(request);
  await paymentReports.consume(request, getServerConfig().trustProxy);
  const hash = parsePaymentReportBody(await readJsonBody(request, { limitBytes: REQUEST_BODY_LIMIT_BYTES }));
  const row = await withDatabase((db) => getRequest(db, id));
  if (!row) throw new ApiError(404, 'No request has this id.');
  const requested = { to: row.requester as Address, token: row.token as Address | null, amount: BigInt(row.amount), createdBlock: BigInt(row.createdBlock) };
  const payment = await fromNode(row.chainId, () => verifyPayment({ client: chainClient(row.chainId), request: requested, hash }));
  const [paid, heads] = await withDatabase(async (db) => [await recordPayment(db, id, payment, new Date()), await readChainHeads(db)] as const);
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json(requestJson(paid, new Date(), heads.get(paid.chainId)));
};

/**
 * `GET /api/health`: 200 `{ status: "ok", chains }` with each watched
 * chain's block, lag and last poll (`readWatchHealth`); 503 with the same
 * and `error` when a chain with open requests has not been polled for
 * 60 s, or `{ error }` when the database does not answer.
 */
export const healthHandler: ApiRouteHandler = async (_request, response) => {
  const health = await withDatabase((db) => readWatchHealth(db, new Date()));
  response.setHeader('Cache-Control', 'no-store');
  response.status(health.status === 'ok' ? 200 : 503).json(health);
};
