/** JSON-RPC request time-out: 10,000 ms. */
export const RPC_TIMEOUT_MS = 10_000;
