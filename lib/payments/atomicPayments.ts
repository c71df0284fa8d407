import { bytesToHex, type Hex } from 'viem';
import type { SendCall } from '@/lib/transactions/sendForm';
import type { SendContext } from '@/lib/transactions/trackSentTransaction';
import { isUserRejection, walletErrorCodes } from '@/lib/wallet/walletErrors';
import { savePaymentBatch, type BatchPayment, type PaymentBatch } from './paymentBatches';
import { NonceUnavailableError, paymentCall } from './sequentialPayments';

/** A new id for `wallet_sendCalls` (EIP-5792 lets the app name its batch): 32 random bytes, hex. */
function newCallsId(): Hex {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
}

/** Thrown when the visitor rejected the batch in the wallet (EIP-1193 4001): nothing was sent. */
export class BatchRejectedError extends Error {
  override name = 'BatchRejectedError';
  constructor() {
    super('The batch was rejected in the wallet. Nothing was sent.');
  }
}

/** Parameters of {@link sendAtomically}. */
export type SendAtomicallyParameters = {
  /** A batch whose payments are none of them sent: new, rejected, failed, or unknown to the wallet. */
  batch: PaymentBatch;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The account's next nonce and the latest block (`readSendContext`); `undefined` when the node did not answer. */
  readContext: () => Promise<SendContext | undefined>;
  /** Asks the wallet for one `wallet_sendCalls` with every call, atomically, under `id`; resolves with the id the wallet answers. */
  sendCalls: (calls: SendCall[], id: string) => Promise<{ id: string }>;
};

/**
 * Sends every payment of `batch` in one atomic EIP-5792 `wallet_sendCalls`,
 * never twice: the batch is stored `requested` under its calls id first, so
 * a reload asks about that id, and the wallet refuses it again (5720) if it
 * had the batch after all.
 *
 * @returns the batch as stored: `requested`, under the id the wallet answered.
 * @throws BatchRejectedError when rejected; NonceUnavailableError when the
 *   node does not answer first; BatchStorageError; the wallet's own error.
 */
export async function sendAtomically({ batch, storage, readContext, sendCalls }: SendAtomicallyParameters): Promise<PaymentBatch> {
  const context = await readContext();
  if (!context) throw new NonceUnavailableError();
  const requested: PaymentBatch = {
    ...batch,
    path: 'atomic',
    callsId: batch.callsId ?? newCallsId(),
    payments: batch.payments.map((payment) => ({ ...payment, state: { status: 'requested', nonce: context.nonce, fromBlock: context.sentBlock.toString() } })),
  };
  savePaymentBatch(storage, requested);
  try {
    const { id } = await sendCalls(
      batch.payments.map((_, index) => paymentCall(batch, index)),
      requested.callsId as string,
    );
    if (id === requested.callsId) return requested;
    const answered = { ...requested, callsId: id };
    savePaymentBatch(storage, answered);
    return answered;
  } catch (error) {
    // 5720, duplicate id: the wallet already has this batch, asked for before a reload. Follow it.
    if (walletErrorCodes(error).includes(5720)) return requested;
    if (!isUserRejection(error)) throw error;
    savePaymentBatch(storage, withEveryPayment({ ...requested, callsId: undefined }, { status: 'rejected' }));
    throw new BatchRejectedError();
  }
}

/** What the wallet said of an atomic batch: viem's `getCallsStatus` result, or `unknown-id` for EIP-5792 error 5730. */
export type AtomicBatchStatus =
  | { status: 'pending' | 'success' | 'failure' | undefined; statusCode: number; receipts?: readonly { transactionHash: Hex }[] | undefined }
  | 'unknown-id';

/**
 * The stored batch after the wallet's answer, or `undefined` when nothing
 * changes (pending, or the impossible partial 600): 200 is `sent`; another
 * 4xx or 5xx `failed` with a new id next time; an unknown id (5730) `queued`
 * under the same id, which cannot pay twice.
 */
export function settleAtomicBatch(batch: PaymentBatch, answer: AtomicBatchStatus): PaymentBatch | undefined {
  if (!batch.payments.some(({ state }) => state.status === 'requested')) return undefined;
  if (answer === 'unknown-id') return withEveryPayment(batch, { status: 'queued' });
  const hash = answer.receipts?.[0]?.transactionHash;
  if (answer.status === 'success') return hash ? withEveryPayment(batch, { status: 'sent', hash }) : undefined;
  if (answer.status === 'failure' && answer.statusCode !== 600) return withEveryPayment({ ...batch, callsId: undefined }, hash ? { status: 'failed', hash } : { status: 'failed' });
  return undefined;
}

/** Whether the wallet reported that only part of an atomic batch ran (EIP-5792 status 600): impossible, so shown as an error. */
export function isPartialResult(answer: AtomicBatchStatus | undefined): boolean {
  return answer !== undefined && answer !== 'unknown-id' && answer.statusCode === 600;
}

function withEveryPayment(batch: PaymentBatch, state: BatchPayment['state']): PaymentBatch {
  return { ...batch, payments: batch.payments.map((payment) => ({ ...payment, state })) };
}
