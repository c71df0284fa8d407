import { randomBytes } from 'node:crypto';
import { InvalidEnvError } from '../InvalidEnvError';

/** The variable that holds the key sealing session cookies. */
export const SESSION_SECRET_VARIABLE = 'SESSION_SECRET';

/** iron-session needs a password of at least 32 characters. */
export const SESSION_SECRET_MIN_LENGTH = 32;

/** Parameters of {@link resolveSessionSecret}. */
export type ResolveSessionSecretParameters = {
  /** The raw `SESSION_SECRET`. */
  value: string | undefined;
  /** `process.env.NODE_ENV === 'production'`. */
  production: boolean;
  /** Where the development warning goes; default `console.warn`. */
  warn?: (message: string) => void;
};

/**
 * Validates `SESSION_SECRET`, the iron-session password that seals session
 * cookies (AES-256-CBC + HMAC-SHA-256 via iron-webcrypto).
 *
 * - At least 32 characters.
 * - Missing in development: a random 32-byte secret for this process, with
 *   a warning (sessions do not survive a restart).
 * - Missing in production: refused.
 *
 * @returns the secret to use.
 * @throws {InvalidEnvError} naming `SESSION_SECRET` when too short, or
 *   missing in production.
 */
export function resolveSessionSecret({
  value,
  production,
  warn = console.warn,
}: ResolveSessionSecretParameters): string {
  if (value === undefined || value === '') {
    if (production) {
      throw new InvalidEnvError(
        SESSION_SECRET_VARIABLE,
        `is required in production: set it to a random string of at least ${SESSION_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`).`,
      );
    }
    warn(
      `${SESSION_SECRET_VARIABLE} is not set: using a random secret for this process. Sign-in sessions end when the server restarts.`,
    );
    return randomBytes(32).toString('hex');
  }
  if (value.length < SESSION_SECRET_MIN_LENGTH) {
    throw new InvalidEnvError(
      SESSION_SECRET_VARIABLE,
      `must be at least ${SESSION_SECRET_MIN_LENGTH} characters long (it has ${value.length}).`,
    );
  }
  return value;
}
