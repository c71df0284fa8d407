import { apiRoute, readJsonBody } from '@/lib/server/apiRoute';
import { signIn, VERIFY_BODY_LIMIT_BYTES } from '@/lib/server/auth/signIn';
import { consumeSignInAttempt } from '@/lib/server/auth/signedInRequest';
import { getChainClients } from '@/lib/server/chainClients';
import { getSession } from '@/lib/server/auth/session';
import { withDatabase } from '@/lib/server/db/withDatabase';

/** The body is read by `readJsonBody` with its own 8 KB limit and JSON errors. */
export const config = { api: { bodyParser: false } };

/**
 * `POST /api/auth/verify` with JSON `{ message, signature }`: 200
 * `{ address, chainId }` when the SIWE message verifies, else 4xx `{ error }`;
 * 429 past the sign-in limit, 503 without the database.
 */
export default apiRoute({
  POST: async (request, response, { site }) => {
    await consumeSignInAttempt(request);
    const body = await readJsonBody(request, { limitBytes: VERIFY_BODY_LIMIT_BYTES });
    const { host, origin } = site;
    const session = await getSession(request, response);
    const userAgent = request.headers['user-agent'];
    const signedIn = await withDatabase((db) => signIn({ db, session, body, host, origin, userAgent, clients: getChainClients() }), 'sign-in');
    response.setHeader('Cache-Control', 'no-store');
    response.status(200).json(signedIn);
  },
});
