import { apiRoute } from '@/lib/server/apiRoute';
import { getSession } from '@/lib/server/auth/session';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/** `POST /api/auth/logout`: destroys the session (the cookie is cleared) and answers 204. */
export default apiRoute({
  POST: async (request, response) => {
    (await getSession(request, response)).destroy();
    response.setHeader('Cache-Control', 'no-store');
    response.status(204).end();
  },
});
