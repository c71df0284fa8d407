import { dehydrate, QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createTestClient, erc20Abi, http, publicActions, walletActions, type Abi, type Address, type Hex } from 'viem';
import { serialize } from 'wagmi';
import { MULTICALL3_ADDRESS } from '@/lib/config/chains';
import { anvilAccount } from '@/tooling/anvilAccounts';
import { testContract } from '@/tooling/contracts/contracts';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { QUERY_DEHYDRATE_OPTIONS } from './persistedQueries';

const OWNER = anvilAccount(0);

/** A loopback port nothing listens on: its connections are refused. */
const REFUSED_RPC_URL = 'http://127.0.0.1:1';

/** `count` addresses with no code on a fresh node (above the precompiles, which answer). */
const noCodeAddresses = (count: number): Address[] => Array.from({ length: count }, (_, index): Address => `0xc0de${index.toString(16).padStart(36, '0')}`);

/** `balanceOf(OWNER)` of each of `tokens` in one Multicall3 call, as `useTokenBalances` reads them. */
function readBalances(rpcUrl: string, tokens: readonly Address[]) {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  return client.multicall({
    contracts: tokens.map((address) => ({ address, abi: erc20Abi, functionName: 'balanceOf', args: [OWNER] }) as const),
    allowFailure: true,
    batchSize: 0,
    multicallAddress: MULTICALL3_ADDRESS,
  });
}

/** What the page would write to localStorage for a cache holding `data` under a wagmi `readContracts` key. */
function persistedState(data: unknown) {
  const client = new QueryClient();
  client.setQueryData(['readContracts', { chainId: 1 }], data);
  return dehydrate(client, QUERY_DEHYDRATE_OPTIONS);
}

describe('QUERY_DEHYDRATE_OPTIONS, on what viem answers', () => {
  const node = useAnvil({ chainId: 31337 });
  let token: Address;

  beforeAll(async () => {
    const client = createTestClient({ mode: 'anvil', transport: http(node().rpcUrl, { retryCount: 0 }) }).extend(publicActions).extend(walletActions);
    const { abi, bytecode } = testContract('TestToken');
    const hash = await client.deployContract({ abi: abi as Abi, bytecode: bytecode as Hex, args: ['Test USD', 'TUSD', 6], account: OWNER, chain: null });
    token = (await client.waitForTransactionReceipt({ hash })).contractAddress!;
  });

  it('keeps a batched read that reached the chain: its balances as read, each failed call without its error', async () => {
    const results = await readBalances(node().rpcUrl, [token, ...noCodeAddresses(2)]);
    expect(results.map(({ status }) => status)).toEqual(['success', 'failure', 'failure']);
    const { queries } = persistedState(results);
    expect(queries.map(({ state }) => state.data)).toEqual([[{ status: 'success', result: 0n }, { status: 'failure' }, { status: 'failure' }]]);
  });

  it('keeps a long list with failed calls small: a few bytes per call, not the batch written out once per call', async () => {
    const results = await readBalances(node().rpcUrl, noCodeAddresses(400));
    expect(results.every(({ status }) => status === 'failure')).toBe(true);
    expect(serialize(persistedState(results)).length).toBeLessThan(400 * 50);
  });

  it('drops a batched read that never reached the chain (connection refused): no answer to show on the next visit', async () => {
    const results = await readBalances(REFUSED_RPC_URL, [token, ...noCodeAddresses(400)]);
    expect(results.every(({ status }) => status === 'failure')).toBe(true);
    expect(persistedState(results).queries).toEqual([]);
  });

  it('keeps other data as it is, and never a query marked `meta: { persist: false }`', () => {
    const client = new QueryClient();
    client.setQueryData(['balance', { chainId: 1 }], { value: 10n, decimals: 18, symbol: 'ETH' });
    client.setQueryData(['emptyList'], []);
    client.getQueryCache().build(client, { queryKey: ['prices'], meta: { persist: false } }).setData([{ status: 'success', result: 1n }]);
    const { queries } = dehydrate(client, QUERY_DEHYDRATE_OPTIONS);
    expect(Object.fromEntries(queries.map(({ queryKey: [name], state }) => [String(name), state.data]))).toEqual({
      balance: { value: 10n, decimals: 18, symbol: 'ETH' },
      emptyList: [],
    });
  });
});
