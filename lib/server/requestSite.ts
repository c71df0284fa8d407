import type { IncomingHttpHeaders } from 'node:http';
import type { ServerConfig } from '../config/server/serverConfig';
import { ApiError } from './apiError';

/** The site a request is for: the host and origin a SIWE message must name (EIP-4361 `domain` and `uri`). */
export type RequestSite = {
  /** e.g. `coeditions.example` or `127.0.0.1:3000`. */
  host: string;
  /** e.g. `https://coeditions.example`. */
  origin: string;
};

/** What {@link requestSite} reads of a request. */
export type SiteRequest = {
  /** Its headers, names in lower case (Node's `IncomingMessage.headers`). */
  headers: IncomingHttpHeaders;
  /** Whether it arrived over TLS at this server. */
  encrypted: boolean;
};

/** Hosts `next dev` answers to when `SITE_URL` is unset: loopback, any port. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1']);

/** The first value of a header that a proxy may have sent as a comma-separated list. */
function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.trim();
  return first === '' ? undefined : first;
}

/**
 * Which of the site's own origins a request was sent to.
 *
 * The host is the request's `Host`, or its `X-Forwarded-Host` when
 * `TRUST_PROXY=1` (a proxy that rewrites `Host` sets it). With `SITE_URL`
 * configured, the answer is the configured origin of that host, whatever
 * protocol the request arrived by: TLS ends at the platform. In
 * development with `SITE_URL` unset, any port of `localhost` or
 * `127.0.0.1` is the site, over the request's own protocol
 * (`X-Forwarded-Proto` when trusted).
 *
 * @throws {ApiError} 400 when the request has no host, or its host is not
 *   one of the site's: nothing is then read from or written to a session.
 */
export function requestSite(request: SiteRequest, { siteOrigins, trustProxy }: Pick<ServerConfig, 'siteOrigins' | 'trustProxy'>): RequestSite {
  const rawHost = (trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host;
  if (!rawHost) throw new ApiError(400, 'Request has no Host header.');
  const forwardedProto = trustProxy ? firstValue(request.headers['x-forwarded-proto']) : undefined;
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : request.encrypted ? 'https' : 'http';
  let url: URL;
  try {
    url = new URL(`${protocol}://${rawHost}`);
  } catch {
    throw new ApiError(400, 'Request Host is not a host name.');
  }
  if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new ApiError(400, 'Request Host is not a host name.');
  }
  if (siteOrigins.kind === 'configured') {
    // Compared as each origin's scheme writes the host (no default port).
    const origin = siteOrigins.origins.find((candidate) => {
      const configured = new URL(candidate);
      return configured.host === new URL(`${configured.protocol}//${rawHost}`).host;
    });
    if (!origin) throw new ApiError(400, 'Request Host is not this site.');
    return { host: new URL(origin).host, origin };
  }
  if (!LOCAL_HOSTNAMES.has(url.hostname)) {
    throw new ApiError(400, 'Request Host is not this site (set SITE_URL to serve other hosts).');
  }
  return { host: url.host, origin: url.origin };
}
