import { apiRoute } from '@/lib/server/apiRoute';
import { cancelRequestHandler, getRequestHandler } from '@/lib/server/requests/requestApi';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/** `GET /api/requests/<id>`: the request, for anyone. `DELETE`: cancels it, for its requester. `docs/requests.md`. */
export default apiRoute({ GET: getRequestHandler, DELETE: cancelRequestHandler });
