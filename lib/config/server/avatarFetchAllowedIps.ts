import ipaddr from 'ipaddr.js';
import { InvalidEnvError } from '../InvalidEnvError';

/** The variable {@link parseAvatarFetchAllowedIps} reads. */
export const AVATAR_FETCH_ALLOWED_IPS_VARIABLE = 'AVATAR_FETCH_ALLOWED_IPS';

/**
 * Parses `AVATAR_FETCH_ALLOWED_IPS`: comma-separated IP addresses that the
 * avatar route may fetch from although they are not public (the e2e
 * suite's loopback avatar server, `127.0.0.1`). Unset or blank: none, as a
 * deployment should have; every loopback, private and link-local address is
 * then refused.
 *
 * @throws {InvalidEnvError} naming the variable for an item that is not an IP address.
 */
export function parseAvatarFetchAllowedIps(value: string | undefined): ReadonlySet<string> {
  const items = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  for (const item of items) {
    if (!ipaddr.isValid(item)) throw new InvalidEnvError(AVATAR_FETCH_ALLOWED_IPS_VARIABLE, `"${item}" is not an IP address.`);
  }
  return new Set(items.map((item) => ipaddr.parse(item).toString()));
}
