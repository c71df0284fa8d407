import { min } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { chainCursors, paymentRequests } from '@/lib/server/db/schema';
import { openAt } from '@/lib/server/requests/requestStore';

/** How long a chain with open requests may go without a completed poll before health says so, ms. */
const WATCH_STALE_AFTER_MS = 60_000;

/** One watched chain in `GET /api/health`: the last block processed, how far behind the latest it was, and when it last completed a poll. */
type ChainHealthJson = { block: number; lagBlocks: number; lastPollAt: string };

/** What `GET /api/health` answers: `ok`, or `stale` (503) when a chain with open requests has not been polled for {@link WATCH_STALE_AFTER_MS}. */
export type HealthJson = { status: 'ok' | 'stale'; chains: Record<string, ChainHealthJson>; error?: string };

/**
 * The watcher's health, read from the database so that every instance
 * answers the same, whichever one watches: each chain's cursor, and
 * whether a chain with an open request has gone {@link WATCH_STALE_AFTER_MS}
 * without a completed poll (counted from its oldest open request when that
 * is younger: a new chain's first poll is on its way).
 */
export async function readWatchHealth(db: Database, now: Date): Promise<HealthJson> {
  const [cursors, open] = await Promise.all([
    db.select().from(chainCursors),
    db
      .select({ chainId: paymentRequests.chainId, oldest: min(paymentRequests.createdAt) })
      .from(paymentRequests)
      .where(openAt(now))
      .groupBy(paymentRequests.chainId),
  ]);
  const chains: Record<string, ChainHealthJson> = {};
  for (const cursor of cursors) {
    const lag = cursor.headNumber - cursor.blockNumber;
    chains[cursor.chainId] = { block: Number(cursor.blockNumber), lagBlocks: lag > 0n ? Number(lag) : 0, lastPollAt: cursor.polledAt.toISOString() };
  }
  const stale = open.filter(({ chainId, oldest }) => {
    const polledAt = cursors.find((cursor) => cursor.chainId === chainId)?.polledAt.getTime() ?? 0;
    const since = Math.max(polledAt, oldest?.getTime() ?? 0);
    return now.getTime() - since > WATCH_STALE_AFTER_MS;
  });
  if (stale.length === 0) return { status: 'ok', chains };
  return { status: 'stale', chains, error: `No payment watcher has polled chain ${stale.map(({ chainId }) => chainId).join(', ')} for over ${WATCH_STALE_AFTER_MS / 1000} s while requests are open there.` };
}
