import type { NextApiRequest, NextApiResponse } from 'next';
import { sendError } from '@/lib/server/apiRoute';

/** The body is never read: a path without a route has nothing to do with it. */
export const config = { api: { bodyParser: false } };

/**
 * Any path under `/api/` that no route serves, for every method: 404
 * `{ error }` in JSON, never cached, as the API's other refusals
 * (`sendError`), not the site's HTML 404 page. Next.js matches every
 * other route before a catch-all (Next.js docs, "Dynamic API Routes").
 */
export default function unknownApiPath(_request: NextApiRequest, response: NextApiResponse): void {
  sendError(response, 404, 'No API route at this path.');
}
