import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, HttpRequestError, TimeoutError, createTestClient, erc20Abi, http, publicActions, walletActions, type Abi, type Address, type Hex } from 'viem';
import { MULTICALL3_ADDRESS } from '@/lib/config/chains';
import { testContract } from '@/tooling/contracts/contracts';
import { anvilAccount } from '@/tooling/anvilAccounts';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { unreachableNodeError } from './unreachableNodeError';

const OWNER = anvilAccount(0);

/** `balanceOf(OWNER)` of each of `tokens`, batched as the app batches them, through the node at `rpcUrl`. */
function readBalances(rpcUrl: string, tokens: readonly Address[], timeoutMs?: number) {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: timeoutMs }) });
  return client.multicall({
    contracts: tokens.map((address) => ({ address, abi: erc20Abi, functionName: 'balanceOf', args: [OWNER] }) as const),
    allowFailure: true,
    batchSize: 0,
    multicallAddress: MULTICALL3_ADDRESS,
  });
}

describe('unreachableNodeError, on what viem answers', () => {
  const node = useAnvil({ chainId: 31337 });
  let token: Address;
  /** A loopback server that accepts connections and never answers. */
  let silent: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    const client = createTestClient({ mode: 'anvil', transport: http(node().rpcUrl, { retryCount: 0 }) }).extend(publicActions).extend(walletActions);
    const { abi, bytecode } = testContract('TestToken');
    const hash = await client.deployContract({ abi: abi as Abi, bytecode: bytecode as Hex, args: ['Test USD', 'TUSD', 6], account: OWNER, chain: null });
    token = (await client.waitForTransactionReceipt({ hash })).contractAddress!;
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('is undefined when the node answered, also for a failed call (no code at the address)', async () => {
    const results = await readBalances(node().rpcUrl, [token, anvilAccount(5)]);
    expect(results.map(({ status }) => status)).toEqual(['success', 'failure']);
    expect(unreachableNodeError(results)).toBeUndefined();
  });

  it('is the error when the connection is refused', async () => {
    const results = await readBalances('http://127.0.0.1:1', [token, anvilAccount(5)]);
    expect(results.map(({ status }) => status)).toEqual(['failure', 'failure']);
    expect(unreachableNodeError(results)?.walk((cause) => cause instanceof HttpRequestError)).toBeInstanceOf(HttpRequestError);
  });

  it('is the error when the node does not answer in time', async () => {
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('the silent server has no port');
    const results = await readBalances(`http://127.0.0.1:${address.port}`, [token], 200);
    expect(unreachableNodeError(results)?.walk((cause) => cause instanceof TimeoutError)).toBeInstanceOf(TimeoutError);
  });

  it('is undefined with no results (nothing was read)', () => {
    expect(unreachableNodeError(undefined)).toBeUndefined();
    expect(unreachableNodeError([])).toBeUndefined();
  });
});
