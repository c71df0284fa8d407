import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AvatarError } from './avatarError';

/** The `User-Agent` of every avatar fetch: the avatar route refuses a request that carries it (a record pointing back at us). */
export const AVATAR_FETCH_USER_AGENT = 'Co-Editions avatar fetch';

/** A header every avatar fetch carries, which a proxy keeps when it rewrites the `User-Agent`: the avatar route refuses a request with it. */
export const AVATAR_FETCH_HOP_HEADER = 'x-co-editions-avatar-fetch';

/** Why a host is refused, in the words every such error uses: it names the rule, never an address (no DNS oracle into the operator's network). */
const HOST_NOT_ALLOWED = 'avatar host not allowed: it is not on the public internet';

/** Parameters of {@link fetchPublic}. */
export type FetchPublicParameters = {
  /** An `http:` or `https:` URL. */
  url: URL;
  /** The largest body read, in bytes; a larger one is refused (413) without reading the rest. */
  maxBytes: number;
  /** Aborts the whole fetch, redirects included (the caller's time limit). */
  signal: AbortSignal;
  /** Non-public addresses allowed anyway (`AVATAR_FETCH_ALLOWED_IPS`, for the e2e avatar server). Default none. */
  allowedAddresses?: ReadonlySet<string>;
  /** Redirects followed at most; each target is checked like the first URL. Default 3. */
  maxRedirects?: number;
  /** Origins never fetched, the first URL's or a redirect's: this site's own (`SITE_URL`). Default none. */
  ownOrigins?: readonly string[];
};

/** What {@link fetchPublic} returns. */
export type FetchPublicReturnType = {
  /** The body, at most `maxBytes` bytes. */
  bytes: Buffer;
  /** The response's `Content-Type`, lower-cased, without parameters; `''` when absent. */
  contentType: string;
  /** The URL the body came from, after redirects. */
  url: URL;
};

/** Whether `address` is public unicast by ipaddr.js's `range()`, an IPv4-mapped IPv6 address judged as its IPv4 address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** A `lookup` for Node's sockets that refuses, before connecting, a host that resolves to any address that is not public. */
function guardedLookup(allowed: ReadonlySet<string>): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => !isPublicAddress(address) && !allowed.has(address));
      if (refused) return callback(new AvatarError(403, HOST_NOT_ALLOWED), '', 0);
      const [first] = addresses;
      if (!first) return callback(new AvatarError(424, 'avatar host could not be reached'), '', 0);
      // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily).
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

/** Sends one GET to `url` (no redirect followed) and resolves with the response's head. */
function get(url: URL, allowed: ReadonlySet<string>, signal: AbortSignal): Promise<IncomingMessage> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !isPublicAddress(literal) && !allowed.has(literal)) {
    return Promise.reject(new AvatarError(403, HOST_NOT_ALLOWED));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup: guardedLookup(allowed), signal, headers: { accept: 'image/*, application/json;q=0.9', 'user-agent': AVATAR_FETCH_USER_AGENT, [AVATAR_FETCH_HOP_HEADER]: '1' } }, resolve);
    request.on('error', reject);
  });
}

/** Reads `response`'s body, refusing it (413) past `maxBytes`. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new AvatarError(413, `The response is ${declared} bytes, more than ${maxBytes}.`);
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) {
      response.destroy();
      throw new AvatarError(413, `The response is larger than ${maxBytes} bytes.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs a public `http(s)` resource for the server (docs/security.md,
 * "Avatars"). Each host, redirects included, is refused when any of its
 * addresses is not public, and the socket connects to the address checked,
 * so DNS cannot be rebound in between. Errors name the rule, never an address.
 *
 * @throws {AvatarError} 403 for a refused address, 413 for a body too large,
 *   424 when the host fails (HTTP error status, too many redirects,
 *   unreachable, timed out), 422 for a redirect to another scheme.
 */
export async function fetchPublic({ url, maxBytes, signal, allowedAddresses = new Set(), maxRedirects = 3, ownOrigins = [] }: FetchPublicParameters): Promise<FetchPublicReturnType> {
  let current = url;
  for (let redirects = 0; ; redirects++) {
    if (ownOrigins.includes(current.origin)) throw new AvatarError(403, 'avatar host not allowed: it is this site');
    let response: IncomingMessage;
    try {
      response = await get(current, allowedAddresses, signal);
    } catch (error) {
      if (error instanceof AvatarError) throw error;
      if (signal.aborted) throw new AvatarError(424, `${current.host} did not answer in time.`);
      throw new AvatarError(424, `${current.host} could not be reached.`);
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= maxRedirects) throw new AvatarError(424, `More than ${maxRedirects} redirects.`);
      const next = new URL(response.headers.location, current);
      if (next.protocol !== 'https:' && next.protocol !== 'http:') throw new AvatarError(422, `A redirect to ${JSON.stringify(next.protocol)} is not followed.`);
      current = next;
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new AvatarError(424, `${current.host} answered ${status}.`);
    }
    try {
      const bytes = await readBody(response, maxBytes);
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      return { bytes, contentType, url: current };
    } catch (error) {
      if (error instanceof AvatarError) throw error;
      throw new AvatarError(424, signal.aborted ? `${current.host} did not finish in time.` : `${current.host} broke off the response.`);
    }
  }
}
