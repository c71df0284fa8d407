import { createClient, http, parseEther, UserRejectedRequestError, type Address } from 'viem';
import { getBalance, getBlockNumber, getTransactionCount } from 'viem/actions';
import { anvil } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { delegateToBatchExecutor } from '@/tooling/contracts/delegateToBatchExecutor';
import { anvilAccount } from '@/tooling/anvilAccounts';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import type { SendCall } from '@/lib/transactions/sendForm';
import { atomicCallsStatus, callsIdStore, sendAtomicCalls, type NodeRequest } from '@/lib/wallet/atomicCalls';
import { BatchRejectedError, isPartialResult, sendAtomically, settleAtomicBatch } from './atomicPayments';
import { readPaymentBatches, type PaymentBatch } from './paymentBatches';

const FROM = anvilAccount(5);
const RECIPIENTS: Address[] = ['0x000000000000000000000000000000000000e001', '0x000000000000000000000000000000000000e002', '0x000000000000000000000000000000000000e003'];

function batchOf(amount: bigint): PaymentBatch {
  return {
    id: 'atomic-batch',
    chainId: anvil.id,
    from: FROM,
    asset: { token: null, symbol: 'ETH', decimals: 18 },
    path: 'atomic',
    createdAt: 0,
    payments: RECIPIENTS.map((to) => ({ to, label: to, amount: amount.toString(), state: { status: 'queued' } })),
  };
}

describe('atomic payments (EIP-5792) through a real EIP-7702 batch executor on anvil', () => {
  const node = useAnvil({ chainId: anvil.id });
  const setup = async () => {
    const client = createClient({ transport: http(node().rpcUrl, { retryCount: 0 }) });
    const request: NodeRequest = (_chainId, method, params) => client.request({ method, params } as never);
    await delegateToBatchExecutor({ rpcUrl: node().rpcUrl, accountIndex: 5 });
    const ids = callsIdStore();
    const readContext = async () => ({ nonce: await getTransactionCount(client, { address: FROM, blockTag: 'pending' }), sentBlock: await getBlockNumber(client, { cacheTime: 0 }) });
    const walletSendCalls = (calls: SendCall[], id: string) =>
      sendAtomicCalls(request, FROM, [{ version: '2.0.0', id, chainId: '0x7a69', from: FROM, atomicRequired: true, calls: calls.map(({ to, value, data }) => ({ to, data, value: `0x${value.toString(16)}` })) }], ids);
    const statusOf = async (id: string) => {
      const answer = await atomicCallsStatus(request, [id], ids);
      return { status: answer.status === 200 ? ('success' as const) : answer.status === 100 ? ('pending' as const) : ('failure' as const), statusCode: answer.status, receipts: answer.receipts };
    };
    return { client, readContext, walletSendCalls, statusOf };
  };

  it('stores the batch under its own id before asking, so after a lost answer the wallet is asked about that id, and asking again pays nothing twice', async () => {
    const { client, readContext, walletSendCalls, statusOf } = await setup();
    const storage = memoryStorage();
    let storedBeforeAsking: PaymentBatch | undefined;
    const sent = await sendAtomically({
      batch: batchOf(parseEther('0.1')),
      storage,
      readContext,
      sendCalls: (calls, id) => {
        storedBeforeAsking = readPaymentBatches(storage)[0];
        return walletSendCalls(calls, id);
      },
    });
    expect(storedBeforeAsking?.callsId).toBe(sent.callsId);
    expect(storedBeforeAsking?.payments.map(({ state }) => state.status)).toEqual(['requested', 'requested', 'requested']);

    // The page reloaded before the answer arrived: the stored id is all it has, and it is enough.
    const [stored] = readPaymentBatches(storage) as [PaymentBatch];
    const settled = settleAtomicBatch(stored, await statusOf(stored.callsId as string));
    expect(settled?.payments.map(({ state }) => state.status)).toEqual(['sent', 'sent', 'sent']);
    // Asked again under the same id, the wallet refuses (5720) and nothing more is paid.
    await expect(sendAtomically({ batch: stored, storage, readContext, sendCalls: walletSendCalls })).resolves.toMatchObject({ callsId: stored.callsId });
    for (const to of RECIPIENTS) expect(await getBalance(client, { address: to })).toBe(parseEther('0.1'));
  });

  it('a rejection stores the batch rejected without its id and sends nothing', async () => {
    const { readContext } = await setup();
    const storage = memoryStorage();
    const rejecting = () => Promise.reject(new UserRejectedRequestError(new Error('User rejected the request.')));
    await expect(sendAtomically({ batch: batchOf(1n), storage, readContext, sendCalls: rejecting })).rejects.toThrow(BatchRejectedError);
    const [stored] = readPaymentBatches(storage);
    expect(stored?.callsId).toBeUndefined();
    expect(stored?.payments.map(({ state }) => state.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('settles by what the wallet says: unknown id → queued under the same id; failure → failed with a new id to come; partial or pending → unchanged', () => {
    const requested: PaymentBatch = { ...batchOf(1n), callsId: '0x01', payments: batchOf(1n).payments.map((payment) => ({ ...payment, state: { status: 'requested', nonce: 0, fromBlock: '1' } })) };
    const unknown = settleAtomicBatch(requested, 'unknown-id');
    expect(unknown?.callsId).toBe('0x01');
    expect(unknown?.payments.every(({ state }) => state.status === 'queued')).toBe(true);
    const hash = `0x${'1'.repeat(64)}` as const;
    const failed = settleAtomicBatch(requested, { status: 'failure', statusCode: 500, receipts: [{ transactionHash: hash }] });
    expect(failed?.callsId).toBeUndefined();
    expect(failed?.payments[0]?.state).toEqual({ status: 'failed', hash });
    const partial = { status: 'failure' as const, statusCode: 600 };
    expect(settleAtomicBatch(requested, partial)).toBeUndefined();
    expect(isPartialResult(partial)).toBe(true);
    expect(settleAtomicBatch(requested, { status: 'pending', statusCode: 100 })).toBeUndefined();
    // A batch no longer waiting is left as it is.
    expect(settleAtomicBatch(unknown as PaymentBatch, 'unknown-id')).toBeUndefined();
  });
});
