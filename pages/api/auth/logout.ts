import { apiRoute } from '@/lib/server/apiRoute';
import { signOut } from '@/lib/server/auth/signedInRequest';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/** `POST /api/auth/logout`: revokes the session's row, clears the cookie and answers 204; 503 when the database does not answer. */
export default apiRoute({
  POST: async (request, response) => {
    await signOut(request, response);
    response.setHeader('Cache-Control', 'no-store');
    response.status(204).end();
  },
});
