import { apiRoute } from '@/lib/server/apiRoute';
import { reportPaymentHandler } from '@/lib/server/requests/requestApi';

/** The body is read by `readJsonBody`, with its own limit and JSON errors. */
export const config = { api: { bodyParser: false } };

/** `POST /api/requests/<id>/payment` `{ hash }`: records the payment once the chain shows it. `docs/requests.md`. */
export default apiRoute({ POST: reportPaymentHandler });
