import { setTimeout as sleep } from 'node:timers/promises';
import type { Chain, Client, Transport } from 'viem';
import type { Database } from '@/lib/server/db/database';
import { createChainWatcher, type PollResult } from './chainWatcher';
import type { WatchLock } from './watchLock';
import { needsWatching } from './watchStore';

/** The longest between two polls of a watched chain, ms: a payment shows within this after its block. */
const MAX_POLL_MS = 4_000;

/** Between two polls of a chain whose block time viem does not know (a local node), ms. */
const DEFAULT_POLL_MS = 1_000;

/** How often an instance that does not hold a chain's lock asks for it again, ms: a dead watcher's chain is taken over within this and a poll. */
const LOCK_RETRY_MS = 5_000;

/** The longest back-off after failed polls, ms: a node that is back is seen within this. */
const MAX_BACKOFF_MS = 15_000;

/** Parameters of {@link startPaymentWatcher}. */
export type StartPaymentWatcherParameters = {
  /** The server's database, opened on first use (`getDatabase`). */
  database: () => Promise<Database>;
  /** A client of each configured chain, on the server's own node where set (`getChainClients`). */
  clients: ReadonlyMap<number, Client<Transport, Chain>>;
  /** Blocks after which a payment is final, per chain, where the node has no `finalized` tag (`FINALITY_DEPTH_<chainId>`). */
  finalityDepths: ReadonlyMap<number, number>;
  lock: WatchLock;
  /** The clock; default the system's. */
  now?: () => Date;
  /** Called after each completed poll of a chain (tests, `npm run load`). */
  onPoll?: (chainId: number, result: PollResult) => void;
};

/** A running watcher. */
export type PaymentWatcher = {
  /** Stops every chain's watch after its current range, then lets the locks go; logs "Payment watcher stopped.". */
  stop: () => Promise<void>;
};

/** Between two polls of `chain`, ms: once a block, at least every {@link MAX_POLL_MS}. */
function pollIntervalMs(chain: Chain): number {
  return Math.min(MAX_POLL_MS, chain.blockTime ?? DEFAULT_POLL_MS);
}

/**
 * Starts the payment watcher inside the server (`lib/server/serverStart.ts`;
 * `docs/requests.md`, "The watcher"): one loop per configured chain, which
 * polls while the chain has an open request or a payment not yet final,
 * and only while this process holds the chain's lock. A failing poll (the
 * node or the database down) keeps the cursor, backs off up to
 * {@link MAX_BACKOFF_MS}, and is logged once per outage and once on
 * recovery; nothing it meets stops the process.
 */
export function startPaymentWatcher({ database, clients, finalityDepths, lock, now = () => new Date(), onPoll }: StartPaymentWatcherParameters): PaymentWatcher {
  const stopping = new AbortController();
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);

  async function watch(chainId: number, client: Client<Transport, Chain>): Promise<void> {
    const watcher = createChainWatcher({ chainId, client, finalityDepth: finalityDepths.get(chainId) ?? 64, now });
    const interval = pollIntervalMs(client.chain);
    let failingSince: Date | undefined;
    let backoff = interval;
    let holding = false;
    while (!stopping.signal.aborted) {
      try {
        const db = await database();
        if (!(await needsWatching(db, chainId, now()))) {
          await pause(interval);
          continue;
        }
        const held = await lock.hold(chainId);
        // Said when it changes, so an operator reads in the logs which instance watches which chain.
        if (held !== holding) console.log(`Payment watcher: this instance ${held ? 'watches' : 'no longer watches'} chain ${chainId}.`);
        holding = held;
        if (!held) {
          await pause(LOCK_RETRY_MS);
          continue;
        }
        const result = await watcher.poll(db, () => stopping.signal.aborted);
        if (failingSince) console.log(`Payment watcher: chain ${chainId} is watched again (block ${result.headNumber}), after failing since ${failingSince.toISOString()}.`);
        failingSince = undefined;
        backoff = interval;
        onPoll?.(chainId, result);
        await pause(interval);
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (!failingSince) {
          failingSince = now();
          console.error(`Payment watcher: chain ${chainId} could not be polled; retrying with back-off: ${error instanceof Error ? error.message.split('\n')[0] : 'unknown error'}`);
        }
        await pause(backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  }

  const loops = [...clients].map(([chainId, client]) => watch(chainId, client));
  return {
    async stop() {
      stopping.abort();
      await Promise.all(loops);
      await lock.release();
      console.log('Payment watcher stopped.');
    },
  };
}
