/**
 * `npm run dev`: the embedded development default. Starts three local anvil
 * nodes, Anvil (31337), Localhost (1337) and a local stand-in for Ethereum
 * (chain id 1), and the Next dev server configured for them, so a fresh
 * clone runs with no wallet extension and no internet: connect the Dev
 * Wallet (anvil's first account, 10,000 ETH on each).
 * The local Ethereum node gets ENS (`tooling/ens/deployEns.ts`): the Dev
 * Wallet's account is `dev.eth`, and `alice.eth`, `bob.eth` and `carol.eth`
 * resolve in the send form (`tooling/ens/ensFixture.ts`). Names live on
 * chain 1 because that is where RainbowKit's modals read them: the header
 * and the kit's Account modal show the same name and avatar. It also gets
 * Chainlink's mock price feeds at the real feeds' addresses
 * (`tooling/priceFeeds.ts`), so amounts there show their fiat value.
 * On the Anvil chain the Dev Wallet's account is delegated (EIP-7702) to an
 * ERC-7821 batch executor (`tooling/contracts/delegateToBatchExecutor.ts`), so it pays
 * several people in one atomic transaction there (EIP-5792); on Localhost
 * it is not, so the one-payment-at-a-time path can be tried too.
 *
 * Environment:
 * - `PORT` (default 3000): the dev server's port.
 * - `DEV_ANVIL_PORT_31337` (default 8545), `DEV_ANVIL_PORT_1337` (default 8546),
 *   `DEV_ANVIL_PORT_1` (default 8547).
 *
 * Seeds `.env.local` from `.env.example` when missing. Ctrl-C (SIGINT) or
 * SIGTERM stops every process it started; so does the dev server exiting.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createTestClient, http, parseEther } from 'viem';
import { setBalance } from 'viem/actions';
import { anvil, localhost, mainnet } from 'viem/chains';
import { startAnvil, type AnvilNode } from '../tooling/anvil';
import { delegateToBatchExecutor } from '../tooling/contracts/delegateToBatchExecutor';
import { deployEns } from '../tooling/ens/deployEns';
import { devAvatarDataUrl } from '../tooling/ens/devAvatar';
import { devEnsNames } from '../tooling/ens/ensFixture';
import { anvilAccount } from '../tooling/anvilAccounts';
import { placeEthereumFeeds, refreshEthereumFeeds } from '../tooling/priceFeeds';

const require = createRequire(import.meta.url);

if (!existsSync('.env.local')) {
  copyFileSync('.env.example', '.env.local');
  console.log('Created .env.local from .env.example.');
}

const port = process.env.PORT || '3000';

/** The anvil account that answers the mock price feeds: the last of anvil's ten, which no Dev Wallet uses. */
const DEV_FEEDS_ACCOUNT_INDEX = 9;

/** How often the mock price feeds are answered again, ms: 20 minutes. */
const DEV_FEEDS_REFRESH_MS = 20 * 60_000;
const nodes: AnvilNode[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await Promise.all(nodes.map((node) => node.stop()));
  }
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(130));
process.on('SIGTERM', () => void stopAll(143));

try {
  for (const [chain, variable, fallback] of [
    [anvil, 'DEV_ANVIL_PORT_31337', 8545],
    [localhost, 'DEV_ANVIL_PORT_1337', 8546],
    [mainnet, 'DEV_ANVIL_PORT_1', 8547],
  ] as const) {
    const node = await startAnvil({ chainId: chain.id, port: Number(process.env[variable] || fallback) });
    nodes.push(node);
    console.log(`${chain.id === mainnet.id ? 'Local Ethereum' : chain.name} (chain ${chain.id}) node: ${node.rpcUrl}`);
  }
  const [batchNode] = nodes;
  if (batchNode) {
    const devWallet = await delegateToBatchExecutor({ rpcUrl: batchNode.rpcUrl, accountIndex: 0 });
    // The delegation's fee came out of the Dev Wallet's balance: put it back, so a newcomer sees the round 10,000 ETH the README promises.
    await setBalance(createTestClient({ transport: http(batchNode.rpcUrl), mode: 'anvil' }), { address: devWallet, value: parseEther('10000') });
    console.log('The Dev Wallet batches payments atomically on the Anvil chain (EIP-5792, EIP-7702), one at a time on Localhost.');
  }
  // Names are read on Ethereum when it is configured (lib/config/ensChain.ts), as the kit reads them.
  const ensNode = nodes[2];
  if (ensNode) {
    await deployEns({ rpcUrl: ensNode.rpcUrl, ...devEnsNames(await devAvatarDataUrl()) });
    console.log('ENS on the local Ethereum node: the Dev Wallet is dev.eth.');
    await placeEthereumFeeds(ensNode.rpcUrl, anvilAccount(DEV_FEEDS_ACCOUNT_INDEX));
    // Answered again well within the shortest heartbeat (an hour), so no figure goes stale.
    setInterval(() => void refreshEthereumFeeds(ensNode.rpcUrl, anvilAccount(DEV_FEEDS_ACCOUNT_INDEX)).catch((error: unknown) => console.error(error)), DEV_FEEDS_REFRESH_MS).unref();
    console.log('Chainlink price feeds on the local Ethereum node: ETH at $3,000 (tooling/priceFeeds.ts).');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}

const [anvilNode, localhostNode, ethereumNode] = nodes as [AnvilNode, AnvilNode, AnvilNode];
const next = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '-p', port], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_PUBLIC_CHAINS: `${anvil.id},${localhost.id},${mainnet.id}`,
    NEXT_PUBLIC_RPC_URL_31337: anvilNode.rpcUrl,
    NEXT_PUBLIC_RPC_URL_1337: localhostNode.rpcUrl,
    NEXT_PUBLIC_RPC_URL_1: ethereumNode.rpcUrl,
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
// Ctrl-C reaches the dev server through the terminal's process group; on
// SIGTERM to this process alone, pass it on.
process.on('SIGTERM', () => next.kill('SIGTERM'));
next.on('exit', (code) => void stopAll(code ?? 0));
