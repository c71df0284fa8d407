import { apiRoute } from '@/lib/server/apiRoute';
import { healthHandler } from '@/lib/server/requests/requestApi';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export default apiRoute({ GET: healthHandler });
