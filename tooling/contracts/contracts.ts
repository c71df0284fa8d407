import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);

/**
 * A compiled contract: its ABI, creation bytecode, runtime bytecode (for
 * `anvil_setCode`), and the storage slot of each state variable by name
 * (for `anvil_setStorageAt`, where code is placed without its constructor).
 */
export type CompiledContract = { abi: Abi; bytecode: Hex; deployedBytecode: Hex; storageSlots: Readonly<Record<string, bigint>> };

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } }; storageLayout?: { storage: { label: string; slot: string }[] } }>
  >;
};

let compiled: Record<string, CompiledContract> | undefined;

/** The Solidity sources beside this file. */
const SOURCES = ['TestWallets.sol', 'TestToken.sol', 'TestUniversalResolver.sol', 'TestAvatarNft.sol', 'BatchExecutor.sol'] as const;

/** Contracts compiled as their npm packages ship them: Chainlink's mock data feed. */
const PACKAGE_SOURCES = ['@chainlink/contracts/src/v0.8/tests/MockV3Aggregator.sol'] as const;

/** The npm packages whose Solidity files may be imported. */
const IMPORTABLE_PACKAGES = ['@openzeppelin/contracts/', '@chainlink/contracts/'] as const;

/** The test contracts, by name. */
export type TestContractName =
  | 'ERC1271Wallet'
  | 'ERC1271WalletFactory'
  | 'AlwaysReverts'
  | 'TestToken'
  | 'TestUniversalResolver'
  | 'TestAvatarNft'
  | 'BatchExecutor'
  | 'MockV3Aggregator';

/**
 * Compiles the test contracts ({@link SOURCES}: `TestWallets.sol`,
 * `TestToken.sol`, `TestUniversalResolver.sol`, `TestAvatarNft.sol`,
 * `BatchExecutor.sol`; and {@link PACKAGE_SOURCES}: Chainlink's
 * `MockV3Aggregator`) with npm `solc` (the Solidity compiler as
 * WebAssembly, no download) once per process. `@openzeppelin/contracts/…`
 * and `@chainlink/contracts/…` imports are read from the installed npm
 * packages.
 *
 * @throws Error with the compiler's messages when compilation fails, or for an unknown name.
 */
export function testContract(name: TestContractName): CompiledContract {
  if (!compiled) {
    // solc ships CommonJS without types.
    const solc = require('solc') as { compile: (input: string, callbacks: { import: (path: string) => { contents: string } | { error: string } }) => string };
    const findImports = (path: string) => {
      if (!IMPORTABLE_PACKAGES.some((prefix) => path.startsWith(prefix))) return { error: `Only ${IMPORTABLE_PACKAGES.join(' and ')} imports are resolved, not ${path}.` };
      return { contents: readFileSync(require.resolve(path), 'utf8') };
    };
    const sources = Object.fromEntries([
      ...SOURCES.map((file) => [file, { content: readFileSync(new URL(`./${file}`, import.meta.url), 'utf8') }]),
      ...PACKAGE_SOURCES.map((path) => [path, { content: readFileSync(require.resolve(path), 'utf8') }]),
    ]);
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources,
          settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'storageLayout'] } } },
        }),
        { import: findImports },
      ),
    ) as SolcOutput;
    const errors = output.errors?.filter((error) => error.severity === 'error') ?? [];
    if (errors.length) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
    compiled = Object.fromEntries(
      [...SOURCES, ...PACKAGE_SOURCES].flatMap((file) =>
        Object.entries(output.contracts[file] ?? {}).map(([contract, { abi, evm, storageLayout }]) => [
          contract,
          {
            abi,
            bytecode: `0x${evm.bytecode.object}` as Hex,
            deployedBytecode: `0x${evm.deployedBytecode.object}` as Hex,
            storageSlots: Object.fromEntries((storageLayout?.storage ?? []).map(({ label, slot }) => [label, BigInt(slot)])),
          },
        ]),
      ),
    );
  }
  const contract = compiled[name];
  if (!contract) throw new Error(`No contract ${name} in ${[...SOURCES, ...PACKAGE_SOURCES].join(', ')}.`);
  return contract;
}
