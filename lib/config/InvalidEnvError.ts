/**
 * Thrown when an environment variable holds a value the app cannot run with.
 *
 * `next.config.ts` parses the environment at start-up, so this error stops
 * `next build` and `next dev` before a broken page can be served. The message
 * always starts with the variable's name.
 *
 * @example
 * new InvalidEnvError('NEXT_PUBLIC_CHAINS', 'unknown chain id "5"')
 * // message: 'NEXT_PUBLIC_CHAINS: unknown chain id "5"'
 */
export class InvalidEnvError extends Error {
  override name = 'InvalidEnvError';
  /** The environment variable at fault, e.g. `NEXT_PUBLIC_RPC_URL_1`. */
  readonly variable: string;

  constructor(variable: string, reason: string) {
    super(`${variable}: ${reason}`);
    this.variable = variable;
  }
}
