import { apiRoute } from '@/lib/server/apiRoute';
import { issueNonce } from '@/lib/server/auth/signIn';
import { getSession } from '@/lib/server/auth/session';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/** `GET /api/auth/nonce`: a fresh SIWE nonce as text, stored in the session, never cached. */
export default apiRoute({
  GET: async (request, response) => {
    const nonce = await issueNonce(await getSession(request, response));
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.status(200).send(nonce);
  },
});
