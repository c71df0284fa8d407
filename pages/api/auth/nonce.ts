import { apiRoute } from '@/lib/server/apiRoute';
import { issueNonce } from '@/lib/server/auth/signIn';
import { consumeSignInAttempt } from '@/lib/server/auth/signedInRequest';
import { getSession } from '@/lib/server/auth/session';
import { withDatabase } from '@/lib/server/db/withDatabase';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/** `GET /api/auth/nonce`: a fresh SIWE nonce as text, stored in the database and the cookie, never cached; 429 past the sign-in limit, 503 without the database. */
export default apiRoute({
  GET: async (request, response) => {
    await consumeSignInAttempt(request);
    const session = await getSession(request, response);
    const nonce = await withDatabase((db) => issueNonce(db, session), 'sign-in');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.status(200).send(nonce);
  },
});
