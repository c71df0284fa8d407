import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);

/** The source the public resolver is compiled from, as npm `@ensdomains/resolver` ships it. */
const PUBLIC_RESOLVER_SOURCE = '@ensdomains/resolver/contracts/PublicResolver.sol';

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
};

/** solc's JavaScript API (npm `solc`, here 0.7.6 under the alias `solc-0.7`): CommonJS without types. */
type Solc = { compile: (input: string, callbacks: { import: (path: string) => { contents: string } | { error: string } }) => string };

let compiled: { abi: Abi; bytecode: Hex } | undefined;

/**
 * ENS's `PublicResolver`, compiled from npm `@ensdomains/resolver`'s
 * sources (Solidity ^0.7.4) with npm `solc` 0.7.6 (the alias `solc-0.7`;
 * WebAssembly, no download), the optimiser on as ENS deploys it, once per
 * process. Its imports (`@ensdomains/ens`, `@ensdomains/dnssec-oracle`,
 * `@ensdomains/buffer`) are read from `node_modules`.
 *
 * @throws {Error} with the compiler's messages when compilation fails.
 */
export function publicResolverContract(): { abi: Abi; bytecode: Hex } {
  if (compiled) return compiled;
  const solc = require('solc-0.7') as Solc;
  const input = {
    language: 'Solidity',
    sources: { [PUBLIC_RESOLVER_SOURCE]: { content: readFileSync(require.resolve(PUBLIC_RESOLVER_SOURCE), 'utf8') } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { [PUBLIC_RESOLVER_SOURCE]: { PublicResolver: ['abi', 'evm.bytecode.object'] } } },
  };
  const readImport = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') };
    } catch (error) {
      return { error: `${path}: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as SolcOutput;
  const errors = output.errors?.filter((error) => error.severity === 'error') ?? [];
  if (errors.length) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const contract = output.contracts?.[PUBLIC_RESOLVER_SOURCE]?.PublicResolver;
  if (!contract) throw new Error(`solc 0.7 gave no PublicResolver for ${PUBLIC_RESOLVER_SOURCE}.`);
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}
