import { erc20Abi, getAddress, isAddressEqual, parseEventLogs, type Address, type Client, type Hash, type TransactionReceipt } from 'viem';
import { getTransaction, getTransactionReceipt } from 'viem/actions';
import type { PaymentRefusalCode } from '@/lib/requests/paymentRequest';

/** What a payment must do to pay a request: all in the request's chain and asset. */
export type RequestedPayment = {
  /** Who is paid (EIP-55). */
  to: Address;
  /** The ERC-20 contract paid in; `null` for the native currency. */
  token: Address | null;
  /** The least that pays it, in the asset's smallest unit (wei, or the token's base unit). */
  amount: bigint;
  /** The chain's latest block when the request was made: a payment mined before it is not for this request. */
  createdBlock: bigint;
};

/** Parameters of {@link verifyPayment}. */
export type VerifyPaymentParameters = {
  /** A client of the request's chain. */
  client: Client;
  request: RequestedPayment;
  /** The transaction reported as the payment. */
  hash: Hash;
};

/** A payment the chain shows: who paid (EIP-55), in which transaction and block. */
export type VerifiedPayment = { hash: Hash; from: Address; blockNumber: bigint };

/** Why a reported transaction does not pay a request: the refusals the chain decides. */
export type PaymentRefusal = Exclude<PaymentRefusalCode, 'paid-another-request' | 'already-paid'>;

/** Thrown by {@link verifyPayment}: `reason` says why the transaction does not pay the request, the message says it in a sentence. */
export class PaymentVerificationError extends Error {
  override name = 'PaymentVerificationError';
  constructor(
    readonly reason: PaymentRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** One call of geth's `callTracer` (`debug_traceTransaction`), as anvil, geth and Erigon answer it. */
type CallFrame = { type: string; to?: string; value?: string; error?: string; calls?: CallFrame[] };

/** Frames that move their own value; a DELEGATECALL's or CALLCODE's `value` is its caller's, and stays where it was. */
const VALUE_FRAMES: ReadonlySet<string> = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT']);

/** One trace of OpenEthereum's `trace_transaction`, as anvil, Erigon and Nethermind answer it. */
type ParityTrace = { type: string; error?: string; action: { to?: string; value?: string; callType?: string } };

/** Wei that every successful call of `frame` and its children sent to `to`; a failed call's children moved nothing. */
function valueInFrame(frame: CallFrame, to: Address): bigint {
  if (frame.error) return 0n;
  const own = VALUE_FRAMES.has(frame.type) && frame.to && isAddressEqual(frame.to as Address, to) && frame.value ? BigInt(frame.value) : 0n;
  return (frame.calls ?? []).reduce((sum, call) => sum + valueInFrame(call, to), own);
}

/** Whether a JSON-RPC error means the node lacks the method, rather than that the call failed. */
function isMissingMethod(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === -32601 || code === -32600 || /not (?:supported|available|found)|does not exist|unknown method/i.test(String((error as Error).message));
}

/**
 * Wei the transaction sent to `to` through any call it made, as in a Safe
 * or an EIP-7702 batch: from `debug_traceTransaction` (callTracer), else
 * `trace_transaction`.
 *
 * @throws {PaymentVerificationError} `no-trace` when the node has neither.
 */
async function tracedValue(client: Client, hash: Hash, to: Address): Promise<bigint> {
  try {
    const frame = (await client.request({ method: 'debug_traceTransaction' as never, params: [hash, { tracer: 'callTracer' }] as never })) as CallFrame;
    return valueInFrame(frame, to);
  } catch (error) {
    if (!isMissingMethod(error)) throw error;
  }
  try {
    const traces = (await client.request({ method: 'trace_transaction' as never, params: [hash] as never })) as ParityTrace[];
    return traces
      .filter(({ type, error, action }) => type === 'call' && !error && action.callType !== 'delegatecall' && action.to && isAddressEqual(action.to as Address, to))
      .reduce((sum, { action }) => sum + BigInt(action.value ?? '0x0'), 0n);
  } catch (error) {
    if (!isMissingMethod(error)) throw error;
  }
  throw new PaymentVerificationError(
    'no-trace',
    'The payment was made inside a contract, and this network’s node cannot trace transactions (no debug_traceTransaction or trace_transaction), so it cannot be checked.',
  );
}

/** Base units of `token` that the receipt's `Transfer` logs moved to `to`. */
function transferredTokens(receipt: TransactionReceipt, token: Address, to: Address): bigint {
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs, strict: true })
    .filter((log) => isAddressEqual(log.address, token) && isAddressEqual(log.args.to, to))
    .reduce((sum, log) => sum + log.args.value, 0n);
}

/**
 * Checks on the request's chain that `hash` pays the request: the
 * transaction succeeded, was mined at or after `createdBlock`, was sent
 * by someone other than `to`, and paid `to` at least `amount`: for the
 * native currency as its own `value` or through its calls (traced), for a
 * token as `Transfer` logs of that token.
 *
 * @returns who paid, and in which block.
 * @throws {PaymentVerificationError} with the reason the transaction does
 *   not pay the request; the node's own errors (unreachable, timed out) pass through.
 */
export async function verifyPayment({ client, request, hash }: VerifyPaymentParameters): Promise<VerifiedPayment> {
  // The receipt decides whether it is mined: a node (anvil among them) may still answer the transaction from its pool for a moment after the block.
  const [receipt, transaction] = await Promise.all([
    getTransactionReceipt(client, { hash }).catch((error: unknown) => {
      if ((error as Error).name === 'TransactionReceiptNotFoundError') return null;
      throw error;
    }),
    getTransaction(client, { hash }).catch((error: unknown) => {
      if ((error as Error).name === 'TransactionNotFoundError') throw new PaymentVerificationError('not-found', 'No transaction with this hash is known on the request’s network.');
      throw error;
    }),
  ]);
  if (!receipt) throw new PaymentVerificationError('pending', 'The transaction is not mined yet. Check again once it is.');
  if (receipt.status !== 'success') throw new PaymentVerificationError('reverted', 'The transaction failed on chain, so it paid nothing.');
  if (receipt.blockNumber < request.createdBlock) throw new PaymentVerificationError('before-request', 'The transaction was mined before the request was made.');
  // Moving money to oneself pays no one, and would close the request before the person asked has paid.
  if (isAddressEqual(transaction.from, request.to)) throw new PaymentVerificationError('own-account', 'The transaction was sent from the requester’s own address: paying oneself pays nothing.');
  let paid: bigint;
  if (request.token) {
    paid = transferredTokens(receipt, request.token, request.to);
  } else if (transaction.to && isAddressEqual(transaction.to, request.to) && transaction.value >= request.amount) {
    paid = transaction.value;
  } else {
    paid = await tracedValue(client, hash, request.to);
  }
  if (paid === 0n) throw new PaymentVerificationError('wrong-recipient', 'The transaction paid nothing to the requester in the requested asset.');
  if (paid < request.amount) throw new PaymentVerificationError('too-little', 'The transaction paid the requester less than the requested amount.');
  return { hash, from: getAddress(transaction.from), blockNumber: receipt.blockNumber };
}
