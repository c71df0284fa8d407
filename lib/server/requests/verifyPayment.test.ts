import { createTestClient, createWalletClient, custom, type Client, http, parseEther, publicActions, type Abi, type Address, type Hash, type Hex } from 'viem';
import { anvil } from 'viem/chains';
import { encodeExecuteData } from 'viem/experimental/erc7821';
import { beforeAll, describe, expect, it } from 'vitest';
import { anvilAccount } from '@/tooling/anvilAccounts';
import { testContract } from '@/tooling/contracts/contracts';
import { delegateToBatchExecutor } from '@/tooling/contracts/delegateToBatchExecutor';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { PaymentVerificationError, verifyPayment, type PaymentRefusal, type RequestedPayment } from './verifyPayment';

const PAYER = anvilAccount(1);
const BATCHER_INDEX = 2;
const REQUESTER: Address = '0x000000000000000000000000000000000000c0de';
const SOMEONE_ELSE: Address = '0x000000000000000000000000000000000000beef';

describe('verifyPayment on a real anvil node', () => {
  const node = useAnvil({ chainId: anvil.id });
  const transport = () => http(node().rpcUrl, { retryCount: 0 });
  const client = () => createTestClient({ chain: anvil, mode: 'anvil', transport: transport() }).extend(publicActions);
  const payer = () => createWalletClient({ account: PAYER, chain: anvil, transport: transport() });
  let token: Address;
  let otherToken: Address;

  /** A request made now: a payment must be mined from the next block on. */
  async function requestNow(request: Partial<RequestedPayment> = {}): Promise<RequestedPayment> {
    return { to: REQUESTER, token: null, amount: parseEther('0.05'), createdBlock: await client().getBlockNumber(), ...request };
  }

  async function mined(hash: Hash): Promise<Hash> {
    await client().waitForTransactionReceipt({ hash });
    return hash;
  }

  async function refusal(request: RequestedPayment, hash: Hash, verifyClient: Client = client()): Promise<PaymentRefusal | undefined> {
    try {
      await verifyPayment({ client: verifyClient, request, hash });
    } catch (error) {
      if (error instanceof PaymentVerificationError) return error.reason;
      throw error;
    }
    return undefined;
  }

  async function deployToken(symbol: string): Promise<Address> {
    const { abi, bytecode } = testContract('TestToken');
    const hash = await payer().deployContract({ abi: abi as Abi, bytecode: bytecode as Hex, args: [symbol, symbol, 6] });
    const address = (await client().waitForTransactionReceipt({ hash })).contractAddress!;
    await mined(await payer().writeContract({ address, abi: abi as Abi, functionName: 'mint', args: [PAYER, 10_000_000n] }));
    return address;
  }

  function transfer(address: Address, to: Address, amount: bigint): Promise<Hash> {
    return payer().writeContract({ address, abi: testContract('TestToken').abi as Abi, functionName: 'transfer', args: [to, amount] });
  }

  beforeAll(async () => {
    token = await deployToken('TUSD');
    otherToken = await deployToken('XUSD');
  });

  it('accepts a native payment of the amount or more, and says who paid in which block', async () => {
    const request = await requestNow();
    const hash = await mined(await payer().sendTransaction({ to: REQUESTER, value: parseEther('0.06') }));
    const { blockNumber } = await client().getTransactionReceipt({ hash });
    const { blockHash } = await client().getTransactionReceipt({ hash });
    expect(await verifyPayment({ client: client(), request, hash })).toEqual({ hash, from: PAYER, blockNumber, blockHash });
  });

  it('refuses too little, another recipient, a random hash, a reverted transaction and one mined before the request', async () => {
    const request = await requestNow();
    expect(await refusal(request, await mined(await payer().sendTransaction({ to: REQUESTER, value: parseEther('0.04') })))).toBe('too-little');
    expect(await refusal(request, await mined(await payer().sendTransaction({ to: SOMEONE_ELSE, value: parseEther('0.05') })))).toBe('wrong-recipient');
    expect(await refusal(request, `0x${'12'.repeat(32)}`)).toBe('not-found');
    const { bytecode } = testContract('AlwaysReverts');
    const reverts = (await client().waitForTransactionReceipt({ hash: await payer().deployContract({ abi: [], bytecode: bytecode as Hex }) })).contractAddress!;
    const reverted = await mined(await payer().sendTransaction({ to: reverts, value: parseEther('0.05'), gas: 100_000n }));
    expect(await refusal({ ...request, to: reverts }, reverted)).toBe('reverted');
    const early = await mined(await payer().sendTransaction({ to: REQUESTER, value: parseEther('0.05') }));
    // Mined in the block that is current when the request is made still counts; one block earlier does not.
    await client().mine({ blocks: 1 });
    expect(await refusal(await requestNow(), early)).toBe('before-request');
  });

  it('refuses a payment from the requester to themselves, in the native currency or a token', async () => {
    const request = await requestNow({ to: PAYER });
    expect(await refusal(request, await mined(await payer().sendTransaction({ to: PAYER, value: parseEther('0.05') })))).toBe('own-account');
    expect(await refusal({ ...request, token, amount: 1n }, await mined(await transfer(token, PAYER, 1n)))).toBe('own-account');
  });

  it('refuses a transaction not mined yet, and accepts it once it is', async () => {
    const request = await requestNow();
    await client().setAutomine(false);
    try {
      const hash = await payer().sendTransaction({ to: REQUESTER, value: parseEther('0.05') });
      expect(await refusal(request, hash)).toBe('pending');
      await client().mine({ blocks: 1 });
      expect(await refusal(request, hash)).toBeUndefined();
    } finally {
      await client().setAutomine(true);
    }
  });

  it('accepts a token payment by its Transfer logs, never another token’s', async () => {
    const request = await requestNow({ token, amount: 2_500_000n });
    expect(await refusal(request, await mined(await transfer(token, REQUESTER, 2_500_000n)))).toBeUndefined();
    expect(await refusal(request, await mined(await transfer(token, REQUESTER, 2_499_999n)))).toBe('too-little');
    expect(await refusal(request, await mined(await transfer(otherToken, REQUESTER, 2_500_000n)))).toBe('wrong-recipient');
    // Native currency does not pay a token request.
    expect(await refusal(request, await mined(await payer().sendTransaction({ to: REQUESTER, value: 2_500_000n })))).toBe('wrong-recipient');
  });

  it('traces a native payment made inside a contract (an EIP-7702 batch), and refuses it where the node cannot trace', async () => {
    const batcher = await delegateToBatchExecutor({ rpcUrl: node().rpcUrl, accountIndex: BATCHER_INDEX });
    const request = await requestNow();
    const wallet = createWalletClient({ account: batcher, chain: anvil, transport: transport() });
    const data = encodeExecuteData({
      calls: [
        { to: SOMEONE_ELSE, value: parseEther('0.01') },
        { to: REQUESTER, value: parseEther('0.05') },
      ],
    });
    const hash = await mined(await wallet.sendTransaction({ to: batcher, data }));
    expect(await refusal(request, hash)).toBeUndefined();
    expect(await refusal({ ...request, amount: parseEther('0.051') }, hash)).toBe('too-little');

    // A node without debug_traceTransaction and trace_transaction answers -32601, as geth does without its debug API.
    const untraced = createTestClient({
      chain: anvil,
      mode: 'anvil',
      transport: custom({
        async request({ method, params }: { method: string; params?: unknown }) {
          if (method === 'debug_traceTransaction' || method === 'trace_transaction') throw Object.assign(new Error(`the method ${method} does not exist/is not available`), { code: -32601 });
          return client().request({ method: method as never, params: params as never });
        },
      }),
    }).extend(publicActions);
    expect(await refusal(request, hash, untraced)).toBe('no-trace');
    // A direct payment needs no trace.
    const direct = await mined(await payer().sendTransaction({ to: REQUESTER, value: parseEther('0.05') }));
    expect(await refusal(request, direct, untraced)).toBeUndefined();
  });
});
