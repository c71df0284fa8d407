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
