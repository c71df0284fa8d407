import { useLocale, useTranslations } from 'next-intl';
import { message, type Message } from '@/lib/i18n/message';
import { useState } from 'react';
import { isAddress, type Address, type Hash } from 'viem';
import { useConfig, type Config } from 'wagmi';
import { getCapabilities, getClient, sendCalls, sendTransaction } from 'wagmi/actions';
import { useWalletKit } from '@/components/walletKit/useWalletKit';
import { formatAmount } from '@/lib/format/formatAmount';
import { joinAtEllipsis, shortenAddress } from '@/lib/format/shortenAddress';
import { BatchRejectedError, sendAtomically } from '@/lib/payments/atomicPayments';
import { BatchStorageError, savePaymentBatch, type PaymentBatch } from '@/lib/payments/paymentBatches';
import { NonceUnavailableError, paymentCall, PaymentRejectedError, sendSequentially } from '@/lib/payments/sequentialPayments';
import { simulateBatch } from '@/lib/payments/simulateBatch';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { readSendContext, trackSentTransaction } from '@/lib/transactions/trackSentTransaction';
import { walletErrorMessage } from '@/lib/wallet/walletErrors';

/** A batch ready to send: validated, every recipient an address, amounts in the asset's smallest unit. */
type BatchToSend = Pick<PaymentBatch, 'chainId' | 'from' | 'asset'> & { payments: { to: Address; amount: bigint; label: string }[] };

/**
 * Whether the wallet runs calls atomically on `chainId` (EIP-5792
 * `wallet_getCapabilities`: atomic `supported` or `ready`). A wallet without
 * the method (4200, -32601) or that answers otherwise pays one at a time.
 */
async function isAtomic(config: Config, chainId: number, account: Address): Promise<boolean> {
  try {
    const capabilities = await getCapabilities(config, { account, chainId });
    const status = capabilities.atomic?.status;
    return status === 'supported' || status === 'ready';
  } catch {
    return false;
  }
}

/**
 * Simulates the batch's payments not yet sent, in one call, just before any
 * prompt (`simulateBatch`).
 *
 * @returns the message naming each payment that would fail, or `null`.
 */
async function simulationProblem(config: Config, batch: PaymentBatch): Promise<Message[] | null> {
  const client = getClient(config, { chainId: batch.chainId });
  if (!client) return [message('chainNotConfigured')];
  const unsent = batch.payments.flatMap(({ state }, index) => (state.status === 'sent' ? [] : [index]));
  try {
    const { failures } = await simulateBatch(client, {
      from: batch.from,
      calls: unsent.map((index) => paymentCall(batch, index)),
      numbers: unsent.map((index) => index + 1),
    });
    return failures.length ? [message('nothingSent'), ...failures] : null;
  } catch (error) {
    const detail = walletErrorMessage(error);
    return detail ? [message('batchWouldFail'), detail] : [message('batchWouldFail')];
  }
}

/** What the page says of a batch that could not be sent: the payment rejected, the network silent, storage refused, or the wallet's own words. */
function batchErrorMessage(caught: unknown): Message {
  if (caught instanceof PaymentRejectedError) return message('paymentRejected', { number: caught.index + 1 });
  if (caught instanceof BatchRejectedError) return message('batchRejected');
  if (caught instanceof NonceUnavailableError) return message('nonceUnavailable');
  if (caught instanceof BatchStorageError) return message('storageRefused');
  return walletErrorMessage(caught) ?? message('walletDidNotSend');
}

/** What {@link useSendBatch} returns. */
export type UseSendBatchReturnType = {
  /**
   * Simulates, then sends a new batch; resolves with its stored id, or
   * `null` when it stopped (the error says why). `onStarted` is called when
   * the batch takes its id, just before it is stored and the wallet asked:
   * from then on it is sent, or continued, from its stored record only.
   */
  send: (batch: BatchToSend, onStarted?: () => void) => Promise<string | null>;
  /** Simulates and sends what is left of a stored batch, after a rejection, a failure or a reload: the rest one at a time, or the whole atomic batch again. */
  resume: (batch: PaymentBatch) => Promise<void>;
  /** Whether a wallet request or a simulation is under way. */
  busy: boolean;
  /** The id of the batch sent last, from the moment it is stored: its progress shows even when a rejection stopped it. */
  batchId: string | null;
  /** Why the last send stopped: a rejection, a failing simulation, a wallet error. */
  error: Message[] | null;
};

