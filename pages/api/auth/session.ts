import { apiRoute } from '@/lib/server/apiRoute';
import { readSignedIn } from '@/lib/server/auth/signedInRequest';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/** `GET /api/auth/session`: 200 `{ address, chainId }` when signed in, else 200 `null`; 503 when the database does not answer; never cached. */
export default apiRoute({
  GET: async (request, response) => {
    const signedIn = await readSignedIn(request, response);
    response.setHeader('Cache-Control', 'no-store');
    response.status(200).json(signedIn && { address: signedIn.address, chainId: signedIn.chainId });
  },
});
