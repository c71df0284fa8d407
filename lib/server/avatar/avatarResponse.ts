import { LRUCache } from 'lru-cache';
import type { Chain, Client, Transport } from 'viem';
import { normalize } from 'viem/ens';
import { ApiError } from '../apiError';
import { AvatarError } from './avatarError';
import { resolveAvatar, type ResolveAvatarReturnType } from './resolveAvatar';

/** The longest name the route takes, in characters (ENS labels are at most 255 bytes in DNS form; names rarely pass 100). */
const MAX_NAME_LENGTH = 1_024;

/** How long an image is kept, here and in browsers (`Cache-Control`): 3,600,000 ms (1 h). */
export const AVATAR_TTL_MS = 3_600_000;

/** How long a failure is kept here: 300,000 ms (5 min), so a broken host is not asked on every page load. */
const AVATAR_FAILURE_TTL_MS = 300_000;

/** What the route answers with: an image, or an {@link AvatarError}. */
export type AvatarOutcome = { ok: true; image: ResolveAvatarReturnType } | { ok: false; status: number; reason: string };

/**
 * The name an avatar request is for: normalised already (ENSIP-15), as the
 * app asks, so one name has one URL and one cache entry.
 *
 * @throws {ApiError} 400 for a missing, over-long or not normalised name.
 */
export function avatarRequestName(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new ApiError(400, 'Give an ENS name: /api/avatar/<name>.');
  if (value.length > MAX_NAME_LENGTH) throw new ApiError(400, `The name is longer than ${MAX_NAME_LENGTH} characters.`);
  let normalized: string;
  try {
    normalized = normalize(value);
  } catch {
    throw new ApiError(400, 'Not a valid ENS name (ENSIP-15).');
  }
  if (normalized !== value || !value.includes('.')) throw new ApiError(400, 'Not a normalised ENS name (ENSIP-15).');
  return value;
}

/** Parameters of {@link avatarOutcome}. */
export type AvatarOutcomeParameters = {
  name: string;
  client: Client<Transport, Chain>;
  allowedAddresses: ReadonlySet<string>;
  /** This site's origins (`SITE_URL`): never fetched. */
  ownOrigins: readonly string[];
  /** Aborted when the request is over: answered, or its client gone. */
  signal: AbortSignal;
};

/** The most bytes of images the cache holds: 32 MB (33,554,432 bytes). */
const AVATAR_CACHE_MAX_BYTES = 32 * 1_048_576;

/**
 * One cache for the process (npm `lru-cache`): at most 500 names and
 * {@link AVATAR_CACHE_MAX_BYTES} of images, least recently used out first.
 * Its `fetchMethod` resolves a name, so concurrent requests for one name
 * share one resolution. A failure counts as 1 byte.
 */
const cache = new LRUCache<string, AvatarOutcome, Omit<AvatarOutcomeParameters, 'name' | 'signal'>>({
  max: 500,
  maxSize: AVATAR_CACHE_MAX_BYTES,
  sizeCalculation: (outcome) => (outcome.ok ? Math.max(1, outcome.image.bytes.length) : 1),
  ttl: AVATAR_TTL_MS,
  fetchMethod: async (name, _stale, { options, context, signal }) => {
    try {
      return { ok: true, image: await resolveAvatar({ name, ...context, signal }) };
    } catch (error) {
      options.ttl = AVATAR_FAILURE_TTL_MS;
      if (error instanceof AvatarError) return { ok: false, status: error.status, reason: error.message };
      console.warn('Avatar resolution failed unexpectedly.', error);
      return { ok: false, status: 424, reason: 'The avatar could not be resolved.' };
    }
  },
});

/**
 * The avatar of `name` (`resolveAvatar`), from the process's cache (images
 * for {@link AVATAR_TTL_MS}, failures for {@link AVATAR_FAILURE_TTL_MS});
 * concurrent requests share one resolution, which `signal` of the request
 * that started it ends (lru-cache ties a fetch to its first caller's
 * signal): its fetches stop when that request is over, and nothing of an
 * aborted resolution is cached. Never rejects: failures come back as
 * outcomes.
 */
export async function avatarOutcome({ name, signal, ...context }: AvatarOutcomeParameters): Promise<AvatarOutcome> {
  try {
    // `fetchMethod` always answers; `undefined` would mean it was aborted.
    return (await cache.fetch(name, { context, signal })) ?? ABORTED;
  } catch {
    return ABORTED;
  }
}

const ABORTED: AvatarOutcome = { ok: false, status: 424, reason: 'The avatar request ended before the avatar was resolved.' };
