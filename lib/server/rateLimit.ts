import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getServerConfig } from '@/lib/config/server/serverConfig';
import { getPostgresPool } from '@/lib/server/db/database';
import { rateLimits } from '@/lib/server/db/schema';
import { getTableName } from 'drizzle-orm';
import { ApiError } from './apiError';

/** Parameters of {@link createRateLimit}. */
export type CreateRateLimitParameters = {
  /** Its counters' key prefix, unique among the limits: `"creations"`. */
  name: string;
  /** Requests one client address may make per minute, on all instances together; a function is read at the first request. */
  perMinute: number | (() => number);
  /** What is limited, for the 429's sentence: "payment requests created". */
  what: string;
};

/** A per-client-address limit on one kind of request. */
export type RateLimit = {
  /**
   * Counts one request of `request`'s client.
   *
   * @throws {ApiError} 429 with `retryAfterSeconds` once the client is past the limit.
   */
  consume: (request: IncomingMessage, trustProxy: boolean) => Promise<void>;
};

/**
 * The client address of `request`: the socket's peer, or behind a trusted
 * proxy the last `X-Forwarded-For` entry, which that proxy appended (the
 * entries before it are whatever the client sent).
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').at(-1)?.trim();
  return (trustProxy && last) || request.socket.remoteAddress || 'unknown';
}

/**
 * The counters of one limit: in PostgreSQL with `DATABASE_URL`, so that the
 * limit holds for the sum of the instances behind any proxy, with one in
 * memory as the library's insurance while PostgreSQL does not answer; in
 * memory on the embedded database, which serves one instance. `settled`
 * is false while PostgreSQL could not be opened: the memory counters
 * stand in, and the next request tries again.
 */
async function openLimiter(name: string, points: number, memory: RateLimiterMemory): Promise<{ limiter: RateLimiterAbstract; settled: boolean }> {
  if (getServerConfig().database.kind !== 'postgres') return { limiter: memory, settled: true };
  const pool = await getPostgresPool().catch(() => undefined);
  if (!pool) return { limiter: memory, settled: false };
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    // The table is the app's migrations' (`lib/server/db/schema.ts`): the library creates none.
    tableName: getTableName(rateLimits),
    tableCreated: true,
    keyPrefix: name,
    points,
    duration: 60,
    // A client past the limit is refused from memory until its minute ends, without a query each time.
    inMemoryBlockOnConsumed: points + 1,
    insuranceLimiter: memory,
  });
  return { limiter, settled: true };
}

/**
 * The process's limits by name. Next.js bundles each API route apart, with
 * its own copy of this module; a registered symbol on `globalThis` is the
 * same in every bundle, so two routes that share a limit share its counters.
 */
const LIMITS_KEY = Symbol.for('co-editions.rateLimits');

/** `globalThis`, with the slot {@link LIMITS_KEY} names. */
const processSlots = globalThis as typeof globalThis & { [LIMITS_KEY]?: Map<string, RateLimit> };

/**
 * A limit of `perMinute` requests per client address a minute (npm
 * `rate-limiter-flexible`), counted where {@link openLimiter} says; one per
 * `name` in the process. The proxy's own limits (`deploy/nginx.conf`) stay
 * a first line in front.
 */
export function createRateLimit(parameters: CreateRateLimitParameters): RateLimit {
  const limits = (processSlots[LIMITS_KEY] ??= new Map());
  const existing = limits.get(parameters.name);
  if (existing) return existing;
  const limit = newRateLimit(parameters);
  limits.set(parameters.name, limit);
  return limit;
}

/** {@link createRateLimit}'s limit, new. */
function newRateLimit({ name, perMinute, what }: CreateRateLimitParameters): RateLimit {
  let opening: ReturnType<typeof openLimiter> | undefined;
  let memory: RateLimiterMemory | undefined;
  let points = 0;
  return {
    async consume(request, trustProxy) {
      if (!memory) {
        points = typeof perMinute === 'number' ? perMinute : perMinute();
        memory = new RateLimiterMemory({ keyPrefix: name, points, duration: 60 });
      }
      opening ??= openLimiter(name, points, memory);
      const { limiter, settled } = await opening;
      if (!settled) opening = undefined;
      try {
        await limiter.consume(clientAddress(request, trustProxy));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new ApiError(429, `Too many ${what} from this address: at most ${points} a minute. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
      }
    },
  };
}
