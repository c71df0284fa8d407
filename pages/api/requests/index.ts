import { apiRoute } from '@/lib/server/apiRoute';
import { createRequestHandler, listRequestsHandler } from '@/lib/server/requests/requestApi';

/** The body is read by `readJsonBody`, with its own limit and JSON errors. */
export const config = { api: { bodyParser: false } };

/** `GET /api/requests`: the signed-in address's requests. `POST /api/requests`: a new one. `docs/requests.md`. */
export default apiRoute({ GET: listRequestsHandler, POST: createRequestHandler });
