import { InvalidEnvError } from './InvalidEnvError';

/** Name of the variable that overrides the RPC URL of chain `chainId`. */
export function rpcUrlVariable(chainId: number): string {
  return `NEXT_PUBLIC_RPC_URL_${chainId}`;
}

/**
 * Parses one URL of a chain's `NEXT_PUBLIC_RPC_URL_<chainId>`: an absolute
 * http(s) URL of a JSON-RPC 2.0 endpoint.
 *
 * @throws {InvalidEnvError} naming the variable when it is not one.
 */
function parseOneRpcUrl(chainId: number, text: string): string {
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

/**
 * Parses a chain's `NEXT_PUBLIC_RPC_URL_<chainId>`: one absolute http(s) URL
 * of a JSON-RPC 2.0 endpoint, or several separated by commas, tried in order
 * (a viem `fallback` transport, see `rpcTransport.ts`). Unset or
 * blank means "use viem's default public RPC for the chain".
 *
 * @returns the URLs as written, in order, or `undefined` when unset.
 * @throws {InvalidEnvError} naming the variable when an entry is empty
 *   (`a,,b`) or not an absolute `http:` or `https:` URL, or a URL repeats.
 */
export function parseRpcUrls(chainId: number, value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const urls = value.split(',').map((part) => part.trim());
  if (urls.some((url) => url === '')) {
    throw new InvalidEnvError(rpcUrlVariable(chainId), `"${value}" has an empty entry; separate URLs with single commas.`);
  }
  const parsed = urls.map((url) => parseOneRpcUrl(chainId, url));
  const repeated = parsed.find((url, index) => parsed.indexOf(url) !== index);
  if (repeated) throw new InvalidEnvError(rpcUrlVariable(chainId), `"${repeated}" is listed twice.`);
  return parsed;
}
