import { arbitrum, base, mainnet, optimism, sepolia } from 'viem/chains';
import { getAddress, type Address } from 'viem';
import type { FiatCurrency } from './fiatCurrency';

/**
 * One Chainlink data feed: its proxy, whose `latestRoundData` we read, and
 * what Chainlink publishes about it. Every address, decimals and heartbeat
 * below is from Chainlink's list of price feed addresses
 * (https://docs.chain.link/data-feeds/price-feeds/addresses, each feed's
 * page at https://data.chain.link/feeds/<network>/mainnet/<pair>).
 */
export type PriceFeed = {
  /** The pair, e.g. `ETH / USD`: the price of one of the first in the second. */
  pair: string;
  /** The feed's proxy contract (EIP-55). */
  address: Address;
  /** Decimal places of the answer: 8 for every USD pair here. */
  decimals: number;
  /** The longest Chainlink lets pass between two updates, s: an answer older than this is stale. */
  heartbeatSeconds: number;
};

/** The feeds of one chain. */
export type ChainPriceFeeds = {
  /** USD price of the chain's native currency. */
  native?: PriceFeed;
  /** USD prices of tokens, by token address (EIP-55). */
  tokens: Readonly<Record<Address, PriceFeed>>;
  /** On an L2, the L2 sequencer uptime feed (https://docs.chain.link/data-feeds/l2-sequencer-feeds): its prices count only while it reports the sequencer up. */
  sequencerUptime?: Address;
};

/** After an L2 sequencer comes back up, its prices wait this long, s: Chainlink's own example (`GRACE_PERIOD_TIME`). */
export const SEQUENCER_GRACE_PERIOD_SECONDS = 3600;

const HOUR = 3600;
const DAY = 86_400;

const usd = (pair: string, address: Address, heartbeatSeconds: number): PriceFeed => ({ pair: `${pair} / USD`, address, decimals: 8, heartbeatSeconds });

/** ETH / USD on Ethereum: also the price of WETH, which its contract redeems one for one. */
const ETH_USD_ETHEREUM = usd('ETH', '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419', HOUR);
const ETH_USD_BASE = usd('ETH', '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70', 1200);
const ETH_USD_OPTIMISM = usd('ETH', '0x13e3Ee699D1909E989722E753853AE30b17e08c5', 1200);
const ETH_USD_ARBITRUM = usd('ETH', '0x639Fe6ab55C921f74e7fac1ee960C0B6293ba612', DAY);

/**
 * Every chain's feeds, by chain id. Polygon has none here: its feeds'
 * heartbeats (about 30 s) are shorter than the app reads prices, so every
 * figure would show as stale. WBTC has none: Chainlink publishes WBTC / BTC
 * on Ethereum, not a USD pair. Sepolia's ETH / USD is a test feed of
 * Chainlink's own; the local chains have none unless `npm run dev` or a
 * test places them (`tooling/priceFeeds.ts`) on a node that is chain 1.
 */
export const PRICE_FEEDS: Readonly<Record<number, ChainPriceFeeds>> = {
  [mainnet.id]: {
    native: ETH_USD_ETHEREUM,
    tokens: {
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2': ETH_USD_ETHEREUM,
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48': usd('USDC', '0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6', DAY),
      '0xdAC17F958D2ee523a2206206994597C13D831ec7': usd('USDT', '0x3E7d1eAB13ad0104d2750B8863b489D65364e32D', DAY),
      '0x6B175474E89094C44Da98b954EedeAC495271d0F': usd('DAI', '0xAed0c38402a5d19df6E4c03F4E2DceD6e29c1ee9', HOUR),
      '0x514910771AF9Ca656af840dff83E8264EcF986CA': usd('LINK', '0x2c1d072e956AFFC0D435Cb7AC38EF18d24d9127c', HOUR),
    },
  },
  [sepolia.id]: { native: usd('ETH', '0x694AA1769357215DE4FAC081bf1f309aDC325306', HOUR), tokens: {} },
  [base.id]: {
    native: ETH_USD_BASE,
    tokens: {
      '0x4200000000000000000000000000000000000006': ETH_USD_BASE,
      '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913': usd('USDC', '0x7e860098F58bBFC8648a4311b374B1D669a2bc6B', DAY),
    },
    sequencerUptime: '0xBCF85224fc0756B9Fa45aA7892530B47e10b6433',
  },
  [optimism.id]: {
    native: ETH_USD_OPTIMISM,
    tokens: {
      '0x4200000000000000000000000000000000000006': ETH_USD_OPTIMISM,
      '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85': usd('USDC', '0x16a9FA2FDa030272Ce99B29CF780dFA30361E0f3', DAY),
    },
    sequencerUptime: '0x371EAD81c9102C9BF4874A9075FFFf170F2Ee389',
  },
  [arbitrum.id]: {
    native: ETH_USD_ARBITRUM,
    tokens: {
      '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1': ETH_USD_ARBITRUM,
      '0xaf88d065e77c8cC2239327C5EDb3A432268e5831': usd('USDC', '0x50834F3163758fcC1Df9973b6e91f0F0F0434aD3', DAY),
    },
    sequencerUptime: '0xFdB631F5EE196F0ed6FAa767959853A9F217697D',
  },
};

/**
 * The USD price of each other currency, read on Ethereum (chain 1) whatever
 * chain is shown: a figure in EUR is its USD value divided by EUR / USD.
 */
export const FIAT_FEEDS: Readonly<Record<Exclude<FiatCurrency, 'USD'>, PriceFeed>> = {
  EUR: usd('EUR', '0xb49f677943BC038e9857d61E7d053CaA2C1734C1', DAY),
  GBP: usd('GBP', '0x5c0Ab2d9b5a7ed9f470386e82BB36A3613cDd4b5', DAY),
  JPY: usd('JPY', '0xBcE206caE7f0ec07b545EddE332A47C2F75bbeb3', DAY),
  CNY: usd('CNY', '0xeF8A4aF35cd47424672E3C590aBD37FBB7A7759a', DAY),
};

/** The chain the fiat conversions ({@link FIAT_FEEDS}) are read on: Ethereum. */
export const FIAT_FEEDS_CHAIN_ID = mainnet.id;

/**
 * The USD feed of an asset on `chainId`: `token` `null` for the native
 * currency, else the token's address in any case. `undefined` when
 * Chainlink publishes none there.
 */
export function priceFeedOf(chainId: number, token: Address | null): PriceFeed | undefined {
  const feeds = PRICE_FEEDS[chainId];
  if (!feeds) return undefined;
  return token === null ? feeds.native : feeds.tokens[getAddress(token)];
}
