import type { useAddRecentTransaction } from '@rainbow-me/rainbowkit';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useAccount, useConfig } from 'wagmi';
import { getConnectionRestore, type ConnectionRestoreState } from '@/lib/wallet/connectionRestore';
import { importOnce } from '@/lib/chunks/importOnce';
import type { WalletKitProps } from './WalletKit';

/** A transaction as the kit's recent-transactions store takes it (`useAddRecentTransaction`). */
export type RecentTransaction = Parameters<ReturnType<typeof useAddRecentTransaction>>[0];

/**
 * What the loaded kit offers the page, read from its hooks inside
 * `RainbowKitProvider` (`useConnectModal`, `useAccountModal`,
 * `useChainModal`, `useAddRecentTransaction`). Each `open…` is `undefined`
 * when the kit would not open that modal (spec §4 "Modal availability",
 * e.g. Connect while connected).
 */
export type WalletKitApi = {
  openConnectModal: (() => void) | undefined;
  openAccountModal: (() => void) | undefined;
  openChainModal: (() => void) | undefined;
  addRecentTransaction: (transaction: RecentTransaction) => void;
};

/**
 * Where loading the kit's code stands: `idle` until something needs it,
 * `loading` while its chunk downloads and runs, `ready` once mounted,
 * `failed` when the download failed.
 */
export type WalletKitStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A kit modal the page can ask for. */
export type WalletKitModal = 'connect' | 'account' | 'chain';

/** What {@link useWalletKit} returns. */
export type WalletKitState = {
  status: WalletKitStatus;
  /** The kit's modals and transaction store, once loaded and mounted. */
  api: WalletKitApi | undefined;
  /** Restore of the stored wallet connection on page load ({@link getConnectionRestore}). */
  restore: ConnectionRestoreState;
  /** Loads the kit's code again after `failed`. */
  retry: () => void;
  /**
   * Starts loading the kit's code without opening anything: call it when a
   * visitor shows intent (pointer over or focus on a wallet button), so the
   * modal opens at once on the click that follows.
   */
  prefetch: () => void;
  /**
   * Opens one of the kit's modals, loading the kit first if needed (the
   * request is kept until it has mounted, and through a failed download
   * and its retry). Does nothing when the kit would not offer that modal.
   */
  open: (modal: WalletKitModal) => void;
  /** `open('connect')`: the Connect a Wallet modal, or the sign-in step when unauthenticated (spec §2). */
  connect: () => void;
  /**
   * Hands a transaction to the kit's recent-transactions store (spec §6),
   * loading the kit if needed; kept until it has mounted.
   */
  addRecentTransaction: (transaction: RecentTransaction) => void;
};

const WalletKitContext = createContext<WalletKitState | undefined>(undefined);

/**
 * The kit's modals and transaction store, as the page sees them. Throws
 * when used outside {@link WalletKitProvider}.
 */
export function useWalletKit(): WalletKitState {
  const state = useContext(WalletKitContext);
  if (!state) throw new Error('useWalletKit must be used inside <WalletKitProvider> (see AppProviders).');
  return state;
}

/** Loads `WalletKit`, the kit's code, as its own chunk. Rejects when the download fails. */
export type LoadWalletKit = () => Promise<{ default: ComponentType<WalletKitProps> }>;

/** The `./WalletKit` chunk, downloaded once; a failed download is forgotten so that a retry downloads again. */
const loadWalletKitChunk: LoadWalletKit = importOnce(() => import('./WalletKit'));

/** How long a connected visitor's page may stay busy before the kit loads anyway, ms (`requestIdleCallback` timeout). */
export const CONNECTED_KIT_IDLE_TIMEOUT_MS = 2_000;

/** Props of {@link WalletKitProvider}. */
export type WalletKitProviderProps = {
  children: ReactNode;
  /** How to load the kit; tests may pass a loader that fails. Default: the `./WalletKit` chunk. */
  loadWalletKit?: LoadWalletKit;
};

/**
 * Loads RainbowKit on demand (issue #5: First Load JS on `/` at most
 * 200 kB; "the wallet modals, QR code, WalletConnect, MetaMask/Coinbase
 * SDKs and locales load on demand"). The kit (`RainbowKitProvider`, its
 * authentication provider, modals, themes and locale) is one chunk,
 * `WalletKit`, that no page load asks for. It loads:
 * - when the visitor asks for a modal ({@link WalletKitState.open}, e.g.
 *   the header's Connect button) or shows intent ({@link WalletKitState.prefetch});
 * - when a transaction is handed to its store;
 * - for a connected visitor, once the page is idle (at most
 *   {@link CONNECTED_KIT_IDLE_TIMEOUT_MS} later), so that their recent
 *   transactions are followed and the sign-out on disconnect runs.
 *
 * The header's buttons are ours (`ConnectButton`) and need no kit, so a
 * returning visitor's account button shows as soon as wagmi has restored
 * the connection. The kit mounts beside the page rather than around it,
 * so the page is never remounted when it arrives; its modal openers and
 * transaction store reach the page through {@link useWalletKit}.
 *
 * Must sit inside WagmiProvider, the query client provider and
 * `SiweAuthProvider`.
 */
export function WalletKitProvider({ children, loadWalletKit = loadWalletKitChunk }: WalletKitProviderProps) {
  const config = useConfig();
  const connectionRestore = getConnectionRestore(config);
  const restore = useSyncExternalStore(connectionRestore.subscribe, connectionRestore.getSnapshot, () => 'pending' as const);
  const { isConnected } = useAccount();

  const [WalletKit, setWalletKit] = useState<ComponentType<WalletKitProps>>();
  const [status, setStatus] = useState<WalletKitStatus>('idle');
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(() => setStatus((current) => (current === 'idle' ? 'loading' : current)), []);
  const loading = status === 'loading';
  useEffect(() => {
    if (!loading) return;
    let cancelled = false;
    loadWalletKit().then(
      (module) => {
        if (cancelled) return;
        setWalletKit(() => module.default);
        setStatus('ready');
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('The wallet kit failed to load.', error);
        setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [loadWalletKit, loading, attempt]);
  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  // A connected visitor gets the kit once the page is idle.
  useEffect(() => {
    if (!isConnected || status !== 'idle') return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(load, { timeout: CONNECTED_KIT_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [isConnected, status, load]);

  const [api, setApi] = useState<WalletKitApi>();

  // A modal asked for or a transaction sent before the kit has mounted is
  // kept, not dropped, and carried out once it has.
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
  const connect = useCallback(() => open('connect'), [open]);
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

  const state = useMemo<WalletKitState>(
    () => ({ status, api, restore, retry, prefetch: load, open, connect, addRecentTransaction }),
    [status, api, restore, retry, load, open, connect, addRecentTransaction],
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
