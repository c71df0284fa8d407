/** `0x1234…abcd`: the first 6 and last 4 characters of an address or hash. */
export function shortenAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
