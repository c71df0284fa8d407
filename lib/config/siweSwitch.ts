import { readPublicEnv, type PublicEnv } from './env';

/** What `NEXT_PUBLIC_SIWE` may say, trimmed and in lower case: unset or blank means `on`. */
export const SIWE_SWITCH_VALUES: readonly string[] = ['', 'on', 'off'];

/** `NEXT_PUBLIC_SIWE` as a boolean: on unless it says `off` (any case, blanks trimmed). */
export const siweSwitchIsOn = (value: string | undefined): boolean => value?.trim().toLowerCase() !== 'off';

/**
 * Whether the sign-in step is on (`NEXT_PUBLIC_SIWE`), read without a
 * schema library: every page's first-load chunk asks, to request the
 * sign-in status before the providers load. The value needs no checking
 * here: `next.config.ts` validates it (`publicEnv.ts`) before `next build`
 * inlines it and before `next start` serves, so a bad value never runs.
 */
export function isSiweEnabled(env: PublicEnv = readPublicEnv()): boolean {
  return siweSwitchIsOn(env.NEXT_PUBLIC_SIWE);
}
