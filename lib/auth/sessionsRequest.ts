import { callJsonApi } from '@/lib/api/jsonApi';
import { AUTH_ROUTES } from './authRequest';

/** One place the signed-in address is signed in, as `GET /api/auth/sessions` lists it: times are ISO 8601; `current` is this browser's. */
export type SessionEntry = { id: string; current: boolean; device: string; createdAt: string; lastSeenAt: string; expiresAt: string };

/** TanStack Query key of {@link fetchSessions}' answer. */
export const SESSIONS_QUERY_KEY = ['siweSessions'] as const;

/**
 * `GET /api/auth/sessions`: the signed-in address's active sessions, newest first.
 *
 * @throws {ApiResponseError} 401 signed out, 503 the database does not answer.
 */
export async function fetchSessions(): Promise<SessionEntry[]> {
  return (await callJsonApi<{ sessions: SessionEntry[] }>(AUTH_ROUTES.sessions)).sessions;
}

/**
 * `DELETE /api/auth/sessions/<id>`: signs that session out, at once, wherever it is.
 *
 * @throws {ApiResponseError} 401 signed out, 404 no longer active, 503.
 */
export async function signOutSession(id: string): Promise<void> {
  await callJsonApi(`${AUTH_ROUTES.sessions}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * `DELETE /api/auth/sessions`: signs every other session of the address out; this one stays.
 *
 * @returns how many were signed out.
 * @throws {ApiResponseError} 401 signed out, 503.
 */
export async function signOutOtherSessions(): Promise<number> {
  return (await callJsonApi<{ revoked: number }>(AUTH_ROUTES.sessions, { method: 'DELETE' })).revoked;
}
