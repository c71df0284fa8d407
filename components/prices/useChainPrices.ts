import { useNow } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { useReadContracts } from 'wagmi';
import { feedReadsFor, latestRoundDataCalls, resolveChainPrices, toFeedReadResults, type ChainPrices } from '@/lib/prices/chainPrices';
import type { FiatCurrency } from '@/lib/prices/fiatCurrency';
import { useCurrencyChoice } from './useCurrencyChoice';

/** How often prices are read again while the page is visible, ms: well within the shortest heartbeat (20 min). */
const PRICES_REFETCH_MS = 60_000;

/** How often the answers are judged again against the clock, ms, so a figure goes as soon as its answer is stale. */
const JUDGE_INTERVAL_MS = 15_000;

/** What {@link useChainPrices} returns. */
export type UseChainPricesReturnType = {
  /** The currency figures are in; `undefined` while it is not known yet, or when the visitor chose none. */
  currency: FiatCurrency | undefined;
  /** The chain's prices; `undefined` until the first answer (or with no currency). */
  prices: ChainPrices | undefined;
  /** Reads every feed again now and judges the answers at this moment: the prices to act on, e.g. just before a wallet is asked to send. */
  refresh: () => Promise<ChainPrices | undefined>;
};

/** Options of {@link useChainPrices}. */
export type UseChainPricesOptions = {
  /**
   * Whether this use reads the feeds (default), or only shows what another
   * use read. Read where the balances are read, in the same render, so
   * that both leave in one JSON-RPC batch; a figure drawn once its amount
   * has arrived would otherwise send a request of its own.
   */
  read?: boolean;
};

/**
 * The prices of `chainId`'s assets in the visitor's currency: every feed
 * of `feedReadsFor` in one `useReadContracts` (one Multicall3 call per
 * chain, sent in the same JSON-RPC batch as the balances read beside it),
 * read again every {@link PRICES_REFETCH_MS} while the page is visible
 * (never kept across visits), and judged by Chainlink's rules
 * (`lib/prices/chainPrices.ts`) against the clock every
 * {@link JUDGE_INTERVAL_MS}.
 */
export function useChainPrices(chainId: number | undefined, { read = true }: UseChainPricesOptions = {}): UseChainPricesReturnType {
  const { choice } = useCurrencyChoice();
  const currency = choice === 'none' ? undefined : choice;
  const reads = useMemo(() => (chainId !== undefined && currency ? feedReadsFor(chainId, currency) : []), [chainId, currency]);
  const query = useReadContracts({
    contracts: latestRoundDataCalls(reads),
    allowFailure: true,
    // Fresh for as long as it is read again, so that figures mounting later share the read; never
    // persisted, so that each visit starts from the chain, not from an answer of another day.
    query: { enabled: read && reads.length > 0, staleTime: PRICES_REFETCH_MS, refetchInterval: PRICES_REFETCH_MS, meta: { persist: false } },
  });
  const now = useNow({ updateInterval: JUDGE_INTERVAL_MS });
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const prices = useMemo(() => {
    if (chainId === undefined || !currency) return undefined;
    // A chain with no feed at all needs no answer to say so.
    if (reads.length === 0) return resolveChainPrices({ chainId, currency, results: [], nowSeconds });
    return query.data ? resolveChainPrices({ chainId, currency, results: toFeedReadResults(query.data), nowSeconds }) : undefined;
  }, [chainId, currency, reads.length, query.data, nowSeconds]);
  const { refetch } = query;
  const refresh = useCallback(async () => {
    if (chainId === undefined || !currency || reads.length === 0) return undefined;
    const { data } = await refetch();
    return data && resolveChainPrices({ chainId, currency, results: toFeedReadResults(data), nowSeconds: Math.floor(Date.now() / 1000) });
  }, [chainId, currency, reads.length, refetch]);
  return { currency, prices, refresh };
}
