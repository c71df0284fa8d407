import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);

/** A compiled contract: its ABI, creation bytecode and runtime bytecode (for `anvil_setCode`). */
export type CompiledContract = { abi: Abi; bytecode: Hex; deployedBytecode: Hex };

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>;
};

let compiled: Record<string, CompiledContract> | undefined;

/** The Solidity sources beside this file. */
const SOURCES = ['TestWallets.sol', 'TestToken.sol', 'TestUniversalResolver.sol', 'TestAvatarNft.sol', 'BatchExecutor.sol'] as const;

/** The test contracts, by name. */
export type TestContractName =
  | 'ERC1271Wallet'
  | 'ERC1271WalletFactory'
  | 'AlwaysReverts'
  | 'TestToken'
  | 'TestUniversalResolver'
  | 'TestAvatarNft'
  | 'BatchExecutor';

/**
 * Compiles the test contracts ({@link SOURCES}: `TestWallets.sol`,
 * `TestToken.sol`, `TestUniversalResolver.sol`, `TestAvatarNft.sol`,
 * `BatchExecutor.sol`) with npm `solc` (the Solidity compiler as
 * WebAssembly, no download) once per process. `@openzeppelin/contracts/…`
 * imports are read from the installed npm package.
 *
 * @throws Error with the compiler's messages when compilation fails, or for an unknown name.
 */
export function testContract(name: TestContractName): CompiledContract {
  if (!compiled) {
    // solc ships CommonJS without types.
    const solc = require('solc') as { compile: (input: string, callbacks: { import: (path: string) => { contents: string } | { error: string } }) => string };
    const findImports = (path: string) => {
      if (!path.startsWith('@openzeppelin/contracts/')) return { error: `Only @openzeppelin/contracts imports are resolved, not ${path}.` };
      return { contents: readFileSync(require.resolve(path), 'utf8') };
    };
    const sources = Object.fromEntries(SOURCES.map((file) => [file, { content: readFileSync(new URL(`./${file}`, import.meta.url), 'utf8') }]));
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources,
          settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } } },
        }),
        { import: findImports },
      ),
    ) as SolcOutput;
    const errors = output.errors?.filter((error) => error.severity === 'error') ?? [];
    if (errors.length) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
    compiled = Object.fromEntries(
      SOURCES.flatMap((file) =>
        Object.entries(output.contracts[file] ?? {}).map(([contract, { abi, evm }]) => [
          contract,
          { abi, bytecode: `0x${evm.bytecode.object}` as Hex, deployedBytecode: `0x${evm.deployedBytecode.object}` as Hex },
        ]),
      ),
    );
  }
  const contract = compiled[name];
  if (!contract) throw new Error(`No contract ${name} in ${SOURCES.join(', ')}.`);
  return contract;
}
