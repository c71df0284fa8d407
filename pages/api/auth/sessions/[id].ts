import { apiRoute } from '@/lib/server/apiRoute';
import { revokeSessionHandler } from '@/lib/server/auth/sessionsApi';

/** Bodies are never read here; Next must not parse them either. */
export const config = { api: { bodyParser: false } };

/** `DELETE /api/auth/sessions/<id>`: signs that session of the signed-in address out. `docs/sign-in.md`. */
export default apiRoute({ DELETE: revokeSessionHandler });
