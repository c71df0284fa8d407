import { createClient, encodeFunctionData, erc20Abi, http, parseEther, type Address, type Hex } from 'viem';
import { getBalance, simulateCalls } from 'viem/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilNode } from '@/tooling/anvil';
import { delegateToBatchExecutor } from '@/tooling/contracts/delegateToBatchExecutor';
import { anvilAccount } from '@/tooling/anvilAccounts';
import { atomicCallsStatus, atomicCapabilities, callsIdStore, DEV_WALLET_CALLS_IDS_STORAGE_KEY, sendAtomicCalls, type NodeRequest } from './atomicCalls';

let node: AnvilNode;
let request: NodeRequest;
const ids = callsIdStore();
const DELEGATED = anvilAccount(1);
const PLAIN = anvilAccount(2);
const RECIPIENTS: Address[] = ['0x000000000000000000000000000000000000a001', '0x000000000000000000000000000000000000a002', '0x000000000000000000000000000000000000a003'];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  const client = createClient({ transport: http(node.rpcUrl, { retryCount: 0 }) });
  request = (_chainId, method, params) => client.request({ method, params } as never);
  await delegateToBatchExecutor({ rpcUrl: node.rpcUrl, accountIndex: 1 });
});

afterAll(async () => {
  await node?.stop();
});

/**
 * `wallet_getCallsStatus` of `id` once it is final, as a dapp polls it: anvil
 * answers `eth_sendTransaction` as it mines, and its receipt can follow a moment later.
 */
async function finalCallsStatus(id: string, store: ReturnType<typeof callsIdStore>) {
  await expect.poll(async () => (await atomicCallsStatus(request, [id], store)).status, { timeout: 10_000 }).not.toBe(100);
  return atomicCallsStatus(request, [id], store);
}

describe('the batch executor and the wallet side of EIP-5792', () => {
  it('reports atomic supported for a delegated account only', async () => {
    expect(await atomicCapabilities(request, DELEGATED, [31337])).toEqual({ '0x7a69': { atomic: { status: 'supported' } } });
    expect(await atomicCapabilities(request, PLAIN, [31337])).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } });
  });

  it('pays three recipients in one transaction, and reports its status from the receipt', async () => {
    const client = createClient({ transport: http(node.rpcUrl, { retryCount: 0 }) });
    const calls = RECIPIENTS.map((to, index) => ({ to, value: numberToValue(index) }));
    const { id } = await sendAtomicCalls(request, DELEGATED, [{ version: '2.0.0', chainId: '0x7a69', from: DELEGATED, atomicRequired: true, calls }], ids);
    const status = await finalCallsStatus(id, ids);
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69', id });
    expect(status.receipts).toHaveLength(1);
    for (const [index, to] of RECIPIENTS.entries()) expect(await getBalance(client, { address: to })).toBe(parseEther(String(index + 1)) / 10n);
  });

  it('runs none of the calls when one fails: status 500 and no balance moves', async () => {
    const client = createClient({ transport: http(node.rpcUrl, { retryCount: 0 }) });
    const before = await getBalance(client, { address: RECIPIENTS[0] as Address });
    // The second call is an ERC-20 transfer on a contract that has no such function (the account's own executor): the whole batch reverts.
    const failing = [
      { to: RECIPIENTS[0] as Address, value: '0x1' as Hex },
      { to: DELEGATED, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [PLAIN, 1n] }) },
    ];
    const { id } = await sendAtomicCalls(request, DELEGATED, [{ version: '2.0.0', chainId: '0x7a69', from: DELEGATED, atomicRequired: true, calls: failing }], ids);
    expect((await finalCallsStatus(id, ids)).status).toBe(500);
    expect(await getBalance(client, { address: RECIPIENTS[0] as Address })).toBe(before);
  });

  it('refuses calls from an account that is not delegated (5760), and an unknown id (5730)', async () => {
    await expect(sendAtomicCalls(request, PLAIN, [{ version: '2.0.0', chainId: '0x7a69', from: PLAIN, calls: [] }], ids)).rejects.toMatchObject({ code: 5760 });
    await expect(atomicCallsStatus(request, ['0x1234'], ids)).rejects.toMatchObject({ code: 5730 });
  });

  it("answers to the app's own id, refuses it a second time (5720) without sending, and remembers it in storage", async () => {
    const client = createClient({ transport: http(node.rpcUrl, { retryCount: 0 }) });
    const memory = new Map<string, string>();
    const storage = { getItem: (key: string) => memory.get(key) ?? null, setItem: (key: string, value: string) => void memory.set(key, value) };
    const appIds = callsIdStore(storage);
    const appId = `0x${'ab'.repeat(32)}`;
    const calls = [{ to: RECIPIENTS[2] as Address, value: '0x5' as Hex }];
    const before = await getBalance(client, { address: RECIPIENTS[2] as Address });
    await expect(atomicCallsStatus(request, [appId], appIds)).rejects.toMatchObject({ code: 5730 });
    expect(await sendAtomicCalls(request, DELEGATED, [{ version: '2.0.0', id: appId, chainId: '0x7a69', from: DELEGATED, atomicRequired: true, calls }], appIds)).toEqual({ id: appId });
    await expect(sendAtomicCalls(request, DELEGATED, [{ version: '2.0.0', id: appId, chainId: '0x7a69', from: DELEGATED, atomicRequired: true, calls }], appIds)).rejects.toMatchObject({ code: 5720 });
    await finalCallsStatus(appId, appIds);
    expect(await getBalance(client, { address: RECIPIENTS[2] as Address })).toBe(before + 5n);
    // A wallet opened again (a reload) finds the id in storage; a corrupted entry is ignored.
    expect((await finalCallsStatus(appId, callsIdStore(storage))).status).toBe(200);
    memory.set(DEV_WALLET_CALLS_IDS_STORAGE_KEY, '{"x":"not a hex id"');
    await expect(atomicCallsStatus(request, [appId], callsIdStore(storage))).rejects.toMatchObject({ code: 5730 });
  });

  it('simulates calls on the node (eth_simulateV1) before any is sent, naming the one that would fail', async () => {
    const client = createClient({ transport: http(node.rpcUrl, { retryCount: 0 }) });
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [PLAIN, 1n] });
    const { results } = await simulateCalls(client, { account: PLAIN, calls: [{ to: RECIPIENTS[0] as Address, value: 1n }, { to: DELEGATED, data: transfer }] });
    expect(results.map(({ status }) => status)).toEqual(['success', 'failure']);
    // A batch past the balance is refused whole, as the node validates it before running it: the form checks the total first.
    await expect(simulateCalls(client, { account: PLAIN, calls: [{ to: RECIPIENTS[1] as Address, value: parseEther('100000') }] })).rejects.toThrow(/exceeds the balance/);
  });
});

function numberToValue(index: number): Hex {
  return `0x${(parseEther(String(index + 1)) / 10n).toString(16)}`;
}
