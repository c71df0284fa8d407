import type { Client, Hash } from 'viem';
import type { SendContext } from '@/lib/transactions/trackSentTransaction';
import { sendCallOf, type SendCall } from '@/lib/transactions/sendForm';
import { isUserRejection } from '@/lib/wallet/walletErrors';
import { savePaymentBatch, withPaymentState, type PaymentBatch } from './paymentBatches';
import { reconcilePayment } from './reconcilePayment';

/** The call that makes payment `index` of `batch`: a plain transfer, or the token's `transfer` (`sendCallOf`). */
export function paymentCall(batch: PaymentBatch, index: number): SendCall {
  const payment = batch.payments[index];
  if (!payment) throw new RangeError(`The batch has no payment ${index + 1}.`);
  return sendCallOf({ to: payment.to, value: BigInt(payment.amount) }, batch.asset.token ?? undefined);
}

/** How many payments of `batch` were sent. */
export function sentCount(batch: PaymentBatch): number {
  return batch.payments.filter(({ state }) => state.status === 'sent').length;
}

/** Thrown when the visitor rejected payment `index` (EIP-1193 4001): the sequence stops; what was sent stays sent. */
export class PaymentRejectedError extends Error {
  override name = 'PaymentRejectedError';
  constructor(readonly index: number) {
    super(`Payment ${index + 1} was rejected in the wallet. Nothing more was sent.`);
  }
}

/** Thrown when the node does not tell the account's nonce before a payment: without it, a payment could not be found again after a reload, so none is asked for. */
export class NonceUnavailableError extends Error {
  override name = 'NonceUnavailableError';
  constructor() {
    super('The network did not answer, so no payment was sent. Try again.');
  }
}

/** Parameters of {@link sendSequentially}. */
export type SendSequentiallyParameters = {
  /** A stored batch on the `sequential` path. */
  batch: PaymentBatch;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The account's next nonce and the latest block (`readSendContext`); `undefined` when the node did not answer. */
  readContext: () => Promise<SendContext | undefined>;
  /** Asks the wallet for one transaction; resolves with its hash. */
  send: (call: SendCall, index: number) => Promise<Hash>;
  /** Called once payment `index` is sent, to follow it as any sent transaction. */
  onSent: (index: number, hash: Hash, context: SendContext) => void;
};

/**
 * Sends the unsent payments one transaction each, in order. Each is stored
 * `requested` (with its nonce and block) before the wallet is asked, so a
 * reload can find it; a rejection stores it `rejected` and stops.
 *
 * @returns the batch with every payment sent.
 * @throws PaymentRejectedError when the visitor rejects one; NonceUnavailableError
 *   when the node does not answer before one; BatchStorageError when storage
 *   refuses; the wallet's own error otherwise, the payment left `requested`
 *   for {@link reconcileRequestedPayments} to settle.
 */
export async function sendSequentially({ batch, storage, readContext, send, onSent }: SendSequentiallyParameters): Promise<PaymentBatch> {
  let current = batch;
  for (const [index, payment] of batch.payments.entries()) {
    if (payment.state.status === 'sent') continue;
    if (payment.state.status === 'requested') throw new Error(`Payment ${index + 1} may have been sent: reconcile it with the chain first.`);
    const context = await readContext();
    if (!context) throw new NonceUnavailableError();
    current = withPaymentState(current, index, { status: 'requested', nonce: context.nonce, fromBlock: context.sentBlock.toString() });
    savePaymentBatch(storage, current);
    let hash: Hash;
    try {
      hash = await send(paymentCall(current, index), index);
    } catch (error) {
      if (!isUserRejection(error)) throw error;
      current = withPaymentState(current, index, { status: 'rejected' });
      savePaymentBatch(storage, current);
      throw new PaymentRejectedError(index);
    }
    current = withPaymentState(current, index, { status: 'sent', hash });
    savePaymentBatch(storage, current);
    onSent(index, hash, context);
  }
  return current;
}

/** Parameters of {@link reconcileRequestedPayments}. */
export type ReconcileRequestedPaymentsParameters = {
  batch: PaymentBatch;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** A client of the batch's chain. */
  client: Client;
  /** Called for a payment found mined, to follow it as any sent transaction. */
  onFound: (index: number, hash: Hash) => void;
  /**
   * Payments the previous check found not sent, kept by the caller. Only two
   * such checks in a row requeue a payment: a load-balanced RPC can miss a
   * pooled transaction once.
   */
  notSentBefore: Set<string>;
};

/** Identifies payment `index` of `batch` as requested at `nonce`, in {@link ReconcileRequestedPaymentsParameters.notSentBefore}. */
function notSentKey(batch: PaymentBatch, index: number, nonce: number): string {
  return `${batch.id}:${index}:${nonce}`;
}

/**
 * Settles every `requested` payment against the chain: mined is `sent`, not
 * sent twice in a row is `queued`, else it stays `requested`.
 *
 * @returns the batch as stored afterwards.
 */
export async function reconcileRequestedPayments({ batch, storage, client, onFound, notSentBefore }: ReconcileRequestedPaymentsParameters): Promise<PaymentBatch> {
  let current = batch;
  for (const [index, payment] of batch.payments.entries()) {
    if (payment.state.status !== 'requested') continue;
    const claimed = new Set(current.payments.flatMap(({ state }) => (state.status === 'sent' ? [state.hash] : [])));
    const call = paymentCall(current, index);
    const found = await reconcilePayment({
      client,
      from: current.from,
      call: { to: call.to, value: call.value, data: call.data },
      nonce: payment.state.nonce,
      fromBlock: BigInt(payment.state.fromBlock),
      claimed,
    });
    const key = notSentKey(current, index, payment.state.nonce);
    if (found.status === 'unknown') {
      notSentBefore.delete(key);
      continue;
    }
    if (found.status === 'not-sent' && !notSentBefore.has(key)) {
      notSentBefore.add(key);
      continue;
    }
    notSentBefore.delete(key);
    current = withPaymentState(current, index, found.status === 'sent' ? { status: 'sent', hash: found.hash } : { status: 'queued' });
    savePaymentBatch(storage, current);
    if (found.status === 'sent') onFound(index, found.hash);
  }
  return current;
}