/**
 * Sends a batch of payments by what the wallet can do: simulated first in
 * one call (a failing payment is named, nothing is sent); then, where the
 * wallet batches atomically (EIP-5792), one `wallet_sendCalls` with every
 * payment; elsewhere one transaction per payment, in order, each stored
 * before the wallet is asked (`lib/payments/sequentialPayments.ts`), so a
 * payment is never sent twice. Every payment sent one at a time is followed
 * like a single send (kit's recent transactions, our records).
 */
export function useSendBatch(): UseSendBatchReturnType {
  const config = useConfig();
  const { addRecentTransaction } = useWalletKit();
  const t = useTranslations('Batch');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message[] | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);

  const runSequence = async (batch: PaymentBatch, storage: Storage) => {
    const describe = (index: number) => {
      const payment = batch.payments[index];
      const amount = payment ? formatAmount({ value: BigInt(payment.amount), decimals: batch.asset.decimals, symbol: batch.asset.symbol, locale }).words : '';
      // A name as typed; an address shortened, as a single send's description has it.
      const to = !payment ? '' : isAddress(payment.label, { strict: false }) ? joinAtEllipsis(shortenAddress(payment.to)) : payment.label;
      return t('paymentDescription', { number: index + 1, count: batch.payments.length, amount, to });
    };
    await sendSequentially({
      batch,
      storage,
      readContext: () => readSendContext(config, { chainId: batch.chainId, address: batch.from }),
      send: (call) => sendTransaction(config, { chainId: batch.chainId, account: batch.from, to: call.to, value: call.value, data: call.data }),
      onSent: (index: number, hash: Hash, context) => {
        const call = paymentCall(batch, index);
        trackSentTransaction({
          chainId: batch.chainId,
          hash,
          description: describe(index),
          call: { from: batch.from, to: call.to, value: call.value, input: call.data ?? '0x' },
          context,
          addRecentTransaction,
        });
      },
    });
  };

  const runAtomic = (batch: PaymentBatch, storage: Storage) =>
    sendAtomically({
      batch,
      storage,
      readContext: () => readSendContext(config, { chainId: batch.chainId, address: batch.from }),
      sendCalls: (calls, id) => sendCalls(config, { chainId: batch.chainId, account: batch.from, calls, forceAtomic: true, id }),
    });

  const guarded = async <T>(work: (storage: Storage) => Promise<T>): Promise<T | null> => {
    const storage = getBrowserStorage();
    if (!storage) {
      setError([message('storageRefused')]);
      return null;
    }
    setBusy(true);
    setError(null);
    try {
      return await work(storage);
    } catch (caught) {
      setError([batchErrorMessage(caught)]);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const send = (input: BatchToSend, onStarted?: () => void) =>
    guarded(async (storage) => {
      const draft: PaymentBatch = {
        ...input,
        id: crypto.randomUUID(),
        path: 'sequential',
        createdAt: Date.now(),
        payments: input.payments.map(({ to, amount, label }) => ({ to, amount: amount.toString(), label, state: { status: 'queued' } })),
      };
      const problem = await simulationProblem(config, draft);
      if (problem) {
        setError(problem);
        return null;
      }
      const atomic = await isAtomic(config, draft.chainId, draft.from);
      setBatchId(draft.id);
      onStarted?.();
      if (atomic) {
        await runAtomic({ ...draft, path: 'atomic' }, storage);
      } else {
        savePaymentBatch(storage, draft);
        await runSequence(draft, storage);
      }
      return draft.id;
    });

  const resume = async (batch: PaymentBatch) => {
    await guarded(async (storage) => {
      const problem = await simulationProblem(config, batch);
      if (problem) {
        setError(problem);
        return;
      }
      await (batch.path === 'atomic' ? runAtomic(batch, storage) : runSequence(batch, storage));
    });
  };

  return { send, resume, busy, error, batchId };
}
