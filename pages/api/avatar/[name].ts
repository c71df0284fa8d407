import { getAppConfig } from '@/lib/config/appConfig';
import { ensChainIdOf } from '@/lib/config/ensChain';
import { getServerConfig } from '@/lib/config/server/serverConfig';
import { ApiError } from '@/lib/server/apiError';
import { apiRoute, sendError } from '@/lib/server/apiRoute';
import { AVATAR_TTL_MS, avatarOutcome, avatarRequestName } from '@/lib/server/avatar/avatarResponse';
import { AVATAR_FETCH_HOP_HEADER, AVATAR_FETCH_USER_AGENT } from '@/lib/server/avatar/publicFetch';
import { getChainClients } from '@/lib/server/chainClients';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/**
 * `GET /api/avatar/<name>`: the ENS avatar of a normalised name, resolved
 * and fetched by the server (`lib/server/avatar/`), so a visitor's browser
 * loads avatars from this origin only and no avatar host learns who looks
 * (docs/security.md, "Avatars"). 200 with the image (decoded and encoded
 * again as a WebP of at most 256 px a side), cached for an hour; 400 for a bad name; 404 when the
 * name has no avatar; 403, 413, 415, 422 or 424 `{ error }` when the record,
 * the host or the image is refused. With `?quiet=1`, as the app's `<img>`s
 * ask, every refusal is 204 No Content instead (the reason in
 * `X-Avatar-Error`), so the picture falls back without a console error.
 * A request the avatar fetch itself makes (its user agent or hop header)
 * is refused (403), and every fetch for a request ends with it. Errors name
 * the rule broken, never an address.
 */
export default apiRoute({
  GET: async (request, response) => {
    const quiet = request.query.quiet === '1';
    const refuse = (status: number, reason: string) => {
      if (!quiet) return sendError(response, status, reason);
      response.setHeader('Cache-Control', 'no-store');
      response.setHeader('X-Avatar-Error', `${status} ${reason}`.replace(/[^\x20-\x7e]/g, '?'));
      response.status(204).end();
    };
    if (request.headers['user-agent'] === AVATAR_FETCH_USER_AGENT || request.headers[AVATAR_FETCH_HOP_HEADER] !== undefined) {
      // A record or redirect pointing back at us: each hop would start another.
      return refuse(403, 'avatar requests made by the avatar route itself are refused');
    }
    let name: string;
    try {
      name = avatarRequestName(request.query.name);
    } catch (error) {
      if (error instanceof ApiError) return refuse(error.status, error.message);
      throw error;
    }
    const ensChainId = ensChainIdOf(getAppConfig().chains.map((chain) => chain.id));
    const client = ensChainId === undefined ? undefined : getChainClients().get(ensChainId);
    if (!client) return refuse(404, 'Names are not read on this deployment: no ENS chain is configured.');

    // Every fetch for this request ends when the request does: answered, or its client gone.
    const requestOver = new AbortController();
    response.once('close', () => requestOver.abort());
    const { avatarFetchAllowedIps, siteOrigins } = getServerConfig();
    const outcome = await avatarOutcome({
      name,
      client,
      allowedAddresses: avatarFetchAllowedIps,
      ownOrigins: siteOrigins.kind === 'configured' ? siteOrigins.origins : [],
      signal: requestOver.signal,
    });
    if (response.destroyed) return;
    if (!outcome.ok) return refuse(outcome.status, outcome.reason);
    response.setHeader('Content-Type', outcome.image.contentType);
    response.setHeader('Content-Length', String(outcome.image.bytes.length));
    response.setHeader('Cache-Control', `public, max-age=${AVATAR_TTL_MS / 1000}`);
    // Opened on its own, the image is a document with no rights at all.
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    response.status(200).end(outcome.image.bytes);
  },
});
