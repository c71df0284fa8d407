/** JSON-RPC request time-out: 10,000 ms (spec §9 "Blockchain node request time-out"). */
export const RPC_TIMEOUT_MS = 10_000;
