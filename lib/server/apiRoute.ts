import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { getServerConfig } from '@/lib/config/server/serverConfig';
import { isDraining, trackServerWork } from './serverWork';
import { ApiError } from './apiError';
import { requestSite, type RequestSite } from './requestSite';

/** HTTP methods an API route can answer. */
type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** What {@link apiRoute} hands every handler besides the request and response. */
type ApiRouteContext = {
  /** The site the request is for ({@link requestSite}). */
  site: RequestSite;
};

/** One method's handler. */
export type ApiRouteHandler = (request: NextApiRequest, response: NextApiResponse, context: ApiRouteContext) => Promise<void> | void;

/** A route's handlers by method. */
export type ApiRouteHandlers = Partial<Record<HttpMethod, ApiRouteHandler>>;

/** Sends `{ error }`, and `code` when given, with `status`, never cached. */
export function sendError(response: NextApiResponse, status: number, error: string, code?: string): void {
  response.setHeader('Cache-Control', 'no-store');
  response.status(status).json(code === undefined ? { error } : { error, code });
}

/** `Sec-Fetch-Site` values of requests a page of this origin made (or the visitor typed). */
const SAME_ORIGIN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses a request a browser marks as from another site (`Sec-Fetch-Site`,
 * else `Origin`): with a `SameSite=None` session cookie, this is the CSRF
 * defence. Requests with neither header (curl) carry no visitor's cookie.
 *
 * @throws {ApiError} 403 for a cross-site request.
 */
function assertSameOrigin(request: IncomingMessage, site: RequestSite): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') {
    if (!SAME_ORIGIN_FETCH_SITES.has(fetchSite)) throw new ApiError(403, `Cross-site requests are refused (Sec-Fetch-Site: ${fetchSite}).`);
    return;
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== site.origin) {
    throw new ApiError(403, 'Cross-site requests are refused (Origin is not this site).');
  }
}

/** Options of {@link apiRoute}. */
export type ApiRouteOptions = {
  /** `'refuse'` (default) answers 403 to cross-site POSTs and DELETEs; `'allow'` is for routes that touch no visitor state, like the CSP report sink. */
  crossSitePosts?: 'refuse' | 'allow';
};

/**
 * An API route from per-method handlers. Answers `{ error }` with 405 and
 * `Allow` for another method, 400 for a foreign `Host`, 403 for a cross-site
 * POST, 503 once the server is shutting down, an {@link ApiError}'s status,
 * or 500 for anything else, logged without bodies, cookies or secrets. A
 * handler's run counts as work in progress (`trackServerWork`).
 */
export function apiRoute(handlers: ApiRouteHandlers, { crossSitePosts = 'refuse' }: ApiRouteOptions = {}): NextApiHandler {
  const allow = Object.keys(handlers).join(', ');
  return async (request: NextApiRequest, response: NextApiResponse) => {
    const handler = handlers[request.method as HttpMethod];
    if (!handler) {
      response.setHeader('Allow', allow);
      sendError(response, 405, `Method ${request.method ?? ''} is not allowed; use ${allow}.`);
      return;
    }
    try {
      const site = requestSite({ headers: request.headers, encrypted: request.socket instanceof TLSSocket }, getServerConfig());
      if (request.method !== 'GET' && crossSitePosts === 'refuse') assertSameOrigin(request, site);
      if (isDraining()) throw new ApiError(503, 'The server is shutting down. Try again in a moment.');
      await trackServerWork(async () => handler(request, response, { site }));
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(error.retryAfterSeconds));
        sendError(response, error.status, error.message, error.code);
        return;
      }
      console.error(`${request.method} ${request.url?.split('?')[0]} failed:`, error instanceof Error ? error.message : 'unknown error');
      if (!response.headersSent) sendError(response, 500, 'Internal error.');
    }
  };
}

/** Parameters of {@link readJsonBody}. */
export type ReadJsonBodyParameters = {
  /** Largest accepted body, in bytes. */
  limitBytes: number;
  /** Accepted media types, lower case; default `['application/json']`. */
  contentTypes?: readonly string[];
};

/**
 * Reads a request body as JSON, with Next's `bodyParser: false`.
 *
 * @throws {ApiError} 415 for another `Content-Type`, 413 past `limitBytes`, 400 for an empty or invalid body.
 */
export async function readJsonBody(
  request: IncomingMessage,
  { limitBytes, contentTypes = ['application/json'] }: ReadJsonBodyParameters,
): Promise<unknown> {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type === undefined || !contentTypes.includes(type)) throw new ApiError(415, `Content-Type must be ${contentTypes.join(' or ')}.`);
  const declared = Number(request.headers['content-length']);
  if (declared > limitBytes) throw new ApiError(413, `Body is larger than ${limitBytes} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new ApiError(413, `Body is larger than ${limitBytes} bytes.`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new ApiError(400, 'Body is empty; expected JSON.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Body is not valid JSON.');
  }
}
