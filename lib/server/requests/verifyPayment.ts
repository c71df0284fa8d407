import { erc20Abi, getAddress, isAddressEqual, parseEventLogs, type Address, type Client, type Hash, type TransactionReceipt } from 'viem';
import { getTransaction, getTransactionReceipt } from 'viem/actions';
import type { PaymentRefusalCode } from '@/lib/requests/paymentRequest';
import { NoTraceError, tracedTransactionValue } from './callTraces';

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

/** A payment the chain shows: who paid (EIP-55), in which transaction and block (number and hash). */
export type VerifiedPayment = { hash: Hash; from: Address; blockNumber: bigint; blockHash: Hash };

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
    paid = await tracedTransactionValue(client, hash, request.to).catch((error: unknown) => {
      if (!(error instanceof NoTraceError)) throw error;
      throw new PaymentVerificationError(
        'no-trace',
        'The payment was made inside a contract, and this network’s node cannot trace transactions (no debug_traceTransaction or trace_transaction), so it cannot be checked.',
      );
    });
  }
  if (paid === 0n) throw new PaymentVerificationError('wrong-recipient', 'The transaction paid nothing to the requester in the requested asset.');
  if (paid < request.amount) throw new PaymentVerificationError('too-little', 'The transaction paid the requester less than the requested amount.');
  return { hash, from: getAddress(transaction.from), blockNumber: receipt.blockNumber, blockHash: receipt.blockHash };
}
