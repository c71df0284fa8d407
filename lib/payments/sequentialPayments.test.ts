import { createTestClient, createWalletClient, http, parseEther, publicActions, UserRejectedRequestError, type Address, type Hash } from 'viem';
import { anvil } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { anvilAccount } from '@/tooling/anvilAccounts';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import type { SendCall } from '@/lib/transactions/sendForm';
import { readPaymentBatches, type PaymentBatch } from './paymentBatches';
import { PaymentRejectedError, reconcileRequestedPayments, sendSequentially, sentCount } from './sequentialPayments';

const FROM = anvilAccount(4);

function batchOf(recipients: readonly Address[], amount: bigint): PaymentBatch {
  return {
    id: `b-${recipients[0]}`,
    chainId: anvil.id,
    from: FROM,
    asset: { token: null, symbol: 'ETH', decimals: 18 },
    path: 'sequential',
    createdAt: 0,
    payments: recipients.map((to) => ({ to, label: to, amount: amount.toString(), state: { status: 'queued' } })),
  };
}

describe('sequential payments on a real anvil node', () => {
  const node = useAnvil({ chainId: anvil.id });
  const setup = () => {
    const transport = http(node().rpcUrl, { retryCount: 0 });
    const client = createTestClient({ chain: anvil, mode: 'anvil', transport }).extend(publicActions);
    const wallet = createWalletClient({ account: FROM, chain: anvil, transport });
    const readContext = async () => ({ nonce: await client.getTransactionCount({ address: FROM, blockTag: 'pending' }), sentBlock: await client.getBlockNumber({ cacheTime: 0 }) });
    const send = (call: SendCall) => wallet.sendTransaction({ to: call.to, value: call.value, data: call.data });
    // anvil answers eth_sendTransaction before its automine has mined it: balances and the chain's record are read once it is.
    const mined = (hashes: readonly Hash[]) => Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })));
    return { client, readContext, send, mined };
  };

  it('stops at a rejection, keeps what was sent, and continues with the rest: each recipient paid once, exactly', async () => {
    const { client, readContext, send, mined } = setup();
    const recipients: Address[] = ['0x000000000000000000000000000000000000d001', '0x000000000000000000000000000000000000d002', '0x000000000000000000000000000000000000d003'];
    const storage = memoryStorage();
    const sent: Hash[] = [];
    let rejectOnce = true;
    const rejectingSecond = async (call: SendCall, index: number) => {
      if (index === 1 && rejectOnce) {
        rejectOnce = false;
        throw new UserRejectedRequestError(new Error('User rejected the request.'));
      }
      return send(call);
    };
    const onSent = (_index: number, hash: Hash) => void sent.push(hash);
    await expect(sendSequentially({ batch: batchOf(recipients, parseEther('0.1')), storage, readContext, send: rejectingSecond, onSent })).rejects.toThrow(PaymentRejectedError);
    const [stopped] = readPaymentBatches(storage);
    expect(stopped?.payments.map(({ state }) => state.status)).toEqual(['sent', 'rejected', 'queued']);
    expect(await client.getBalance({ address: recipients[1] as Address })).toBe(0n);

    const done = await sendSequentially({ batch: stopped as PaymentBatch, storage, readContext, send: rejectingSecond, onSent });
    expect(sentCount(done)).toBe(3);
    expect(sent).toHaveLength(3);
    await mined(sent);
    for (const to of recipients) expect(await client.getBalance({ address: to })).toBe(parseEther('0.1'));
  });

  it('after a reload that lost the wallet’s answer, finds the payment on chain and never sends it again', async () => {
    const { client, readContext, send, mined } = setup();
    const recipients: Address[] = ['0x000000000000000000000000000000000000e001', '0x000000000000000000000000000000000000e002', '0x000000000000000000000000000000000000e003'];
    const storage = memoryStorage();
    // The wallet sends payment 1, then the page goes away before its answer is stored.
    const sent: Hash[] = [];
    const pageClosesAfterFirst = async (call: SendCall) => {
      sent.push(await send(call));
      throw new Error('The page was closed.');
    };
    await expect(sendSequentially({ batch: batchOf(recipients, parseEther('0.2')), storage, readContext, send: pageClosesAfterFirst, onSent: () => {} })).rejects.toThrow('The page was closed.');
    const [afterReload] = readPaymentBatches(storage);
    expect(afterReload?.payments.map(({ state }) => state.status)).toEqual(['requested', 'queued', 'queued']);
    // By the time the page is back, the payment is mined.
    await mined(sent);

    const found: number[] = [];
    const settled = await reconcileRequestedPayments({ batch: afterReload as PaymentBatch, storage, client, onFound: (index) => void found.push(index), notSentBefore: new Set() });
    expect(settled.payments[0]?.state.status).toBe('sent');
    expect(found).toEqual([0]);
    await sendSequentially({ batch: settled, storage, readContext, send, onSent: (_index, hash) => void sent.push(hash) });
    await mined(sent);
    for (const to of recipients) expect(await client.getBalance({ address: to })).toBe(parseEther('0.2'));
  });

  it('puts a payment that never left the wallet back in the queue only when two checks in a row find it not sent', async () => {
    const { client, readContext, send, mined } = setup();
    const recipients: Address[] = ['0x000000000000000000000000000000000000f001', '0x000000000000000000000000000000000000f002'];
    const storage = memoryStorage();
    // The page goes away while the wallet's prompt is open: nothing was sent.
    const pageClosesFirst = async () => {
      throw new Error('The page was closed.');
    };
    await expect(sendSequentially({ batch: batchOf(recipients, parseEther('0.3')), storage, readContext, send: pageClosesFirst, onSent: () => {} })).rejects.toThrow('The page was closed.');
    const [afterReload] = readPaymentBatches(storage);
    const notSentBefore = new Set<string>();
    const reconcile = (batch: PaymentBatch) => reconcileRequestedPayments({ batch, storage, client, onFound: () => {}, notSentBefore });

    const once = await reconcile(afterReload as PaymentBatch);
    expect(once.payments.map(({ state }) => state.status)).toEqual(['requested', 'queued']);
    expect(readPaymentBatches(storage)[0]?.payments[0]?.state.status).toBe('requested');

    const twice = await reconcile(once);
    expect(twice.payments.map(({ state }) => state.status)).toEqual(['queued', 'queued']);
    const sent: Hash[] = [];
    await sendSequentially({ batch: twice, storage, readContext, send, onSent: (_index, hash) => void sent.push(hash) });
    await mined(sent);
    for (const to of recipients) expect(await client.getBalance({ address: to })).toBe(parseEther('0.3'));
  });
});
