import { createPublicClient, http, parseUnits, type Address } from 'viem';
import { base, mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { anvilAccount } from '@/tooling/anvilAccounts';
import { placeEthereumFeeds, placePriceFeed, setFeedRound } from '@/tooling/priceFeeds';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { feedReadsFor, latestRoundDataCalls, resolveChainPrices, toFeedReadResults, type ChainPrices } from './chainPrices';
import type { FiatCurrency } from './fiatCurrency';
import { FIAT_FEEDS, PRICE_FEEDS, SEQUENCER_GRACE_PERIOD_SECONDS } from './priceFeeds';

const FROM = anvilAccount(0);
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const NO_FEED_TOKEN: Address = '0x000000000000000000000000000000000000dEaD';
const ETH_USD = PRICE_FEEDS[mainnet.id]!.native!;

/** Reads every feed of `chainId` for `currency` from the node at `rpcUrl` in one Multicall3 call, as the app does, and judges the answers at `nowSeconds`. */
async function readPrices(rpcUrl: string, chainId: number, currency: FiatCurrency, nowSeconds: number): Promise<ChainPrices> {
  const client = createPublicClient({ chain: chainId === base.id ? base : mainnet, transport: http(rpcUrl, { retryCount: 0 }) });
  const calls = latestRoundDataCalls(feedReadsFor(chainId, currency)).map(({ address, abi, functionName }) => ({ address, abi, functionName }));
  const results = await client.multicall({ contracts: calls, allowFailure: true });
  return resolveChainPrices({ chainId, currency, results: toFeedReadResults(results), nowSeconds });
}

describe('prices read on a real anvil node standing in for Ethereum, from Chainlink’s own mock feed', () => {
  const node = useAnvil({ chainId: mainnet.id });
  const now = () => Math.floor(Date.now() / 1000);

  it('gives ETH and a listed token in USD or EUR; a token without a feed has none', async () => {
    await placeEthereumFeeds(node().rpcUrl, FROM);
    const inEur = await readPrices(node().rpcUrl, mainnet.id, 'EUR', now());
    expect(inEur.priceOf(null)).toEqual({ assetPrice: { answer: parseUnits('3000', 8), decimals: 8 }, currencyPrice: { answer: parseUnits('1.08', 8), decimals: 8 } });
    expect(inEur.priceOf(USDC)).toMatchObject({ assetPrice: { answer: parseUnits('1', 8) } });
    expect(inEur.priceOf(NO_FEED_TOKEN)).toEqual({ problem: 'noFeed' });
    expect((await readPrices(node().rpcUrl, mainnet.id, 'USD', now())).priceOf(null)).toMatchObject({ currencyPrice: { answer: 1n, decimals: 0 } });
  });

  it('shows nothing for an answer older than its heartbeat, zero or negative, or from an incomplete round', async () => {
    const at = now();
    await setFeedRound(node().rpcUrl, ETH_USD.address, { answer: parseUnits('3000', 8), updatedAt: BigInt(at - ETH_USD.heartbeatSeconds) }, FROM);
    expect((await readPrices(node().rpcUrl, mainnet.id, 'USD', at)).priceOf(null)).toMatchObject({ assetPrice: {} });
    expect((await readPrices(node().rpcUrl, mainnet.id, 'USD', at + 1)).priceOf(null)).toEqual({ problem: 'stale' });
    await setFeedRound(node().rpcUrl, ETH_USD.address, { answer: 0n }, FROM);
    expect((await readPrices(node().rpcUrl, mainnet.id, 'USD', now())).priceOf(null)).toEqual({ problem: 'nonPositive' });
    await setFeedRound(node().rpcUrl, ETH_USD.address, { answer: -1n }, FROM);
    expect((await readPrices(node().rpcUrl, mainnet.id, 'USD', now())).priceOf(null)).toEqual({ problem: 'nonPositive' });
    await setFeedRound(node().rpcUrl, ETH_USD.address, { answer: parseUnits('3000', 8), updatedAt: 0n }, FROM);
    expect((await readPrices(node().rpcUrl, mainnet.id, 'USD', now())).priceOf(null)).toEqual({ problem: 'incompleteRound' });
    await setFeedRound(node().rpcUrl, ETH_USD.address, { answer: parseUnits('3000', 8) }, FROM);
    expect((await readPrices(node().rpcUrl, mainnet.id, 'USD', now())).priceOf(null)).toMatchObject({ assetPrice: {} });
  });

  it('shows nothing in a currency whose own feed is stale, while USD still shows', async () => {
    const eur = FIAT_FEEDS.EUR;
    await setFeedRound(node().rpcUrl, eur.address, { answer: parseUnits('1.08', 8), updatedAt: BigInt(now() - eur.heartbeatSeconds - 60) }, FROM);
    expect((await readPrices(node().rpcUrl, mainnet.id, 'EUR', now())).priceOf(USDC)).toEqual({ problem: 'stale' });
    expect((await readPrices(node().rpcUrl, mainnet.id, 'USD', now())).priceOf(USDC)).toMatchObject({ assetPrice: {} });
  });
});

describe('prices on an L2 (a real anvil node with Base’s chain id)', () => {
  const node = useAnvil({ chainId: base.id });
  const feeds = PRICE_FEEDS[base.id]!;
  const now = () => Math.floor(Date.now() / 1000);

  it('count only while the sequencer uptime feed says up, past its grace period', async () => {
    const longAgo = BigInt(now() - SEQUENCER_GRACE_PERIOD_SECONDS - 1);
    await placePriceFeed(node().rpcUrl, feeds.native!, { answer: parseUnits('3000', 8) }, FROM);
    await placePriceFeed(node().rpcUrl, { address: feeds.sequencerUptime!, decimals: 0 }, { answer: 0n, startedAt: longAgo, updatedAt: longAgo }, FROM);
    const up = await readPrices(node().rpcUrl, base.id, 'USD', now());
    expect(up.priceOf(null)).toMatchObject({ assetPrice: { answer: parseUnits('3000', 8) } });
    // Its USDC feed was never placed: no contract answers there.
    expect(up.priceOf('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')).toEqual({ problem: 'unreadable' });

    await setFeedRound(node().rpcUrl, feeds.sequencerUptime!, { answer: 1n }, FROM);
    expect((await readPrices(node().rpcUrl, base.id, 'USD', now())).priceOf(null)).toEqual({ problem: 'sequencerDown' });
    await setFeedRound(node().rpcUrl, feeds.sequencerUptime!, { answer: 0n, startedAt: BigInt(now() - 60) }, FROM);
    expect((await readPrices(node().rpcUrl, base.id, 'USD', now())).priceOf(null)).toEqual({ problem: 'sequencerGracePeriod' });
    await setFeedRound(node().rpcUrl, feeds.sequencerUptime!, { answer: 0n, startedAt: 0n, updatedAt: BigInt(now()) }, FROM);
    expect((await readPrices(node().rpcUrl, base.id, 'USD', now())).priceOf(null)).toEqual({ problem: 'sequencerDown' });
  });
});
