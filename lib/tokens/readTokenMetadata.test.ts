import { enText } from '@/tooling/vitest/messages';
import { describe, expect, it } from 'vitest';
import { createTestClient, http, publicActions, walletActions, type Abi, type Address, type Hex } from 'viem';
import { testContract } from '@/tooling/contracts/contracts';
import { anvilAccount } from '@/tooling/anvilAccounts';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { NotAnErc20Error, readTokenMetadata } from './readTokenMetadata';

describe('readTokenMetadata on a real anvil node', () => {
  const node = useAnvil({ chainId: 31337 });
  const client = () =>
    createTestClient({ mode: 'anvil', transport: http(node().rpcUrl, { retryCount: 0 }) })
      .extend(publicActions)
      .extend(walletActions);

  async function deploy(name: 'TestToken' | 'AlwaysReverts', args: readonly unknown[] = []): Promise<Address> {
    const { abi, bytecode } = testContract(name);
    const hash = await client().deployContract({ abi: abi as Abi, bytecode: bytecode as Hex, args, account: anvilAccount(0), chain: null });
    const receipt = await client().waitForTransactionReceipt({ hash });
    return receipt.contractAddress!;
  }

  it("reads a token's name, symbol and decimals", async () => {
    const address = await deploy('TestToken', ['Test USD', 'TUSD', 6]);
    expect(await readTokenMetadata(client(), { chainId: 31337, address })).toEqual({ chainId: 31337, address, name: 'Test USD', symbol: 'TUSD', decimals: 6 });
  });

  it.each([
    ['an account with no code', async () => anvilAccount(3), 'there is no contract at this address'],
    ['a contract that is no token', async () => deploy('AlwaysReverts'), 'the contract does not answer name(), symbol() and decimals()'],
    ['a token whose symbol is 33 characters', async () => deploy('TestToken', ['Long', 'X'.repeat(33), 18]), 'its symbol is longer than 32 characters'],
  ])('refuses %s, with the reason', async (_what, address, reason) => {
    const error = await readTokenMetadata(client(), { chainId: 31337, address: await address() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotAnErc20Error);
    expect(enText((error as NotAnErc20Error).reason)).toBe(reason);
  });
});
