import { readServerEnv, type ServerEnv } from '../env';
import { parseAvatarFetchAllowedIps } from './avatarFetchAllowedIps';
import { resolveSessionSecret } from './sessionSecret';
import { parseSiteOrigins, parseTrustProxy, type SiteOrigins } from './siteOrigins';

/** The server's own configuration: never part of a browser bundle. */
export type ServerConfig = {
  /** True under `next build` and `next start` (`NODE_ENV=production`). */
  production: boolean;
  /** The key sealing session cookies (iron-session password), at least 32 characters. */
  sessionSecret: string;
  /** The site's own origins (`SITE_URL`), which sign-in messages must name. */
  siteOrigins: SiteOrigins;
  /** Whether `X-Forwarded-Host` and `X-Forwarded-Proto` are read (`TRUST_PROXY=1`). */
  trustProxy: boolean;
  /** Non-public IP addresses the avatar route may fetch from (`AVATAR_FETCH_ALLOWED_IPS`; tests only). */
  avatarFetchAllowedIps: ReadonlySet<string>;
};

/**
 * Validates the server's environment into a {@link ServerConfig}.
 *
 * @throws {InvalidEnvError} naming `SITE_URL`, `TRUST_PROXY` or
 *   `AVATAR_FETCH_ALLOWED_IPS` when malformed, or `SITE_URL` when missing in production
 *   ({@link parseSiteSettings}); naming `SESSION_SECRET` when it is too
 *   short, or missing in production ({@link resolveSessionSecret}).
 */
export function parseServerConfig(env: ServerEnv): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    ...parseSiteSettings(env, { production }),
    sessionSecret: resolveSessionSecret({ value: env.SESSION_SECRET, production }),
  };
}

/**
 * The site's origins and proxy setting alone, without the session secret,
 * so that `next build` and `next dev` refuse a malformed value early
 * without making a development secret.
 *
 * @param options.production - whether `SITE_URL` is required: true for
 *   `next start` in production; false for `next build`, which does not
 *   serve, and `next dev`.
 * @throws {InvalidEnvError} naming `SITE_URL`, `TRUST_PROXY` or `AVATAR_FETCH_ALLOWED_IPS`.
 */
export function parseSiteSettings(
  env: ServerEnv,
  { production }: { production: boolean },
): Pick<ServerConfig, 'siteOrigins' | 'trustProxy' | 'avatarFetchAllowedIps'> {
  return {
    siteOrigins: parseSiteOrigins({ value: env.SITE_URL, production }),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    avatarFetchAllowedIps: parseAvatarFetchAllowedIps(env.AVATAR_FETCH_ALLOWED_IPS),
  };
}

let parsed: ServerConfig | undefined;

/**
 * The server's configuration, parsed on first use and kept for the
 * process (so a development server's random secret stays the same).
 *
 * @throws {InvalidEnvError} as {@link parseServerConfig}; `next.config.ts`
 *   checks the same first, so `next start` refuses to start instead.
 */
export function getServerConfig(): ServerConfig {
  parsed ??= parseServerConfig(readServerEnv());
  return parsed;
}
