import diagnosticsChannel from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

/**
 * Node's fetch (undici) publishes every request it creates on this
 * diagnostics channel, with the request's `origin`, `method` and `path`.
 */
const UNDICI_REQUEST_CREATE = 'undici:request:create';

/**
 * Counts the HTTP requests this Node process sends to the anvil nodes: the
 * mock wallet's (it forwards the page's JSON-RPC calls to a node with viem's
 * http transport, i.e. `fetch`), which the browser never sees. Listens on
 * undici's diagnostics channel, so nothing is wrapped or patched.
 */
export class NodeFetchCounter {
  readonly #origins: ReadonlySet<string>;
  readonly #times: number[] = [];
  readonly #listener = (message: unknown) => {
    const origin = (message as { request?: { origin?: unknown } }).request?.origin;
    if (typeof origin === 'string' && this.#origins.has(new URL(origin).origin)) this.#times.push(performance.now());
  };

  /**
   * Starts counting.
   *
   * @param origins - origins of the anvil nodes, e.g. `http://127.0.0.1:8545`.
   */
  constructor(origins: readonly string[]) {
    this.#origins = new Set(origins);
    diagnosticsChannel.subscribe(UNDICI_REQUEST_CREATE, this.#listener);
  }

  /** How many requests to the nodes were created between `fromMs` and `toMs` (Node `performance.now()`, ms). */
  countBetween(fromMs: number, toMs: number): number {
    return this.#times.filter((time) => time >= fromMs && time <= toMs).length;
  }

  /** Stops counting. */
  close(): void {
    diagnosticsChannel.unsubscribe(UNDICI_REQUEST_CREATE, this.#listener);
  }
}
