import { request as httpRequest } from 'node:http';

/** A request: method, headers and body, as `fetch` takes them. */
export type LoopbackRequest = { method?: string; headers?: Record<string, string>; body?: string };

/** A full answer: status, body text, the Set-Cookie headers and the `X-Upstream` header nginx adds in local runs (`tooling/nginx.ts`). */
export type LoopbackAnswer = { status: number; body: string; setCookies: string[]; upstream?: string; retryAfter?: string };

/**
 * Sends a request from the loopback address `localAddress` (any 127.0.0.x
 * on Linux), so that a proxy sees a client of that address, one per test
 * or scenario, with rate limits of its own; never throws: a network
 * failure resolves to `{ error }`.
 */
export function sendFrom(localAddress: string, url: string, { method = 'GET', headers = {}, body }: LoopbackRequest): Promise<LoopbackAnswer | { error: string }> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(url, { method, headers, localAddress, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const upstream = incoming.headers['x-upstream'];
        const retryAfter = incoming.headers['retry-after'];
        resolve({
          status: incoming.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          setCookies: incoming.headers['set-cookie'] ?? [],
          upstream: typeof upstream === 'string' ? upstream : undefined,
          retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
        });
      });
      incoming.on('error', (error) => resolve({ error: error.message }));
    });
    outgoing.on('error', (error) => resolve({ error: error.message }));
    outgoing.end(body);
  });
}
