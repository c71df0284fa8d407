import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { getServerConfig } from '@/lib/config/server/serverConfig';
import { ApiError } from './apiError';
import { requestSite, type RequestSite } from './requestSite';

/** HTTP methods an API route can answer. */
type HttpMethod = 'GET' | 'POST';

/** What {@link apiRoute} hands every handler besides the request and response. */
type ApiRouteContext = {
  /** The site the request is for ({@link requestSite}). */
  site: RequestSite;
};

/** One method's handler. */
type ApiRouteHandler = (request: NextApiRequest, response: NextApiResponse, context: ApiRouteContext) => Promise<void> | void;

/** A route's handlers by method. */
export type ApiRouteHandlers = Partial<Record<HttpMethod, ApiRouteHandler>>;

/** Sends `{ error }` with `status`, never cached. */
export function sendError(response: NextApiResponse, status: number, error: string): void {
  response.setHeader('Cache-Control', 'no-store');
  response.status(status).json({ error });
}

/** `Sec-Fetch-Site` values of requests a page of this origin made (or the visitor typed). */
const SAME_ORIGIN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses a request that a browser says came from another site: its
 * `Sec-Fetch-Site` is `cross-site` or `same-site`, or, where a browser
 * sends no `Sec-Fetch-Site`, its `Origin` is not this server's. The session
 * cookie is `SameSite=None` in production (so that sign-in works in a Safe
 * App iframe), so this is what keeps other sites from signing visitors in
 * or out (CSRF). Requests without either header (curl, servers) pass:
 * they carry no visitor's cookie unless given one.
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
  /**
   * `'refuse'` (the default): a POST a browser marks as cross-site gets 403
   * ({@link assertSameOrigin}). `'allow'`: only for routes that read and
   * change no visitor state, such as the CSP report sink, which browsers
   * post to from wherever the report arose.
   */
  crossSitePosts?: 'refuse' | 'allow';
};

/**
 * Builds a Pages Router API route from per-method handlers, in the style of
 * RainbowKit's Next examples:
 * - another method gets 405 `{ error }` with an `Allow` header;
 * - a request for a host that is not the site's gets 400 `{ error }`
 *   ({@link requestSite});
 * - unless `options.crossSitePosts` is `'allow'`, a POST that a browser
 *   marks as cross-site gets 403 `{ error }` ({@link assertSameOrigin});
 * - an {@link ApiError} thrown by a handler becomes its status and `{ error }`;
 * - anything else is logged (message only: never a body, cookie or secret)
 *   and answered 500 `{ error }`, so no route ever answers HTML or hangs.
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
      if (request.method === 'POST' && crossSitePosts === 'refuse') assertSameOrigin(request, site);
      await handler(request, response, { site });
    } catch (error) {
      if (error instanceof ApiError) {
        sendError(response, error.status, error.message);
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
  /**
   * Accepted media types (lower case, no parameters); default
   * `['application/json']`. JSON of another name, such as
   * `application/csp-report`, is listed here.
   */
  contentTypes?: readonly string[];
};

/**
 * Reads a request body as JSON. Use with `export const config = { api: {
 * bodyParser: false } }` so Next does not parse it first.
 *
 * @returns the parsed JSON value.
 * @throws {ApiError} 415 unless `Content-Type` is one of `contentTypes`;
 *   413 when the body is larger than `limitBytes` (stops reading at once);
 *   400 when it is empty or not valid JSON.
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
