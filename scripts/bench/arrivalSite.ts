import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The page of another site that every measured first load starts from (see {@link startArrivalSite}). */
export type ArrivalSite = {
  /** `http://localhost:<port>/`: another site than the apps' `http://127.0.0.1:<port>`. */
  url: string;
  /** Stops the server; resolves once it is closed. */
  close: () => Promise<void>;
};

/** The page itself: a line of text, no script, no subresource. */
const ARRIVAL_PAGE = '<!doctype html><html lang="en"><title>Elsewhere</title><p>A page of another site, where the visitor comes from.</p></html>';

/**
 * Serves {@link ARRIVAL_PAGE} on loopback, addressed as `localhost` so that
 * it is another site than the apps (served as `127.0.0.1`). Each measured
 * first load of an app starts there, as a visitor arriving from a search
 * result or a link does, rather than from a new tab's `about:blank`.
 *
 * Why: from `about:blank`, Chromium keeps a page that sends no
 * `Cross-Origin-Opener-Policy` in the tab's first renderer process, while
 * a page that sends one (ours, `docs/security.md`) needs a new browsing
 * context group and so a new process, 30 to 45 ms of first paint on the
 * bench machine; from a page of another site, both get a process the same
 * way (`docs/performance.md`, "Where a visit starts").
 */
export async function startArrivalSite(): Promise<ArrivalSite> {
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(request.url === '/' ? ARRIVAL_PAGE : 'Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
