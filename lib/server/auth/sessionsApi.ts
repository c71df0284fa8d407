import type { NextApiRequest } from 'next';
import { ApiError } from '@/lib/server/apiError';
import type { ApiRouteHandler } from '@/lib/server/apiRoute';
import { withDatabase } from '@/lib/server/db/withDatabase';
import { requireSignedIn } from './signedInRequest';
import { listSessions, revokeOtherSessions, revokeSession } from './sessionStore';

/** The `id` of a `/api/auth/sessions/[id]` route: a session id's shape (22 base64url characters), else 404. */
function routeSessionId(request: NextApiRequest): string {
  const { id } = request.query;
  if (typeof id !== 'string' || !/^[\w-]{22}$/.test(id)) throw new ApiError(404, 'No session of yours has this id.');
  return id;
}

/**
 * `GET /api/auth/sessions`: 200 `{ sessions }`, the signed-in address's
 * active sessions, newest first, the caller's marked `current` (`SessionJson`).
 */
export const listSessionsHandler: ApiRouteHandler = async (request, response) => {
  const { address, sessionId } = await requireSignedIn(request, response);
  const sessions = await withDatabase((db) => listSessions(db, address, sessionId, new Date()), 'sign-in');
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json({ sessions });
};

/** `DELETE /api/auth/sessions`: 200 `{ revoked }`, how many of the address's other sessions were revoked; the caller's stays. */
export const revokeOtherSessionsHandler: ApiRouteHandler = async (request, response) => {
  const { address, sessionId } = await requireSignedIn(request, response);
  const revoked = await withDatabase((db) => revokeOtherSessions(db, address, sessionId, new Date()), 'sign-in');
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json({ revoked });
};

/**
 * `DELETE /api/auth/sessions/<id>`: 200 `{ revoked: 1 }` once that active
 * session of the signed-in address is revoked; 404 for an unknown id, an
 * ended session, or another address's (which is not told apart).
 */
export const revokeSessionHandler: ApiRouteHandler = async (request, response) => {
  const { address } = await requireSignedIn(request, response);
  const id = routeSessionId(request);
  const revoked = await withDatabase((db) => revokeSession(db, id, new Date(), address), 'sign-in');
  if (!revoked) throw new ApiError(404, 'No session of yours has this id.');
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json({ revoked: 1 });
};
