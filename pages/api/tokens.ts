import { getAppConfig } from '@/lib/config/appConfig';
import { apiRoute } from '@/lib/server/apiRoute';
import { tokenListForChains } from '@/lib/server/tokenList';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/**
 * `GET /api/tokens`: 200 `{ source, tokens }`, the published token list's
 * tokens on the configured chains (`lib/server/tokenList.ts`), from our own
 * origin so the browser asks no third party. The same for every visitor,
 * and fixed per deployment: cached for an hour.
 */
export default apiRoute({
  GET: (_request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.status(200).json(tokenListForChains(getAppConfig().chains.map((chain) => chain.id)));
  },
});
