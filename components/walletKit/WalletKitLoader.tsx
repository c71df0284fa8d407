import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useAccount } from 'wagmi';
import { useHasPendingTransactions } from '@/components/account/useStoredTransactions';
import { LoadBoundary } from '@/components/layout/LoadBoundary';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { addPendingKitRecord, notifyTransactionRecordsChanged } from '@/lib/transactions/transactionStorage';
import {
  WalletKitContext,
  type RecentTransaction,
  type WalletKitApi,
  type WalletKitModal,
  type WalletKitProps,
  type WalletKitState,
} from './useWalletKit';

/** Loads the kit's chunk (`components/walletKit/WalletKit.tsx`): a module whose `default` is the kit. */
export type LoadWalletKit = () => Promise<{ default: ComponentType<WalletKitProps> }>;

const loadWalletKitChunk: LoadWalletKit = () => import('@/components/walletKit/WalletKit');

/** How long the page of a visitor with a pending transaction may stay busy before the kit loads anyway, ms (`requestIdleCallback` timeout). */
export const CONNECTED_KIT_IDLE_TIMEOUT_MS = 2_000;

/** Props of {@link WalletKitLoader}. */
export type WalletKitLoaderProps = {
  children: ReactNode;
  /** How to load the kit; tests may pass a loader that fails. Default: its own chunk. */
  loadWalletKit?: LoadWalletKit;
};

const openerOf = (api: WalletKitApi, modal: WalletKitModal) =>
  modal === 'connect' ? api.openConnectModal : modal === 'account' ? api.openAccountModal : api.openChainModal;

/**
 * Loads RainbowKit when it is first needed, as a chunk of its own
 * (`React.lazy`; its providers, modals, themes and locale are 70 kB
 * gzipped that no page load asks for, `docs/page-load.md`):
 * - when the visitor asks for a modal ({@link WalletKitState.open}) or
 *   shows intent ({@link WalletKitState.prefetch}: pointer or focus on a
 *   wallet button, so the modal opens at once on the click);
 * - when a transaction is handed to its store;
 * - for a connected visitor with a pending transaction on this chain, once
 *   the page is idle, so that the kit follows it to its receipt.
 *
 * A modal asked for before the kit has mounted is opened once it has,
 * through a failed download and its `retry` too. A transaction sent
 * meanwhile goes straight into the kit's stored records, which the kit
 * follows when it mounts, so it is not lost if the visitor leaves the page
 * first (only where storage is denied does it wait in memory). The kit mounts beside the page, not around it, so the page
 * is never remounted when it arrives; its openers and store reach the page
 * through `useWalletKit`. Must sit inside wagmi's context, the query
 * client and `SiweSessionProvider`.
 */
export function WalletKitLoader({ children, loadWalletKit = loadWalletKitChunk }: WalletKitLoaderProps) {
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [api, setApi] = useState<WalletKitApi>();
  // A new lazy component per attempt: React.lazy keeps a failed download's error for good.
  const [WalletKit, setWalletKit] = useState(() => lazy(loadWalletKit));
  const load = useCallback(() => setWanted(true), []);

  const { isConnected, address, chainId } = useAccount();
  const hasPendingTransaction = useHasPendingTransactions(address, chainId);
  const loadWhenIdle = isConnected && hasPendingTransaction && !wanted;
  useEffect(() => {
    if (!loadWhenIdle) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(load, { timeout: CONNECTED_KIT_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [loadWhenIdle, load]);

  const requestedModal = useRef<WalletKitModal | undefined>(undefined);
  const pendingTransactions = useRef<RecentTransaction[]>([]);
  useEffect(() => {
    if (!api) return;
    const queued = pendingTransactions.current.splice(0);
    for (const transaction of queued) api.addRecentTransaction(transaction);
    if (queued.length > 0) notifyTransactionRecordsChanged();
    const modal = requestedModal.current;
    requestedModal.current = undefined;
    if (modal) openerOf(api, modal)?.();
  }, [api]);

  const state = useMemo<WalletKitState>(() => {
    const open = (modal: WalletKitModal) => {
      if (api) return void openerOf(api, modal)?.();
      requestedModal.current = modal;
      load();
    };
    return {
      status: api ? 'ready' : failed ? 'failed' : wanted ? 'loading' : 'idle',
      api,
      retry: () => {
        setWalletKit(() => lazy(loadWalletKit));
        setFailed(false);
      },
      prefetch: load,
      open,
      connect: () => open('connect'),
      addRecentTransaction: (transaction) => {
        if (api) {
          api.addRecentTransaction(transaction);
          // The kit wrote its record to storage, synchronously: tell the views.
          return notifyTransactionRecordsChanged();
        }
        const storage = getBrowserStorage();
        if (storage && address && chainId !== undefined) addPendingKitRecord(storage, { address, chainId, hash: transaction.hash, description: transaction.description });
        else pendingTransactions.current.push(transaction);
        load();
      },
    };
  }, [api, failed, wanted, load, loadWalletKit, address, chainId]);

  return (
    <WalletKitContext.Provider value={state}>
      {children}
      {wanted && !failed && (
        <LoadBoundary label="The wallet kit" fallback={null} onError={() => setFailed(true)}>
          <Suspense fallback={null}>
            <WalletKit onApiChange={setApi} />
          </Suspense>
        </LoadBoundary>
      )}
    </WalletKitContext.Provider>
  );
}
