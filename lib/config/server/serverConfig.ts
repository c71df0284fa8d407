import { readServerEnv, type ServerEnv } from '../env';
import { resolveSessionSecret } from './sessionSecret';

/** The server's own configuration: never part of a browser bundle. */
export type ServerConfig = {
  /** True under `next build` and `next start` (`NODE_ENV=production`). */
  production: boolean;
  /** The key sealing session cookies (iron-session password), at least 32 characters. */
  sessionSecret: string;
};

/**
 * Validates the server's environment into a {@link ServerConfig}.
 *
 * @throws {InvalidEnvError} naming `SESSION_SECRET` when it is too short, or
 *   missing in production (see {@link resolveSessionSecret}).
 */
export function parseServerConfig(env: ServerEnv): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return { production, sessionSecret: resolveSessionSecret({ value: env.SESSION_SECRET, production }) };
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
