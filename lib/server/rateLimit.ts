import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './apiError';

/** Parameters of {@link createRateLimit}. */
export type CreateRateLimitParameters = {
  /** Requests one client address may make per minute, on this instance. */
  perMinute: number;
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
 * A limit of `perMinute` requests per client address, counted in this
 * instance's memory (npm `rate-limiter-flexible`); a proxy in front of
 * several instances limits their sum (`deploy/nginx.conf`).
 */
export function createRateLimit({ perMinute, what }: CreateRateLimitParameters): RateLimit {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return {
    async consume(request, trustProxy) {
      try {
        await limiter.consume(clientAddress(request, trustProxy));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new ApiError(429, `Too many ${what} from this address: at most ${perMinute} a minute. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
      }
    },
  };
}
