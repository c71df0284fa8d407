import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import Bowser from 'bowser';
import type { Address } from 'viem';
import type { SignedInSession } from '@/lib/auth/signedInSession';
import type { Database } from '@/lib/server/db/database';
import { sessions, type SessionRow } from '@/lib/server/db/schema';
import { SESSION_TTL_SECONDS } from './session';

/** Session lifetime: {@link SESSION_TTL_SECONDS} from the sign-in, in ms, however often the session is used. */
const SESSION_TTL_MS = SESSION_TTL_SECONDS * 1000;

/** `last_seen_at` moves at most this often, in ms: a read a minute, not a write per request. */
const LAST_SEEN_STEP_MS = 60_000;

/** Expired and revoked rows are deleted this long after they ended, in ms: 30 days. */
const ENDED_SESSION_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Longest device description kept, in characters: a User-Agent is the client's to write. */
const DEVICE_MAX_LENGTH = 60;

/**
 * "Chrome on Linux", from a User-Agent (npm `bowser`), for the visitor's
 * list of sessions: never a version or anything else that identifies the
 * device more closely. "Unknown browser" when the header is missing or
 * unreadable. Shown as text only.
 */
export function describeDevice(userAgent: string | undefined): string {
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const browser = parsed?.browser.name?.trim();
  const os = parsed?.os.name?.trim();
  const description = browser ? (os ? `${browser} on ${os}` : browser) : os ? `Unknown browser on ${os}` : 'Unknown browser';
  return description.slice(0, DEVICE_MAX_LENGTH);
}

/** What a new session holds. */
export type NewSession = SignedInSession & {
  /** {@link describeDevice}'s description. */
  device: string;
  now: Date;
  /** The session this browser's cookie held before, if any: it is revoked, as one cookie holds one sign-in. */
  replaces?: string;
};

/**
 * Stores a new session, {@link SESSION_TTL_MS} long, and revokes the one it
 * `replaces`.
 *
 * @returns its id: 128 random bits, base64url (22 characters).
 */
export async function createSession(db: Database, { address, chainId, device, now, replaces }: NewSession): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.transaction(async (tx) => {
    if (replaces !== undefined) await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, replaces), isNull(sessions.revokedAt)));
    await tx.insert(sessions).values({ id, address, chainId, device, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  });
  return id;
}

/** Whether `row` is a session that is signed in at `now`. */
function isActive(row: Pick<SessionRow, 'revokedAt' | 'expiresAt'>, now: Date): boolean {
  return row.revokedAt === null && row.expiresAt.getTime() > now.getTime();
}

/**
 * The signed-in visitor of session `id` at `now`, or `null` when it has no
 * row, was revoked or has expired. Moves its `last_seen_at` when that is a
 * minute old or more.
 */
export async function readSession(db: Database, id: string, now: Date): Promise<SignedInSession | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  if (!row || !isActive(row, now)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { address: row.address as Address, chainId: row.chainId };
}

/** One of an address's active sessions, as `GET /api/auth/sessions` lists it; times are ISO 8601. */
export type SessionJson = { id: string; current: boolean; device: string; createdAt: string; lastSeenAt: string; expiresAt: string };

/** `address`'s active sessions at `now`, newest first, marking `currentId` as `current`. */
export async function listSessions(db: Database, address: Address, currentId: string, now: Date): Promise<SessionJson[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.address, address), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentId,
    device: row.device,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Revokes session `id` at `now`, when it is active and, if `address` is
 * given, that address's.
 *
 * @returns whether it did.
 */
export async function revokeSession(db: Database, id: string, now: Date, address?: Address): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), address === undefined ? undefined : eq(sessions.address, address)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Revokes every active session of `address` but `keepId`, at `now`; resolves to how many. */
export async function revokeOtherSessions(db: Database, address: Address, keepId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.address, address), ne(sessions.id, keepId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Deletes sessions that expired, or were revoked, {@link ENDED_SESSION_KEPT_MS} or more before `now`; resolves to how many. */
export async function pruneSessions(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ENDED_SESSION_KEPT_MS);
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))))
    .returning({ id: sessions.id });
  return deleted.length;
}
