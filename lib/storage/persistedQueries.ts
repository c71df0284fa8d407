import { defaultShouldDehydrateQuery, type DehydrateOptions } from '@tanstack/react-query';
import { unreachableNodeError, type MulticallResultLike } from '@/lib/tokens/unreachableNodeError';

/** Whether `data` is what viem's `multicall` (wagmi's `readContracts`) returns with `allowFailure: true`. */
function isMulticallResults(data: unknown): data is readonly MulticallResultLike[] {
  return (
    Array.isArray(data) &&
    data.length > 0 &&
    data.every((result: unknown) => typeof result === 'object' && result !== null && 'status' in result && (result.status === 'success' || result.status === 'failure'))
  );
}

/**
 * A query's data as it is written to localStorage: the same, except that
 * each failed call of a batched read (viem `multicall` with
 * `allowFailure: true`) keeps its `status` and loses its `error`. viem's
 * error for one call of a batch carries the calldata of the whole batch,
 * and wagmi's `serialize` writes it out once per call: for the ~400 tokens
 * of a chain that failed together, half a gigabyte, built for seconds on
 * the page's main thread and then refused by localStorage. Nothing reads
 * the error of a restored result: the views only ask whether a call
 * succeeded.
 */
function persistedQueryData(data: unknown): unknown {
  if (!isMulticallResults(data)) return data;
  return data.map((result) => (result.status === 'failure' ? { status: 'failure' } : result));
}

/**
 * What TanStack Query keeps across visits (`dehydrateOptions` of
 * `PersistQueryClientProvider`, https://tanstack.com/query/v5/docs/framework/react/reference/hydration):
 * what it keeps by default (queries that succeeded), except queries marked
 * `meta: { persist: false }` and batched reads that never reached the
 * chain (`unreachableNodeError`: every call failed with the transport's
 * error, which is no answer to show on the next visit); failed calls are
 * written without their error ({@link persistedQueryData}).
 */
export const QUERY_DEHYDRATE_OPTIONS: DehydrateOptions = {
  shouldDehydrateQuery: (query) => {
    if (!defaultShouldDehydrateQuery(query) || query.meta?.persist === false) return false;
    const { data } = query.state;
    return !isMulticallResults(data) || unreachableNodeError(data) === undefined;
  },
  serializeData: persistedQueryData,
};
