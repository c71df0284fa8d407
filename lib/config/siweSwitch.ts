import { readPublicEnv, type PublicEnv } from './env';
import { InvalidEnvError } from './InvalidEnvError';

/**
 * Parses `NEXT_PUBLIC_SIWE`: `on` (default when unset) or `off`.
 *
 * @throws {InvalidEnvError} naming `NEXT_PUBLIC_SIWE` for any other value.
 */
export function parseSiweSwitch(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new InvalidEnvError('NEXT_PUBLIC_SIWE', `"${value}" is not "on" or "off".`);
}

/**
 * Whether the sign-in step is on (`NEXT_PUBLIC_SIWE`), without parsing
 * the rest of the configuration: light enough for every page's first-load
 * chunk, which asks for the sign-in status before the providers load.
 *
 * @throws {InvalidEnvError} as {@link parseSiweSwitch}.
 */
export function isSiweEnabled(env: PublicEnv = readPublicEnv()): boolean {
  return parseSiweSwitch(env.NEXT_PUBLIC_SIWE);
}
