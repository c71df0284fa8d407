import type { Chain, Client, Transport } from 'viem';
import { normalize } from 'viem/ens';
import { ApiError } from '../apiError';
import { AvatarError } from './avatarError';
import { createAvatarCache } from './avatarCache';
import { resolveAvatar, type ResolveAvatarReturnType } from './resolveAvatar';

/** The longest name the route takes, in characters (ENS labels are at most 255 bytes in DNS form; names rarely pass 100). */
const MAX_NAME_LENGTH = 1_024;

/** How long an image is kept, here and in browsers (`Cache-Control`): 3,600,000 ms (1 h). */
export const AVATAR_TTL_MS = 3_600_000;

/** How long a failure is kept here: 300,000 ms (5 min), so a broken host is not asked on every page load. */
export const AVATAR_FAILURE_TTL_MS = 300_000;

/** What the route answers with: an image, or an {@link AvatarError}. */
export type AvatarOutcome = { ok: true; image: ResolveAvatarReturnType } | { ok: false; status: number; reason: string };

/** One cache for the process: 500 names, 32 MB of images. */
const cache = createAvatarCache<AvatarOutcome>({ maxEntries: 500, maxBytes: 32 * 1_048_576 });
/** Resolutions under way, so that concurrent requests for one name share one. */
const inFlight = new Map<string, Promise<AvatarOutcome>>();

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
};

/**
 * The avatar of `name` (`resolveAvatar`), kept in a bounded in-memory cache
 * per server instance (images for {@link AVATAR_TTL_MS}, failures for
 * {@link AVATAR_FAILURE_TTL_MS}); concurrent requests share one resolution.
 * Never rejects: failures come back as outcomes.
 */
export async function avatarOutcome({ name, client, allowedAddresses }: AvatarOutcomeParameters): Promise<AvatarOutcome> {
  const cached = cache.get(name);
  if (cached) return cached;
  const pending = inFlight.get(name);
  if (pending) return pending;
  const resolution = resolveAvatar({ name, client, allowedAddresses }).then(
    (image): AvatarOutcome => {
      cache.set(name, { ok: true, image }, { size: image.bytes.length, ttlMs: AVATAR_TTL_MS });
      return { ok: true, image };
    },
    (error: unknown): AvatarOutcome => {
      const outcome: AvatarOutcome =
        error instanceof AvatarError
          ? { ok: false, status: error.status, reason: error.message }
          : { ok: false, status: 424, reason: 'The avatar could not be resolved.' };
      if (!(error instanceof AvatarError)) console.warn('Avatar resolution failed unexpectedly.', error);
      cache.set(name, outcome, { size: 0, ttlMs: AVATAR_FAILURE_TTL_MS });
      return outcome;
    },
  );
  inFlight.set(name, resolution);
  try {
    return await resolution;
  } finally {
    inFlight.delete(name);
  }
}
