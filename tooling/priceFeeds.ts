import { createPublicClient, createTestClient, createWalletClient, http, numberToHex, parseUnits, type Address } from 'viem';
import { FIAT_FEEDS, PRICE_FEEDS, type PriceFeed } from '../lib/prices/priceFeeds';
import { testContract } from './contracts/contracts';

/** A round to set on a mock feed. Times are Unix seconds; `updatedAt` and `startedAt` default to now (this machine's clock, which the app's checks use too). */
export type MockFeedRound = {
  /** The feed's answer, in its own decimals: `parseUnits('3000', 8)` for $3,000. */
  answer: bigint;
  updatedAt?: bigint;
  startedAt?: bigint;
  /** Default: one more than the feed's latest round. */
  roundId?: bigint;
};

/**
 * Sets the latest round of the `MockV3Aggregator` at `address` on the
 * node at `rpcUrl` (its `updateRoundData`), sent by `from`, an account the
 * node holds unlocked; resolves once mined.
 *
 * @throws Error when the transaction reverts.
 */
export async function setFeedRound(rpcUrl: string, address: Address, round: MockFeedRound, from: Address): Promise<void> {
  const { abi } = testContract('MockV3Aggregator');
  const transport = http(rpcUrl, { retryCount: 0 });
  const node = createPublicClient({ transport });
  const now = BigInt(Math.floor(Date.now() / 1000));
  const latest = (await node.readContract({ address, abi, functionName: 'latestRound' })) as bigint;
  const hash = await createWalletClient({ transport }).writeContract({
    address,
    abi,
    functionName: 'updateRoundData',
    args: [round.roundId ?? latest + 1n, round.answer, round.updatedAt ?? now, round.startedAt ?? round.updatedAt ?? now],
    account: from,
    chain: null,
  });
  const receipt = await node.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`updateRoundData on the mock feed at ${address} reverted (${hash}).`);
}

/**
 * Places Chainlink's own mock feed (`MockV3Aggregator`, npm
 * `@chainlink/contracts`) at `feed.address` on the node at `rpcUrl`, with
 * the feed's decimals, and sets its first round (see {@link setFeedRound}).
 */
export async function placePriceFeed(rpcUrl: string, feed: Pick<PriceFeed, 'address' | 'decimals'>, round: MockFeedRound, from: Address): Promise<void> {
  const { deployedBytecode, storageSlots } = testContract('MockV3Aggregator');
  const decimalsSlot = storageSlots.decimals;
  if (decimalsSlot === undefined) throw new Error('MockV3Aggregator has no `decimals` in its storage layout.');
  const node = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) });
  await node.setCode({ address: feed.address, bytecode: deployedBytecode });
  // The constructor does not run for placed code: its one argument that the rounds do not set.
  await node.setStorageAt({ address: feed.address, index: numberToHex(decimalsSlot, { size: 32 }), value: numberToHex(feed.decimals, { size: 32 }) });
  await setFeedRound(rpcUrl, feed.address, round, from);
}

/**
 * The prices `npm run dev` gives the local Ethereum node, in USD: round
 * figures near real ones, so that every fiat figure looks as it would.
 */
const DEV_USD_PRICES: Readonly<Record<string, string>> = {
  'ETH / USD': '3000',
  'USDC / USD': '1',
  'USDT / USD': '1',
  'DAI / USD': '1',
  'LINK / USD': '15',
  'EUR / USD': '1.08',
  'GBP / USD': '1.27',
  'JPY / USD': '0.0067',
  'CNY / USD': '0.138',
};

/** Every feed Chainlink has on Ethereum that the app reads: its assets' and the fiat conversions, each once. */
function ethereumFeeds(): PriceFeed[] {
  const feeds = [PRICE_FEEDS[1]?.native, ...Object.values(PRICE_FEEDS[1]?.tokens ?? {}), ...Object.values(FIAT_FEEDS)].filter((feed) => feed !== undefined);
  return [...new Map(feeds.map((feed) => [feed.address, feed])).values()];
}

/**
 * Places every feed of {@link ethereumFeeds} on the node at `rpcUrl` (a
 * stand-in for chain 1) at Chainlink's own addresses, answering
 * {@link DEV_USD_PRICES} as of now.
 */
export async function placeEthereumFeeds(rpcUrl: string, from: Address): Promise<void> {
  for (const feed of ethereumFeeds()) {
    const price = DEV_USD_PRICES[feed.pair];
    if (price === undefined) throw new Error(`No development price for ${feed.pair}.`);
    await placePriceFeed(rpcUrl, feed, { answer: parseUnits(price, feed.decimals) }, from);
  }
}

/**
 * Answers every feed of {@link ethereumFeeds} again with its
 * {@link DEV_USD_PRICES} price as of now: `npm run dev` does so well within
 * the shortest heartbeat, so its figures never go stale.
 */
export async function refreshEthereumFeeds(rpcUrl: string, from: Address): Promise<void> {
  for (const feed of ethereumFeeds()) {
    await setFeedRound(rpcUrl, feed.address, { answer: parseUnits(DEV_USD_PRICES[feed.pair] ?? '0', feed.decimals) }, from);
  }
}
