import { apiRoute, readJsonBody } from '@/lib/server/apiRoute';
import { signIn, VERIFY_BODY_LIMIT_BYTES } from '@/lib/server/auth/signIn';
import { getChainClients } from '@/lib/server/chainClients';
import { getSession } from '@/lib/server/auth/session';

/** The body is read by `readJsonBody` with its own 8 KB limit and JSON errors. */
export const config = { api: { bodyParser: false } };

/**
 * `POST /api/auth/verify` with JSON `{ message, signature }`: 200
 * `{ address, chainId }` when the SIWE message verifies, else 4xx `{ error }`.
 */
export default apiRoute({
  POST: async (request, response, { site }) => {
    const body = await readJsonBody(request, { limitBytes: VERIFY_BODY_LIMIT_BYTES });
    const { host, origin } = site;
    const session = await getSession(request, response);
    const signedIn = await signIn({ session, body, host, origin, clients: getChainClients() });
    response.setHeader('Cache-Control', 'no-store');
    response.status(200).json(signedIn);
  },
});
