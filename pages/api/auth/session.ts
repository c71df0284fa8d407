import { apiRoute } from '@/lib/server/apiRoute';
import { currentSession } from '@/lib/server/auth/signIn';
import { getSession } from '@/lib/server/auth/session';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/** `GET /api/auth/session`: 200 `{ address, chainId }` when signed in, else 200 `null`; never cached. */
export default apiRoute({
  GET: async (request, response) => {
    const signedIn = currentSession(await getSession(request, response));
    response.setHeader('Cache-Control', 'no-store');
    response.status(200).json(signedIn);
  },
});
