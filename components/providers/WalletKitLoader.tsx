import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAccount } from 'wagmi';
import { useHasPendingTransactions } from '@/components/account/useStoredTransactions';
import { importOnce } from '@/lib/chunks/importOnce';
import { useLazyComponent, type LoadComponent } from './useLazyComponent';
import {
  WalletKitContext,
  type RecentTransaction,
  type WalletKitApi,
  type WalletKitModal,
  type WalletKitProps,
  type WalletKitState,
} from './useWalletKit';

/** Loads `WalletKit`, the kit's code, as its own chunk. Rejects when the download fails. */
export type LoadWalletKit = LoadComponent<WalletKitProps>;

/** The `./WalletKit` chunk, downloaded once; a failed download is forgotten so that a retry downloads again. */
const loadWalletKitChunk: LoadWalletKit = importOnce(() => import('./WalletKit'));

/** How long the page of a visitor with a pending transaction may stay busy before the kit loads anyway, ms (`requestIdleCallback` timeout). */
export const CONNECTED_KIT_IDLE_TIMEOUT_MS = 2_000;

/** Props of {@link WalletKitLoader}. */
export type WalletKitLoaderProps = {
  children: ReactNode;
  /** How to load the kit; tests may pass a loader that fails. Default: the `./WalletKit` chunk. */
  loadWalletKit?: LoadWalletKit;
};

/**
 * Runs `callback` once the browser is idle, at most `timeoutMs` later
 * (`requestIdleCallback`; a 0 ms timer where it is missing), while `enabled`.
 */
function useWhenIdle(callback: () => void, enabled: boolean, timeoutMs: number): void {
  useEffect(() => {
    if (!enabled) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(callback, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [callback, enabled, timeoutMs]);
}

/**
 * Calls made to the kit before it has mounted (a modal asked for, a
 * transaction sent) are kept, not dropped, and carried out once it has.
 */
function useKitRequests(api: WalletKitApi | undefined, load: () => void) {
  const requestedModal = useRef<WalletKitModal | undefined>(undefined);
  const pendingTransactions = useRef<RecentTransaction[]>([]);
  useEffect(() => {
    if (!api) return;
    for (const transaction of pendingTransactions.current.splice(0)) api.addRecentTransaction(transaction);
    const modal = requestedModal.current;
    requestedModal.current = undefined;
    if (modal) openerOf(api, modal)?.();
  }, [api]);
  const open = useCallback(
    (modal: WalletKitModal) => {
      if (api) {
        openerOf(api, modal)?.();
        return;
      }
      requestedModal.current = modal;
      load();
    },
    [api, load],
  );
  const addRecentTransaction = useCallback(
    (transaction: RecentTransaction) => {
      if (api) {
        api.addRecentTransaction(transaction);
        return;
      }
      pendingTransactions.current.push(transaction);
      load();
    },
    [api, load],
  );
  return { open, addRecentTransaction };
}

const logKitLoadError = (error: unknown) => console.error('The wallet kit failed to load.', error);

/**
 * Loads RainbowKit on demand, keeping First Load JS small (see
 * `docs/performance.md`): the kit (`RainbowKitProvider`, its
 * authentication provider, modals, themes and locale) is one chunk,
 * `WalletKit`, that no page load asks for. It loads:
 * - when the visitor asks for a modal ({@link WalletKitState.open}, e.g.
 *   the header's Connect button) or shows intent ({@link WalletKitState.prefetch});
 * - when a transaction is handed to its store;
 * - for a connected visitor with a pending transaction in the kit's store
 *   on this chain, once the page is idle (at most
 *   {@link CONNECTED_KIT_IDLE_TIMEOUT_MS} later), so that the kit follows it
 *   to its receipt (the account button's pending ring reads that store).
 *
 * Any other connected visitor's page never evaluates it unless asked: that
 * was the largest task after the load event of a returning visitor
 * (`docs/performance.md`). The sign-out on disconnect, the one other thing
 * the kit did for them, is `SiweSessionProvider`'s own.
 *
 * The header's buttons are ours (`components/header/`) and need no kit, so
 * a returning visitor's account button shows as soon as wagmi has restored
 * the connection. The kit mounts beside the page rather than around it,
 * so the page is never remounted when it arrives; its modal openers and
 * transaction store reach the page through `useWalletKit`.
 *
 * Must sit inside wagmi's context, the query client provider and
 * `SiweSessionProvider`.
 */
export function WalletKitLoader({ children, loadWalletKit = loadWalletKitChunk }: WalletKitLoaderProps) {
  const [wanted, setWanted] = useState(false);
  const load = useCallback(() => setWanted(true), []);
  const { Component: WalletKit, status, retry } = useLazyComponent(loadWalletKit, { enabled: wanted, onError: logKitLoadError });
  const { isConnected, address, chainId } = useAccount();
  const hasPendingTransaction = useHasPendingTransactions(address, chainId);
  useWhenIdle(load, isConnected && hasPendingTransaction && status === 'idle', CONNECTED_KIT_IDLE_TIMEOUT_MS);

  const [api, setApi] = useState<WalletKitApi>();
  const { open, addRecentTransaction } = useKitRequests(api, load);
  const connect = useCallback(() => open('connect'), [open]);
  const state = useMemo<WalletKitState>(
    () => ({ status, api, retry, prefetch: load, open, connect, addRecentTransaction }),
    [status, api, retry, load, open, connect, addRecentTransaction],
  );
  return (
    <WalletKitContext.Provider value={state}>
      {children}
      {WalletKit && <WalletKit onApiChange={setApi} />}
    </WalletKitContext.Provider>
  );
}

function openerOf(api: WalletKitApi, modal: WalletKitModal): (() => void) | undefined {
  if (modal === 'connect') return api.openConnectModal;
  if (modal === 'account') return api.openAccountModal;
  return api.openChainModal;
}
