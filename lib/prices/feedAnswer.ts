import { SEQUENCER_GRACE_PERIOD_SECONDS, type PriceFeed } from './priceFeeds';

/**
 * What `latestRoundData()` of a Chainlink feed (`AggregatorV3Interface`)
 * returns: `[roundId, answer, startedAt, updatedAt, answeredInRound]`,
 * times in Unix seconds.
 */
export type RoundData = readonly [roundId: bigint, answer: bigint, startedAt: bigint, updatedAt: bigint, answeredInRound: bigint];

/**
 * Why a figure is not shown, from the rules Chainlink asks consumers to
 * apply (https://docs.chain.link/data-feeds#check-the-timestamp-of-the-latest-answer,
 * https://docs.chain.link/data-feeds/l2-sequencer-feeds):
 * - `noFeed`: Chainlink publishes no feed for the asset on this chain;
 * - `unreadable`: the feed did not answer (no contract there, a revert, the node);
 * - `incompleteRound`: the round has no update time, or was answered in an earlier round;
 * - `nonPositive`: the answer is zero or negative;
 * - `stale`: the answer is older than the feed's heartbeat;
 * - `sequencerDown`: the L2 sequencer is down, or its status round is invalid;
 * - `sequencerGracePeriod`: it is up again, for less than {@link SEQUENCER_GRACE_PERIOD_SECONDS}.
 */
export type PriceProblem = 'noFeed' | 'unreadable' | 'incompleteRound' | 'nonPositive' | 'stale' | 'sequencerDown' | 'sequencerGracePeriod';

/** A price read and checked: the value of one unit, `answer / 10^decimals`, or why there is none. */
export type CheckedPrice = { answer: bigint; decimals: number; problem?: undefined } | { problem: PriceProblem };

/**
 * Checks a feed's latest round against its heartbeat at `nowSeconds`
 * (Unix seconds, the visitor's clock): a price only when the round is
 * complete, the answer positive and no older than `feed.heartbeatSeconds`.
 */
export function checkPrice(feed: PriceFeed, [roundId, answer, , updatedAt, answeredInRound]: RoundData, nowSeconds: number): CheckedPrice {
  if (updatedAt === 0n || answeredInRound < roundId) return { problem: 'incompleteRound' };
  if (answer <= 0n) return { problem: 'nonPositive' };
  if (BigInt(Math.floor(nowSeconds)) - updatedAt > BigInt(feed.heartbeatSeconds)) return { problem: 'stale' };
  return { answer, decimals: feed.decimals };
}

/**
 * Checks an L2 sequencer uptime feed's latest round at `nowSeconds`: its
 * answer is 0 while the sequencer is up and 1 while it is down, and
 * `startedAt` is when that status began (0 for an invalid round).
 *
 * @returns the problem, or `undefined` when the chain's prices may be shown.
 */
export function checkSequencer([, answer, startedAt]: RoundData, nowSeconds: number): PriceProblem | undefined {
  if (answer !== 0n || startedAt === 0n) return 'sequencerDown';
  if (BigInt(Math.floor(nowSeconds)) - startedAt < BigInt(SEQUENCER_GRACE_PERIOD_SECONDS)) return 'sequencerGracePeriod';
  return undefined;
}
