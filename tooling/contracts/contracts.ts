import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);

/** A compiled contract: its ABI and creation bytecode. */
export type CompiledContract = { abi: Abi; bytecode: Hex };

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
};

let compiled: Record<string, CompiledContract> | undefined;

/**
 * Compiles `TestWallets.sol` (beside this file) with npm `solc` (the Solidity
 * compiler as WebAssembly, no download) once per process.
 *
 * @param name - `ERC1271Wallet`, `ERC1271WalletFactory` or `AlwaysReverts`.
 * @throws Error with the compiler's messages when compilation fails, or for an unknown name.
 */
export function testContract(name: 'ERC1271Wallet' | 'ERC1271WalletFactory' | 'AlwaysReverts'): CompiledContract {
  if (!compiled) {
    // solc ships CommonJS without types.
    const solc = require('solc') as { compile: (input: string) => string };
    const source = readFileSync(new URL('./TestWallets.sol', import.meta.url), 'utf8');
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: { 'TestWallets.sol': { content: source } },
          settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
        }),
      ),
    ) as SolcOutput;
    const errors = output.errors?.filter((error) => error.severity === 'error') ?? [];
    if (errors.length) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
    compiled = Object.fromEntries(
      Object.entries(output.contracts['TestWallets.sol'] ?? {}).map(([contract, { abi, evm }]) => [
        contract,
        { abi, bytecode: `0x${evm.bytecode.object}` as Hex },
      ]),
    );
  }
  const contract = compiled[name];
  if (!contract) throw new Error(`No contract ${name} in TestWallets.sol.`);
  return contract;
}
