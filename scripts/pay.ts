/**
 * `npm run pay -- '<ethereum: URI>' [--account <index>] [--mine <blocks>]`:
 * pays a request's wallet link (EIP-681) from one of anvil's accounts
 * (default 1, Dev Wallet 2), straight to the `npm run dev` node of the
 * link's chain, as a phone wallet that scanned it would: nothing tells the
 * app, whose watcher finds the payment (`docs/requests.md`). `--mine`
 * mines that many blocks after it (`anvil_mine`): 64 make it final.
 *
 * Environment: `DEV_ANVIL_PORT_31337`, `DEV_ANVIL_PORT_1337`,
 * `DEV_ANVIL_PORT_1`, as for `npm run dev`.
 */
import { parseArgs } from 'node:util';
import { createTestClient, http } from 'viem';
import { mine } from 'viem/actions';
import { parsePaymentUri } from '../lib/requests/paymentUri';
import { payPaymentUri } from '../tooling/payPaymentUri';

/** `npm run dev`'s nodes: chain id, the variable that moves its port, and its default port. */
const DEV_NODES: Record<number, [string, number]> = { 31337: ['DEV_ANVIL_PORT_31337', 8545], 1337: ['DEV_ANVIL_PORT_1337', 8546], 1: ['DEV_ANVIL_PORT_1', 8547] };

try {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { account: { type: 'string', default: '1' }, mine: { type: 'string', default: '0' } } });
  const [uri] = positionals;
  if (!uri) throw new Error("Give the request's wallet link: npm run pay -- 'ethereum:0x…@31337?value=…'");
  const chainId = parsePaymentUri(uri).chainId ?? 31337;
  const node = DEV_NODES[chainId];
  if (!node) throw new Error(`Chain ${chainId} is not one of npm run dev's nodes (31337, 1337, 1).`);
  const rpcUrl = `http://127.0.0.1:${process.env[node[0]] || node[1]}`;
  const hash = await payPaymentUri({ uri, rpcUrl, accountIndex: Number(values.account) });
  console.log(`Paid from anvil account ${values.account} on chain ${chainId}: ${hash}`);
  const blocks = Number(values.mine);
  if (blocks > 0) {
    await mine(createTestClient({ mode: 'anvil', transport: http(rpcUrl) }), { blocks });
    console.log(`Mined ${blocks} blocks after it.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
