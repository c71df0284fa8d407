import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Hash } from 'viem';
import { useAccount, useConfig, type Config } from 'wagmi';
import { getClient } from 'wagmi/actions';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { pollingIntervalOf } from '@/lib/transactions/pollingInterval';
import { syncKitRecordsWithOutcomes } from '@/lib/transactions/recentTransactions';
import { recordTransactionOutcomes, type SentTransaction } from '@/lib/transactions/sentTransactions';
import { resolveSentTransaction } from '@/lib/transactions/resolveSentTransaction';
import type { FinalTransactionOutcome } from '@/lib/transactions/transactionOutcome';
import { useSentTransactions } from './useSentTransactions';

/**
 * Resolves the given records of one chain (`resolveSentTransaction`), all
 * at once so the transport sends their requests as one JSON-RPC batch, and
 * stores the final outcomes: in our records and in the kit's (which moves
 * the avatar's pending ring). A record whose node request fails stays
 * pending until the next round.
 *
 * @returns how many records became final.
 */
async function resolveChain(config: Config, chainId: number, records: readonly SentTransaction[]): Promise<number> {
  const client = getClient(config, { chainId });
  if (!client) return 0;
  const now = Date.now();
  const outcomes = await Promise.all(
    records.map((record) => resolveSentTransaction({ client, record, now }).catch(() => ({ state: 'pending' }) as const)),
  );
  const finals = new Map<Hash, FinalTransactionOutcome>();
  records.forEach((record, index) => {
    const outcome = outcomes[index];
    if (outcome && outcome.state !== 'pending') finals.set(record.hash, outcome);
  });
  const storage = getBrowserStorage();
  if (storage && finals.size > 0 && recordTransactionOutcomes(storage, finals)) {
    syncKitRecordsWithOutcomes(storage);
  }
  return finals.size;
}

/** Reads again the balances on show: wagmi's native (`balance`) and token (`readContracts`) balance queries that are mounted. */
function refreshBalances(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: ({ queryKey: [kind] }) => kind === 'balance' || kind === 'readContracts' });
}

/**
 * Follows every pending transaction the connected account sent from
 * Co-Editions until it is final, by its nonce as well as its hash
 * (`lib/transactions/transactionOutcome.ts`), and writes each outcome where
 * the views read it. Renders nothing; mounted once by `WalletProviders`.
 *
 * - One query per chain with pending records, refetched every chain's
 *   polling interval (viem derives it from the chain's block time).
 * - Paused while the tab is hidden (TanStack Query refetches no interval
 *   in the background), and gone once every record is final.
 * - Not persisted: outcomes live in our records.
 * - When a transaction becomes final (resolved in this tab or another),
 *   the balances on show (wagmi's `balance` and `readContracts` queries)
 *   are read again, so the page shows what the transaction left.
 */
export function TransactionOutcomeWatcher() {
  const { address } = useAccount();
  const config = useConfig();
  const queryClient = useQueryClient();
  const records = useSentTransactions(address);
  const pendingByChain = useMemo(() => {
    const byChain = new Map<number, SentTransaction[]>();
    for (const record of records) {
      if (record.outcome || !config.chains.some(({ id }) => id === record.chainId)) continue;
      byChain.set(record.chainId, [...(byChain.get(record.chainId) ?? []), record]);
    }
    return [...byChain];
  }, [records, config.chains]);
  // A record that was pending here and is now final, whoever resolved it
  // (this tab, or another one through storage): read the balances again.
  const pendingHashes = useRef<ReadonlySet<Hash>>(new Set());
  useEffect(() => {
    const nowFinal = records.some(({ hash, outcome }) => outcome && pendingHashes.current.has(hash));
    pendingHashes.current = new Set(records.filter(({ outcome }) => !outcome).map(({ hash }) => hash));
    if (nowFinal) refreshBalances(queryClient);
  }, [records, queryClient]);
  useQueries({
    queries: pendingByChain.map(([chainId, pending]) => ({
      queryKey: ['sentTransactionOutcomes', chainId, pending.map(({ hash }) => hash)],
      queryFn: () => resolveChain(config, chainId, pending),
      refetchInterval: pollingIntervalOf(config, chainId),
      meta: { persist: false },
    })),
  });
  return null;
}
