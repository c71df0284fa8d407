import { eq } from 'drizzle-orm';
import { createTestClient, createWalletClient, custom, getAddress, http, parseEther, publicActions, type Abi, type Address, type Chain, type Client, type Hash, type Hex, type Transport } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';
import { encodeExecuteData } from 'viem/experimental/erc7821';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '@/lib/server/db/database';
import { paymentHistory } from '@/lib/server/db/schema';
import { createRequest, getRequest, recordPayment, requestJson } from '@/lib/server/requests/requestStore';
import { ANVIL_MNEMONIC } from '@/tooling/anvilAccounts';
import { testContract } from '@/tooling/contracts/contracts';
import { delegateToBatchExecutor } from '@/tooling/contracts/delegateToBatchExecutor';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { createChainWatcher, type ChainWatcher } from './chainWatcher';

const PAYER = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 });
const REQUESTER = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 3 }).address;
const BATCHER_INDEX = 2;
const T0 = new Date('2026-12-01T12:00:00Z');

describe('the payment watcher on a real anvil node and PGlite', () => {
  const node = useAnvil({ chainId: anvil.id });
  const transport = () => http(node().rpcUrl, { retryCount: 0 });
  const client = () => createTestClient({ chain: anvil, mode: 'anvil', transport: transport() }).extend(publicActions);
  const payer = () => createWalletClient({ account: PAYER, chain: anvil, transport: transport() });
  let database: OpenDatabase;
  let watcher: ChainWatcher;
  let clock = T0;
  let token: Address;

  const poll = () => watcher.poll(database.db, () => false);
  const newWatcher = (watchClient: Client<Transport, Chain> = client()) => createChainWatcher({ chainId: anvil.id, client: watchClient, finalityDepth: 64, now: () => clock });
  const mined = async (hash: Hash) => (await client().waitForTransactionReceipt({ hash })).blockNumber;
  const pay = async (value: bigint, to: Address = REQUESTER) => {
    const hash = await payer().sendTransaction({ to, value });
    await mined(hash);
    return hash;
  };
  /** A request of `REQUESTER` made now, a millisecond after the one before, so that "oldest" is defined. */
  const request = async (amount: bigint, extra: { token?: Address } = {}) => {
    clock = new Date(clock.getTime() + 1);
    const row = await createRequest(database.db, { requester: REQUESTER, chainId: anvil.id, token: extra.token ?? null, amount, note: undefined, expiresAt: null, createdBlock: await client().getBlockNumber({ cacheTime: 0 }), now: clock });
    return row.id;
  };
  const read = async (id: string) => requestJson((await getRequest(database.db, id))!, clock);
  const history = async (id: string) => (await database.db.select().from(paymentHistory).where(eq(paymentHistory.requestId, id)).orderBy(paymentHistory.id)).map(({ event, source }) => `${event}:${source}`);

  beforeAll(async () => {
    const { abi, bytecode } = testContract('TestToken');
    const deployed = await payer().deployContract({ abi: abi as Abi, bytecode: bytecode as Hex, args: ['TUSD', 'TUSD', 6] });
    token = getAddress((await client().waitForTransactionReceipt({ hash: deployed })).contractAddress!);
    await mined(await payer().writeContract({ address: token, abi: abi as Abi, functionName: 'mint', args: [PAYER.address, 10_000_000n] }));
  });
  beforeEach(async () => {
    database = await openDatabase({ kind: 'memory' });
    watcher = newWatcher();
    // A first poll with nothing open places the cursor at the chain's latest block.
    await poll();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('finds a plain transfer nobody reported, pays the oldest of equal requests first, and ignores another amount or the requester paying themselves', async () => {
    const older = await request(parseEther('0.01'));
    const newer = await request(parseEther('0.01'));
    await pay(parseEther('0.011'));
    expect((await poll()).paid).toEqual([]);
    await pay(parseEther('0.01'));
    expect((await poll()).paid).toEqual([older]);
    expect(await read(older)).toMatchObject({ status: 'paid', payment: { from: PAYER.address, final: false } });
    expect((await read(newer)).status).toBe('open');
    const second = await pay(parseEther('0.01'));
    expect((await poll()).paid).toEqual([newer]);
    expect((await read(newer)).payment?.hash).toBe(second);
    expect(await history(newer)).toEqual(['recorded:watcher']);

    // The requester's own money pays nothing; the 0.011 above paid neither.
    const own = await request(parseEther('0.02'));
    await client().impersonateAccount({ address: REQUESTER });
    await mined(await client().sendUnsignedTransaction({ from: REQUESTER, to: REQUESTER, value: parseEther('0.02') }));
    await client().stopImpersonatingAccount({ address: REQUESTER });
    expect((await poll()).paid).toEqual([]);
    expect((await read(own)).status).toBe('open');
  });

  it('finds an ERC-20 transfer of the exact amount by one eth_getLogs, and a report of the same transaction agrees', async () => {
    const id = await request(2_500_000n, { token });
    const hash = await payer().writeContract({ address: token, abi: testContract('TestToken').abi as Abi, functionName: 'transfer', args: [REQUESTER, 2_500_000n] });
    const blockNumber = await mined(hash);
    expect((await poll()).paid).toEqual([id]);
    const { hash: blockHash } = await client().getBlock({ blockNumber });
    const reported = await recordPayment(database.db, id, { hash, from: PAYER.address, blockNumber, blockHash }, clock);
    expect(reported.paymentHash).toBe(hash);
    await recordPayment(database.db, id, { hash, from: PAYER.address, blockNumber, blockHash }, clock);
    expect(await history(id)).toEqual(['recorded:watcher', 'reported:report']);
  });

  it('a payer who reports a payment the watcher gave to an older twin request gets the request they paid; the older is open again', async () => {
    const older = await request(parseEther('0.09'));
    const newer = await request(parseEther('0.09'));
    const hash = await pay(parseEther('0.09'));
    expect((await poll()).paid).toEqual([older]);
    const { blockNumber, blockHash } = await client().getTransactionReceipt({ hash });
    await recordPayment(database.db, newer, { hash, from: PAYER.address, blockNumber, blockHash }, clock);
    expect((await read(newer)).payment?.hash).toBe(hash);
    expect(await read(older)).toMatchObject({ status: 'open', payment: null, undonePayment: null });
    expect(await history(older)).toEqual(['recorded:watcher', 'withdrawn:report']);
    // Polling again changes nothing: the transaction pays the newer one now, and a report for the older cannot take it back.
    expect((await poll()).paid).toEqual([]);
    expect((await read(older)).status).toBe('open');
    await expect(recordPayment(database.db, older, { hash, from: PAYER.address, blockNumber, blockHash }, clock)).rejects.toMatchObject({ status: 409, code: 'paid-another-request' });
  });

  it('counts confirmations, and makes a payment final once its block is at or below the finalized block', async () => {
    const id = await request(parseEther('0.03'));
    await pay(parseEther('0.03'));
    await poll();
    expect((await read(id)).payment).toMatchObject({ final: false });
    await client().mine({ blocks: 10 });
    await poll();
    const { headNumber } = (await database.db.query.chainCursors.findFirst())!;
    expect(requestJson((await getRequest(database.db, id))!, clock, headNumber).payment?.confirmations).toBe(11);
    // anvil's `finalized` is 64 blocks below its latest.
    await client().mine({ blocks: 60 });
    await poll();
    expect((await read(id)).payment).toMatchObject({ final: true });
    expect(await history(id)).toEqual(['recorded:watcher', 'final:watcher']);
  });

  it('opens a request again when a reorganisation drops its payment, and follows one that mines it again', async () => {
    const dropped = await request(parseEther('0.04'));
    const droppedHash = await pay(parseEther('0.04'));
    await poll();
    await client().request({ method: 'anvil_reorg' as never, params: [1, []] as never });
    const after = await poll();
    expect(after.reorg).toBe(true);
    expect(await read(dropped)).toMatchObject({ status: 'open', payment: null, undonePayment: { blockNumber: expect.any(Number) } });
    expect(await history(dropped)).toEqual(['recorded:watcher', 'withdrawn:watcher']);
    expect((await database.db.select().from(paymentHistory).where(eq(paymentHistory.requestId, dropped)))[1]?.hash).toBe(droppedHash.toLowerCase());

    // The same signed transaction, mined again in the new branch: paid again, in the new block.
    const again = await request(parseEther('0.05'));
    const raw = await payer().signTransaction(await payer().prepareTransactionRequest({ to: REQUESTER, value: parseEther('0.05') }));
    const hash = await client().sendRawTransaction({ serializedTransaction: raw });
    await mined(hash);
    await poll();
    const before = (await read(again)).payment!;
    await client().request({ method: 'anvil_reorg' as never, params: [1, [[raw, 0]]] as never });
    await poll();
    const moved = (await read(again)).payment!;
    expect(moved.hash).toBe(hash);
    expect(moved.blockHash).not.toBe(before.blockHash);
    expect(moved.blockHash).toBe((await client().getTransactionReceipt({ hash })).blockHash);
  });

  it('recovers from a node reverted below its cursor (evm_revert), and finds the next payment; a new watcher resumes from the stored cursor', async () => {
    const id = await request(parseEther('0.06'));
    const snapshot = await client().snapshot();
    await client().mine({ blocks: 3 });
    await pay(parseEther('0.06'));
    expect((await poll()).paid).toEqual([id]);
    await client().revert({ id: snapshot });
    expect((await poll()).reorg).toBe(true);
    expect((await read(id)).status).toBe('open');
    await pay(parseEther('0.06'));
    expect((await poll()).paid).toEqual([id]);

    // A restart: a watcher with nothing in memory, and a payment made while none ran.
    const next = await request(parseEther('0.07'));
    await client().mine({ blocks: 5 });
    await pay(parseEther('0.07'));
    watcher = newWatcher();
    expect((await poll()).paid).toEqual([next]);
  });

  it('finds a payment made inside a contract (an EIP-7702 batch) by the block trace', async () => {
    const batcher = await delegateToBatchExecutor({ rpcUrl: node().rpcUrl, accountIndex: BATCHER_INDEX });
    const id = await request(parseEther('0.08'));
    const wallet = createWalletClient({ account: batcher, chain: anvil, transport: transport() });
    const data = encodeExecuteData({ calls: [{ to: PAYER.address, value: parseEther('0.01') }, { to: REQUESTER, value: parseEther('0.08') }] });
    await mined(await wallet.sendTransaction({ to: batcher, data }));
    expect((await poll()).paid).toEqual([id]);
    expect((await read(id)).payment?.from).toBe(batcher);
  });

  it('halves a range the node refuses as too large, and still finds a payment in a long catch-up', async () => {
    const id = await request(1_000_000n, { token });
    await client().mine({ blocks: 40 });
    await mined(await payer().writeContract({ address: token, abi: testContract('TestToken').abi as Abi, functionName: 'transfer', args: [REQUESTER, 1_000_000n] }));
    const spans: bigint[] = [];
    // A provider that accepts at most 10 blocks per eth_getLogs, as many do.
    const limited = createTestClient({
      chain: anvil,
      mode: 'anvil',
      transport: custom({
        async request({ method, params }: { method: string; params?: unknown }) {
          if (method === 'eth_getLogs') {
            const [{ fromBlock, toBlock }] = params as [{ fromBlock: Hex; toBlock: Hex }];
            const span = BigInt(toBlock) - BigInt(fromBlock) + 1n;
            spans.push(span);
            if (span > 10n) throw Object.assign(new Error('query exceeds max block range 10'), { code: -32005 });
          }
          return client().request({ method: method as never, params: params as never });
        },
      }, { retryCount: 0 }),
    }).extend(publicActions);
    watcher = newWatcher(limited);
    expect((await poll()).paid).toEqual([id]);
    expect(spans.some((span) => span > 10n)).toBe(true);
    expect(spans.at(-1)).toBeLessThanOrEqual(10n);
  });
});
