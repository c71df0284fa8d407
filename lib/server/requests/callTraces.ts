import type { Address, Client, Hash } from 'viem';

/**
 * One call of geth's `callTracer` (`debug_traceTransaction`,
 * `debug_traceBlockByNumber`), as anvil, geth and Erigon answer it.
 */
type CallFrame = { type: string; from?: string; to?: string; value?: string; error?: string; calls?: CallFrame[] };

/** One trace of OpenEthereum's `trace_transaction` and `trace_block`, as anvil, Erigon and Nethermind answer them. */
type ParityTrace = {
  type: string;
  error?: string;
  transactionHash?: string;
  traceAddress?: number[];
  action: { to?: string; value?: string; callType?: string };
};

/** Frames that move their own value; a DELEGATECALL's or CALLCODE's `value` is its caller's, and stays where it was. */
const VALUE_FRAMES: ReadonlySet<string> = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT']);

/** Wei sent to each recipient (lower-case address) by every successful call of `frame` and its children; a failed call's children moved nothing. */
function frameValues(frame: CallFrame, into: Map<string, bigint> = new Map()): Map<string, bigint> {
  if (frame.error) return into;
  if (VALUE_FRAMES.has(frame.type) && frame.to && frame.value && BigInt(frame.value) > 0n) {
    const to = frame.to.toLowerCase();
    into.set(to, (into.get(to) ?? 0n) + BigInt(frame.value));
  }
  for (const call of frame.calls ?? []) frameValues(call, into);
  return into;
}

/**
 * Wei sent to each recipient (lower-case address) by one transaction's
 * `trace_*` traces: calls that moved value, leaving out every trace at or
 * under a call that failed (its `traceAddress` starts with the failed one's).
 */
function parityTraceValues(traces: readonly ParityTrace[]): Map<string, bigint> {
  const failed = traces.filter(({ error }) => error).map(({ traceAddress = [] }) => traceAddress);
  const under = (address: number[], parent: number[]) => parent.length <= address.length && parent.every((step, index) => address[index] === step);
  const values = new Map<string, bigint>();
  for (const { type, action, traceAddress = [] } of traces) {
    if (type !== 'call' || action.callType === 'delegatecall' || action.callType === 'callcode' || !action.to || !action.value) continue;
    if (failed.some((parent) => under(traceAddress, parent))) continue;
    const value = BigInt(action.value);
    if (value === 0n) continue;
    const to = action.to.toLowerCase();
    values.set(to, (values.get(to) ?? 0n) + value);
  }
  return values;
}

/** Whether a JSON-RPC error means the node lacks the method, rather than that the call failed. */
function isMissingMethod(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === -32601 || code === -32600 || /not (?:supported|available|found)|does not exist|unknown method/i.test(String((error as Error).message));
}

/** Thrown by {@link tracedTransactionValue} when the node can trace nothing. */
export class NoTraceError extends Error {
  override name = 'NoTraceError';
}

/**
 * Wei one transaction sent to `to` through any call it made, as in a Safe
 * or an EIP-7702 batch: from `debug_traceTransaction` (callTracer), else
 * `trace_transaction`.
 *
 * @throws {NoTraceError} when the node has neither; the node's other errors pass through.
 */
export async function tracedTransactionValue(client: Client, hash: Hash, to: Address): Promise<bigint> {
  const key = to.toLowerCase();
  try {
    const frame = (await client.request({ method: 'debug_traceTransaction' as never, params: [hash, { tracer: 'callTracer' }] as never })) as CallFrame;
    return frameValues(frame).get(key) ?? 0n;
  } catch (error) {
    if (!isMissingMethod(error)) throw error;
  }
  try {
    const traces = (await client.request({ method: 'trace_transaction' as never, params: [hash] as never })) as ParityTrace[];
    return parityTraceValues(traces).get(key) ?? 0n;
  } catch (error) {
    if (!isMissingMethod(error)) throw error;
  }
  throw new NoTraceError('The node has neither debug_traceTransaction nor trace_transaction.');
}

/** How a node traces a whole block: geth's callTracer, OpenEthereum's `trace_block`, or not at all. */
export type BlockTracer = 'debug' | 'parity' | 'none';

/** Wei each transaction of a block (by lower-case hash) sent to each recipient (lower-case address), through every call it made. */
export type BlockTraceValues = Map<string, Map<string, bigint>>;

/**
 * Traces block `blockNumber` with the first method the node has, starting
 * from `tracer` (what an earlier call found): `debug_traceBlockByNumber`
 * with the callTracer, else `trace_block`.
 *
 * @returns the values and the tracer that answered; `none` with no values when the node has neither.
 */
export async function traceBlockValues(client: Client, blockNumber: bigint, tracer: BlockTracer): Promise<{ values: BlockTraceValues; tracer: BlockTracer }> {
  const block = `0x${blockNumber.toString(16)}`;
  if (tracer === 'debug') {
    try {
      const results = (await client.request({ method: 'debug_traceBlockByNumber' as never, params: [block, { tracer: 'callTracer' }] as never })) as { txHash?: string; result?: CallFrame }[];
      return { tracer, values: new Map(results.flatMap(({ txHash, result }) => (txHash && result ? [[txHash.toLowerCase(), frameValues(result)] as const] : []))) };
    } catch (error) {
      if (!isMissingMethod(error)) throw error;
      tracer = 'parity';
    }
  }
  if (tracer === 'parity') {
    try {
      const traces = (await client.request({ method: 'trace_block' as never, params: [block] as never })) as ParityTrace[];
      const byTransaction = Map.groupBy(
        traces.filter(({ transactionHash }) => transactionHash),
        ({ transactionHash }) => transactionHash!.toLowerCase(),
      );
      return { tracer, values: new Map([...byTransaction].map(([hash, list]) => [hash, parityTraceValues(list)])) };
    } catch (error) {
      if (!isMissingMethod(error)) throw error;
    }
  }
  return { tracer: 'none', values: new Map() };
}
