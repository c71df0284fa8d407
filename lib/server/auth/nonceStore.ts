import { eq, lt } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { siweNonces } from '@/lib/server/db/schema';

/** How long an issued nonce can be used: 10 minutes, in ms. */
export const NONCE_TTL_MS = 10 * 60 * 1000;

/** How far the issuing instance's clock may be ahead of the verifying one's, in ms. */
const CLOCK_SKEW_MS = 60_000;

/** Stores `nonce`, issued at `now`, until {@link takeNonce} uses it or {@link pruneNonces} drops it. */
export async function storeNonce(db: Database, nonce: string, now: Date): Promise<void> {
  await db.insert(siweNonces).values({ nonce, issuedAt: now });
}

/** What {@link takeNonce} found: the nonce was outstanding and is now used, had expired, or was never issued or is already used. */
export type TakeNonceReturnType = 'taken' | 'expired' | 'unknown';

/**
 * Uses `nonce` up: one statement deletes its row and reads when it was
 * issued, so two verifies on two instances cannot both have it.
 */
export async function takeNonce(db: Database, nonce: string, now: Date): Promise<TakeNonceReturnType> {
  const [row] = await db.delete(siweNonces).where(eq(siweNonces.nonce, nonce)).returning({ issuedAt: siweNonces.issuedAt });
  if (!row) return 'unknown';
  const age = now.getTime() - row.issuedAt.getTime();
  return age >= -CLOCK_SKEW_MS && age <= NONCE_TTL_MS ? 'taken' : 'expired';
}

/** Deletes nonces issued more than {@link NONCE_TTL_MS} before `now`, used or not; resolves to how many. */
export async function pruneNonces(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(siweNonces)
    .where(lt(siweNonces.issuedAt, new Date(now.getTime() - NONCE_TTL_MS)))
    .returning({ nonce: siweNonces.nonce });
  return deleted.length;
}
