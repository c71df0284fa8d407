/**
 * Every process the benchmark starts (anvil nodes, `next start` servers,
 * browsers) is registered here, so that it is stopped whichever way the run
 * ends: normally, on an error, on Ctrl-C (SIGINT) or SIGTERM, or on an
 * abrupt `process.exit`.
 */

/** One thing to stop. */
export type Resource = {
  /** For messages, e.g. `anvil (chain 1)`. */
  name: string;
  /** Stops it and resolves once it is gone; must not throw for a resource already gone. */
  stop: () => Promise<void>;
  /**
   * Last resort, synchronous (runs in the `exit` hook, where nothing async
   * finishes): e.g. SIGKILL to the process. Default: nothing.
   */
  kill?: () => void;
};

/** How long {@link Cleanup.stopAll} waits for one resource before going on: 15,000 ms. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * A stack of {@link Resource}s, stopped newest first. Create one per run and
 * call {@link Cleanup.installSignalHandlers} at once.
 */
export class Cleanup {
  readonly #resources: Resource[] = [];
  #stopping: Promise<void> | undefined;
  #interrupted = false;

  /** Whether SIGINT or SIGTERM arrived (the run is being stopped; errors that follow are its doing). */
  get interrupted(): boolean {
    return this.#interrupted;
  }

  /** Registers `resource`; returns it for chaining. */
  add<T extends Resource>(resource: T): T {
    this.#resources.push(resource);
    return resource;
  }

  /**
   * Stops every registered resource, newest first, each given at most
   * {@link STOP_TIMEOUT_MS} (then its `kill` runs). Never throws; a call
   * made while another is under way returns that one's promise. Resources
   * added afterwards are stopped by the next call.
   */
  stopAll(): Promise<void> {
    this.#stopping ??= (async () => {
      while (this.#resources.length > 0) {
        const resource = this.#resources.pop() as Resource;
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
        });
        try {
          const outcome = await Promise.race([resource.stop().then(() => 'stopped' as const), timedOut]);
          if (outcome === 'timeout') {
            console.error(`[bench] ${resource.name} did not stop within ${STOP_TIMEOUT_MS} ms; killing it.`);
            resource.kill?.();
          }
        } catch (error) {
          console.error(`[bench] Stopping ${resource.name} failed: ${error instanceof Error ? error.message : String(error)}`);
          resource.kill?.();
        } finally {
          clearTimeout(timer);
        }
      }
      this.#stopping = undefined;
    })();
    return this.#stopping;
  }

  /**
   * On SIGINT (exit code 130) and SIGTERM (143): stops everything, then
   * exits; a repeated signal meanwhile is ignored (tsx passes Ctrl-C on to
   * the script as well, and every stop is bounded by {@link STOP_TIMEOUT_MS}).
   * On `exit` (any path, including `process.exit` from elsewhere): runs the
   * synchronous `kill` of whatever is still registered.
   */
  installSignalHandlers(): void {
    const onSignal = (signal: NodeJS.Signals, code: number) => {
      if (this.#interrupted) return;
      this.#interrupted = true;
      console.error(`\n[bench] ${signal}: stopping everything the benchmark started…`);
      void this.stopAll().finally(() => process.exit(code));
    };
    process.on('SIGINT', () => onSignal('SIGINT', 130));
    process.on('SIGTERM', () => onSignal('SIGTERM', 143));
    process.once('exit', () => {
      for (const resource of this.#resources) {
        try {
          resource.kill?.();
        } catch {
          // Already gone.
        }
      }
    });
  }
}
