/** Longest ENS label part shown in full in the account button, characters. */
export const MAX_ENS_LABEL_CHARS = 24;

/**
 * How the account button names an account, as
 * RainbowKit's account modal does, so the two agree: the ENS name, its part
 * before the top-level domain cut to {@link MAX_ENS_LABEL_CHARS} characters
 * and "..." when longer; without one, the address's first 4 and last 4
 * characters around "…" (`0xf3…2266`).
 *
 * @param address - 0x-prefixed account address.
 * @param ensName - its normalised primary ENS name, if any.
 */
export function displayName(address: string, ensName?: string | undefined): string {
  if (ensName) {
    const parts = ensName.split('.');
    const topLevel = parts.pop();
    const label = parts.join('.');
    if (label.length > MAX_ENS_LABEL_CHARS) return `${label.slice(0, MAX_ENS_LABEL_CHARS)}...`;
    return parts.length > 0 ? `${label}.${topLevel}` : ensName;
  }
  return address.length < 8 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`;
}
