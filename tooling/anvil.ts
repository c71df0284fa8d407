/**
 * Starts local anvil nodes (npm `@foundry-rs/anvil`) for `npm run dev`, the
 * e2e suite and the benchmark, and makes them look like real chains where the
 * app cares: Multicall3 is placed at its canonical address, as on mainnet and
 * Sepolia, so that wagmi's batched reads work.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTestClient, http, publicActions, type Hex } from 'viem';
import { MULTICALL3_ADDRESS } from '../lib/config/chains';

const require = createRequire(import.meta.url);

/**
 * Creation bytecode of Multicall3, as viem ships it for deployless reads
 * (`viem/constants` `multicall3Bytecode`, not in viem's public exports).
 */
const { multicall3Bytecode } = require(
  path.join(path.dirname(require.resolve('viem/package.json')), '_cjs/constants/contracts.js'),
) as { multicall3Bytecode: Hex };

/** Parameters of {@link startAnvil}. */
export type StartAnvilParameters = {
  /** EIP-155 chain id the node reports. */
  chainId: number;
  /** Port on 127.0.0.1; `0` or unset picks a free one. */
  port?: number;
  /** Seconds between blocks; unset mines on every transaction. */
  blockTime?: number;
  /** Unlocked test accounts, each with 10,000 ETH (anvil `--accounts`); default anvil's 10. */
  accounts?: number;
  /** Called with each line the node prints (for logs); default: dropped. */
  onOutput?: (line: string) => void;
  /** Keep only the state of this many recent blocks (anvil `--prune-history`), as most full nodes do; default: all. */
  pruneHistory?: number;
};

/** A running anvil node. */
export type AnvilNode = {
  chainId: number;
  port: number;
  /** `http://127.0.0.1:<port>`. */
  rpcUrl: string;
  process: ChildProcess;
  /** Stops the node (SIGTERM) and resolves when it has exited. */
  stop: () => Promise<void>;
};

/** Thrown when an anvil node does not come up; says why and on which port. */
export class AnvilStartError extends Error {
  override name = 'AnvilStartError';
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Whether `line` of anvil's output is the name of a JSON-RPC method it
 * was asked for (`eth_call`, `eth_chainId`…): anvil prints one such line
 * per call, batch members included, so counting them counts the calls a
 * node served.
 */
export function isRpcMethodLine(line: string): boolean {
  return /^[a-z0-9]+_[A-Za-z0-9]+$/.test(line.trim());
}

/** Resolves when nothing listens on `port` any more, i.e. it can be bound. */
async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Starts an anvil node on 127.0.0.1, waits until it answers JSON-RPC (at most
 * 20,000 ms), and places Multicall3 at {@link MULTICALL3_ADDRESS}.
 * Its ten test accounts hold 10,000 ETH each and are unlocked.
 *
 * @throws {AnvilStartError} when the port is taken or the node does not answer.
 */
export async function startAnvil({ chainId, port = 0, blockTime, accounts, onOutput, pruneHistory }: StartAnvilParameters): Promise<AnvilNode> {
  const chosenPort = port || (await getFreePort());
  if (port && !(await isPortFree(port))) {
    throw new AnvilStartError(`Port ${port} is already in use: stop whatever listens there, or free it for the chain ${chainId} node.`);
  }
  const args = ['--host', '127.0.0.1', '--port', String(chosenPort), '--chain-id', String(chainId)];
  if (blockTime !== undefined) args.push('--block-time', String(blockTime));
  if (accounts !== undefined) args.push('--accounts', String(accounts));
  if (pruneHistory !== undefined) args.push('--prune-history', String(pruneHistory));
  const binary = require.resolve('@foundry-rs/anvil/bin.mjs');
  const child = spawn(process.execPath, [binary, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      output.push(line);
      if (output.length > 50) output.shift();
      onOutput?.(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const rpcUrl = `http://127.0.0.1:${chosenPort}`;
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions);
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new AnvilStartError(`anvil (chain ${chainId}, port ${chosenPort}) exited with code ${child.exitCode}:\n${output.join('\n')}`);
    }
    try {
      await client.getChainId();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new AnvilStartError(`anvil (chain ${chainId}) did not answer on ${rpcUrl} within 20 s:\n${output.join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  // eth_call of creation code returns the runtime code it would deploy.
  const { data: runtimeCode } = await client.call({ data: multicall3Bytecode });
  if (!runtimeCode) throw new AnvilStartError('Multicall3 creation code returned no runtime code.');
  await client.setCode({ address: MULTICALL3_ADDRESS, bytecode: runtimeCode });

  return {
    chainId,
    port: chosenPort,
    rpcUrl,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
