/** `0x1234…abcd`: the first 6 and last 4 characters of an address or hash. */
export function shortenAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/**
 * `text` with a word joiner (U+2060: invisible, not read out) after each
 * "…", for a shortened address inside a sentence: a line may otherwise end
 * after the ellipsis (UAX #14), leaving "0x6A62…" at the end of one line
 * and "CB79" at the start of the next.
 */
export function joinAtEllipsis(text: string): string {
  return text.replaceAll('…', '…\u2060');
}
