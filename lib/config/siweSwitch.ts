import * as v from 'valibot';
import { readPublicEnv } from './env';
import { parseEnv, type EnvValues } from './parseEnv';

/** `NEXT_PUBLIC_SIWE`: `on` (the default) or `off`, as a boolean. */
export const siweSwitch = v.pipe(
  v.optional(v.string(), ''),
  v.check((value) => ['', 'on', 'off'].includes(value.trim().toLowerCase()), (issue) => `${JSON.stringify(issue.input)} is not "on" or "off".`),
  v.transform((value) => value.trim().toLowerCase() !== 'off'),
);

const siweEnvSchema = v.object({ NEXT_PUBLIC_SIWE: siweSwitch });

/**
 * Whether the sign-in step is on (`NEXT_PUBLIC_SIWE`), without parsing
 * the rest of the configuration: light enough for every page's first-load
 * chunk, which asks for the sign-in status before the providers load.
 *
 * @throws {InvalidEnvError} naming `NEXT_PUBLIC_SIWE` for a value other than `on` or `off`.
 */
export function isSiweEnabled(env: EnvValues = readPublicEnv()): boolean {
  return parseEnv(siweEnvSchema, env).NEXT_PUBLIC_SIWE;
}
