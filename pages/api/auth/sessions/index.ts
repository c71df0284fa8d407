import { apiRoute } from '@/lib/server/apiRoute';
import { listSessionsHandler, revokeOtherSessionsHandler } from '@/lib/server/auth/sessionsApi';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/** `GET /api/auth/sessions`: where the signed-in address is signed in. `DELETE`: sign out of every other session. `docs/sign-in.md`. */
export default apiRoute({ GET: listSessionsHandler, DELETE: revokeOtherSessionsHandler });
