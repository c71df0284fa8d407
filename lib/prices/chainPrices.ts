import { parseAbi, type Address } from 'viem';
import { checkPrice, checkSequencer, type CheckedPrice, type PriceProblem, type RoundData } from './feedAnswer';
import type { FiatCurrency } from './fiatCurrency';
import { FIAT_FEEDS, FIAT_FEEDS_CHAIN_ID, PRICE_FEEDS, priceFeedOf, type PriceFeed } from './priceFeeds';
import { ONE_USD, type UsdPrice } from './fiatValue';

/** The one function of Chainlink's `AggregatorV3Interface` the app calls. */
const LATEST_ROUND_DATA_ABI = parseAbi(['function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)']);

/** One `latestRoundData()` call: which chain, which contract. */
export type FeedRead = { chainId: number; address: Address };

/** What one {@link FeedRead} gave: its round, or nothing when the call failed. */
export type FeedReadResult = RoundData | undefined;

/**
 * The feeds to read for figures in `currency` of assets on `chainId`, in
 * this order: the chain's L2 sequencer uptime feed (where it has one), the
 * native currency's and every token's USD feed, then the currency's USD
 * feed on Ethereum (not for USD). Empty when the chain has no feed.
 */
export function feedReadsFor(chainId: number, currency: FiatCurrency): FeedRead[] {
  const feeds = PRICE_FEEDS[chainId];
  if (!feeds) return [];
  const assetFeeds = [...new Set([feeds.native, ...Object.values(feeds.tokens)].filter((feed) => feed !== undefined).map((feed) => feed.address))];
  return [
    ...(feeds.sequencerUptime ? [{ chainId, address: feeds.sequencerUptime }] : []),
    ...assetFeeds.map((address) => ({ chainId, address })),
    ...(currency === 'USD' ? [] : [{ chainId: FIAT_FEEDS_CHAIN_ID, address: FIAT_FEEDS[currency].address }]),
  ];
}

/** {@link FeedRead}s as contract calls for viem's `multicall` and wagmi's `useReadContracts`. */
export function latestRoundDataCalls(reads: readonly FeedRead[]) {
  return reads.map(({ chainId, address }) => ({ chainId, address, abi: LATEST_ROUND_DATA_ABI, functionName: 'latestRoundData' }) as const);
}

/** The answers of {@link latestRoundDataCalls} made with `allowFailure: true`: each round, or `undefined` for a call that failed. */
export function toFeedReadResults(results: readonly { status: 'success' | 'failure'; result?: unknown }[]): FeedReadResult[] {
  return results.map((result) => (result.status === 'success' ? (result.result as RoundData) : undefined));
}

/** An asset's price in the chosen currency: both its USD price and the currency's, or why there is none. */
type AssetPrice = { assetPrice: UsdPrice; currencyPrice: UsdPrice; problem?: undefined } | { problem: PriceProblem };

/** The prices of one chain's assets in one currency, as read at one moment. */
export type ChainPrices = {
  /** The price of `token` (`null` for the native currency). */
  priceOf: (token: Address | null) => AssetPrice;
};

/** Parameters of {@link resolveChainPrices}. */
export type ResolveChainPricesParameters = {
  chainId: number;
  currency: FiatCurrency;
  /** The results of {@link feedReadsFor}`(chainId, currency)`, in its order. */
  results: readonly FeedReadResult[];
  /** Unix seconds: the moment the answers are judged at. */
  nowSeconds: number;
};

/**
 * Applies every rule of `lib/prices/feedAnswer.ts` to the answers of
 * {@link feedReadsFor}: an asset has a price only when its feed exists on
 * the chain and answered well, the sequencer (on an L2) is up past its
 * grace period, and the currency's own feed answered well too.
 */
export function resolveChainPrices({ chainId, currency, results, nowSeconds }: ResolveChainPricesParameters): ChainPrices {
  const feeds = PRICE_FEEDS[chainId];
  const reads = feedReadsFor(chainId, currency);
  const resultOf = (address: Address, readChainId = chainId) => results[reads.findIndex((read) => read.chainId === readChainId && read.address === address)];
  const checked = (feed: PriceFeed, result: FeedReadResult): CheckedPrice => (result ? checkPrice(feed, result, nowSeconds) : { problem: 'unreadable' });

  let chainProblem: PriceProblem | undefined;
  if (feeds?.sequencerUptime) {
    const sequencer = resultOf(feeds.sequencerUptime);
    chainProblem = sequencer ? checkSequencer(sequencer, nowSeconds) : 'unreadable';
  }
  let currencyPrice: CheckedPrice = ONE_USD;
  if (currency !== 'USD') currencyPrice = checked(FIAT_FEEDS[currency], resultOf(FIAT_FEEDS[currency].address, FIAT_FEEDS_CHAIN_ID));

  return {
    priceOf(token) {
      const feed = priceFeedOf(chainId, token);
      if (!feed) return { problem: 'noFeed' };
      if (chainProblem) return { problem: chainProblem };
      const assetPrice = checked(feed, resultOf(feed.address));
      if (assetPrice.problem) return assetPrice;
      if (currencyPrice.problem) return currencyPrice;
      return { assetPrice, currencyPrice };
    },
  };
}
