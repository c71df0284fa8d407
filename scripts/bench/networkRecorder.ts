import { performance } from 'node:perf_hooks';
import type { CDPSession, Page } from '@playwright/test';
import { isThirdParty } from '../../tooling/thirdPartyTraffic';

/** One request the page sent, as Chromium reported it (`Network.requestWillBeSent`). */
export type RecordedRequest = {
  url: string;
  method: string;
  /** Chromium's resource type: `Document`, `Script`, `Fetch`, `Preflight`, … */
  type: string;
  /** JSON-RPC methods in the body (a batch lists each), for requests to a node; else empty. */
  rpcMethods: string[];
  /** When Chromium sent it: CDP monotonic time, in seconds. */
  timestamp: number;
  /** When the event reached the benchmark: Node's `performance.now()`, in ms. */
  receivedAtMs: number;
};

/** What a page load cost on the network, from navigation start to `windowMs` after the load event. */
export type NetworkSummary = {
  /** Bytes received (`encodedDataLength`: compressed body plus headers) for `Script` resources that finished by the load event. */
  scriptBytesBeforeLoad: number;
  /** The same for scripts that finished after the load event, until the end of the window. */
  scriptBytesAfterLoad: number;
  /** HTTP requests to the anvil nodes sent in the window; CORS preflights (`OPTIONS`) are not counted. */
  nodeRequests: number;
  /** Their JSON-RPC methods, one entry per request (`a+b` for a batch), in order. */
  nodeRequestMethods: string[];
  /** CORS preflights to the anvil nodes in the window (not in {@link NetworkSummary.nodeRequests}). */
  nodePreflights: number;
};

/** Thrown when the page did not fire its load event in time. */
class LoadEventTimeoutError extends Error {
  override name = 'LoadEventTimeoutError';
}

/** JSON-RPC methods in a request body: `["eth_call"]`, `["eth_chainId", "eth_blockNumber"]` for a batch; `[]` when not JSON-RPC. */
function rpcMethodsOf(postData: string | undefined): string[] {
  if (!postData) return [];
  try {
    const body: unknown = JSON.parse(postData);
    const calls = Array.isArray(body) ? body : [body];
    return calls.map((call) => (typeof call === 'object' && call !== null && typeof (call as { method?: unknown }).method === 'string' ? (call as { method: string }).method : '?'));
  } catch {
    return [];
  }
}

/**
 * Records one page's network activity through a CDP session of its own
 * (Chromium's Network and Page domains), without intercepting anything:
 * request interception (Playwright's `route`) disables the HTTP cache and
 * sends every request through Node, which would distort what is measured.
 *
 * Instead, requests to hosts other than loopback are blocked by Chromium
 * itself (`Network.setBlockedURLs`, an allow-list of 127.0.0.1 and
 * localhost), on top of the browser's host-resolver rules, and recorded, so
 * each such attempt is reported and none leaves the machine.
 */
export class NetworkRecorder {
  readonly #session: CDPSession;
  readonly #nodeOrigins: ReadonlySet<string>;
  readonly #requests: RecordedRequest[] = [];
  readonly #requestTypes = new Map<string, string>();
  readonly #finished: Array<{ type: string; timestamp: number; bytes: number }> = [];
  readonly #thirdParty: string[] = [];
  #load: { timestamp: number; receivedAtMs: number } | undefined;
  #onLoad: (() => void) | undefined;

  private constructor(session: CDPSession, nodeOrigins: readonly string[]) {
    this.#session = session;
    this.#nodeOrigins = new Set(nodeOrigins);
  }

