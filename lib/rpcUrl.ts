import { InvalidEnvError } from './errors';

/** Name of the variable that overrides the RPC URL of chain `chainId`. */
export function rpcUrlVariable(chainId: number): string {
  return `NEXT_PUBLIC_RPC_URL_${chainId}`;
}

/**
 * Parses a chain's `NEXT_PUBLIC_RPC_URL_<chainId>`: one absolute http(s) URL
 * of a JSON-RPC 2.0 endpoint. Unset or blank means "use viem's default public
 * RPC for the chain".
 *
 * @returns the URL as written, or `undefined` when unset.
 * @throws {InvalidEnvError} naming the variable when the value is not an
 *   absolute `http:` or `https:` URL.
 */
export function parseRpcUrl(chainId: number, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidEnvError(rpcUrlVariable(chainId), `"${text}" is not a URL; expected e.g. "https://rpc.example.org".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidEnvError(
      rpcUrlVariable(chainId),
      `"${text}" must use http: or https: (JSON-RPC over HTTP POST).`,
    );
  }
  return text;
}
