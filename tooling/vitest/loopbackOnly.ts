/**
 * Vitest setup: no unit test reaches beyond loopback. Any `fetch` to another
 * host fails the request at once with a message naming the host.
 */
const realFetch = globalThis.fetch;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  if (!LOOPBACK.has(url.hostname)) {
    return Promise.reject(new Error(`Unit tests stay on loopback: refused a request to ${url.hostname}.`));
  }
  return realFetch(input, init);
};