  /**
   * Starts recording `page` (call before navigating it).
   *
   * @param nodeOrigins - origins of the anvil nodes, e.g. `http://127.0.0.1:8545`.
   */
  static async attach(page: Page, nodeOrigins: readonly string[]): Promise<NetworkRecorder> {
    const session = await page.context().newCDPSession(page);
    const recorder = new NetworkRecorder(session, nodeOrigins);
    session.on('Network.requestWillBeSent', (event) => {
      const receivedAtMs = performance.now();
      const url = event.request.url;
      const type = event.type ?? 'Other';
      recorder.#requestTypes.set(event.requestId, type);
      let parsed: URL | undefined;
      try {
        parsed = new URL(url);
      } catch {
        // data: and other URLs without an origin.
      }
      if (parsed && isThirdParty(parsed)) recorder.#thirdParty.push(url);
      const isNode = parsed !== undefined && recorder.#nodeOrigins.has(parsed.origin);
      recorder.#requests.push({
        url,
        method: event.request.method,
        type,
        rpcMethods: isNode ? rpcMethodsOf(event.request.postData) : [],
        timestamp: event.timestamp,
        receivedAtMs,
      });
    });
    session.on('Network.loadingFinished', (event) => {
      recorder.#finished.push({
        type: recorder.#requestTypes.get(event.requestId) ?? 'Other',
        timestamp: event.timestamp,
        bytes: event.encodedDataLength,
      });
    });
    session.on('Network.webSocketCreated', (event) => {
      try {
        if (isThirdParty(new URL(event.url))) recorder.#thirdParty.push(event.url);
      } catch {
        // Not a URL: not a host either.
      }
    });
    session.on('Page.loadEventFired', (event) => {
      if (recorder.#load) return;
      recorder.#load = { timestamp: event.timestamp, receivedAtMs: performance.now() };
      recorder.#onLoad?.();
    });
    await session.send('Network.enable');
    await session.send('Page.enable');
    await session.send('Network.setBlockedURLs', {
      urlPatterns: [
        { urlPattern: '*://127.0.0.1:*/*', block: false },
        { urlPattern: '*://localhost:*/*', block: false },
        { urlPattern: '*://*/*', block: true },
      ],
    });
    return recorder;
  }

  /**
   * Resolves with Node's `performance.now()` (ms) at which the page's load
   * event was reported.
   *
   * @throws {LoadEventTimeoutError} when it does not come within `timeoutMs`.
   */
  async loaded(timeoutMs = 60_000): Promise<number> {
    if (!this.#load) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve, reject) => {
        this.#onLoad = resolve;
        timer = setTimeout(() => reject(new LoadEventTimeoutError(`No load event within ${timeoutMs} ms.`)), timeoutMs);
      }).finally(() => clearTimeout(timer));
    }
    return (this.#load as { receivedAtMs: number }).receivedAtMs;
  }

  /** Every http(s) and ws(s) URL to a non-loopback host the page tried so far (blocked), in order. */
  get thirdPartyRequests(): readonly string[] {
    return this.#thirdParty;
  }

  /**
   * The network cost from navigation start (everything recorded since
   * {@link NetworkRecorder.attach}) to `windowMs` after the load event, in
   * Chromium's own timestamps.
   *
   * @throws {LoadEventTimeoutError} when the page has not loaded.
   */
  summary(windowMs: number): NetworkSummary {
    if (!this.#load) throw new LoadEventTimeoutError('The page has not fired its load event.');
    const load = this.#load.timestamp;
    const end = load + windowMs / 1000;
    let scriptBytesBeforeLoad = 0;
    let scriptBytesAfterLoad = 0;
    for (const finished of this.#finished) {
      if (finished.type !== 'Script') continue;
      if (finished.timestamp <= load) scriptBytesBeforeLoad += finished.bytes;
      else if (finished.timestamp <= end) scriptBytesAfterLoad += finished.bytes;
    }
    const toNodes = this.#requests.filter((request) => request.timestamp <= end && this.#isNode(request));
    const preflight = (request: RecordedRequest) => request.type === 'Preflight' || request.method === 'OPTIONS';
    const nodeRequests = toNodes.filter((request) => !preflight(request));
    return {
      scriptBytesBeforeLoad,
      scriptBytesAfterLoad,
      nodeRequests: nodeRequests.length,
      nodeRequestMethods: nodeRequests.map((request) => request.rpcMethods.join('+') || request.method),
      nodePreflights: toNodes.length - nodeRequests.length,
    };
  }

  /**
   * Requests to the anvil nodes (not preflights) that reached the benchmark
   * between `fromMs` and `toMs`, Node `performance.now()` time.
   */
  nodeRequestsBetween(fromMs: number, toMs: number): RecordedRequest[] {
    return this.#requests.filter(
      (request) =>
        request.receivedAtMs >= fromMs &&
        request.receivedAtMs <= toMs &&
        this.#isNode(request) &&
        request.type !== 'Preflight' &&
        request.method !== 'OPTIONS',
    );
  }

  #isNode(request: RecordedRequest): boolean {
    try {
      return this.#nodeOrigins.has(new URL(request.url).origin);
    } catch {
      return false;
    }
  }

  /** Ends the CDP session (the page may be closed already). */
  async detach(): Promise<void> {
    await this.#session.detach().catch(() => undefined);
  }
}
