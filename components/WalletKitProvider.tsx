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
import { useConfig } from 'wagmi';
import { getConnectionRestore, type ConnectionRestoreState } from '@/lib/connectionRestore';
import type { WalletKitProps } from './WalletKit';

/** A transaction as the kit's recent-transactions store takes it (`useAddRecentTransaction`). */
export type RecentTransaction = Parameters<ReturnType<typeof useAddRecentTransaction>>[0];

/**
 * What the loaded kit offers the page, read from its hooks inside
 * `RainbowKitProvider` (`useConnectModal`, `useAccountModal`,
 * `useChainModal`, `useAddRecentTransaction`). Each `open…` is `undefined`
 * when the kit would not open that modal (e.g. Connect while connected).
 */
export type WalletKitApi = {
  openConnectModal: (() => void) | undefined;
  openAccountModal: (() => void) | undefined;
  openChainModal: (() => void) | undefined;
  addRecentTransaction: (transaction: RecentTransaction) => void;
};

/** Where loading the kit's code stands: `loading` until its chunk ran, `failed` when the download failed. */
export type WalletKitStatus = 'loading' | 'ready' | 'failed';

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
   * Opens the Connect modal, waiting for the kit's code first if it is still
   * loading; does nothing when the kit would not offer it.
   */
  connect: () => void;
  /**
   * Hands a transaction to the kit's recent-transactions store (spec §6);
   * kept until the kit has loaded when called before.
   */
  addRecentTransaction: (transaction: RecentTransaction) => void;
  /** Registers the element the kit's ConnectButton renders into (see `WalletButton`); `null` removes it. */
  setButtonSlot: (id: string, element: HTMLElement | null) => void;
};

const WalletKitContext = createContext<WalletKitState | undefined>(undefined);

/**
 * The kit's modals, ConnectButton and transaction store, as the page sees
 * them. Throws when used outside {@link WalletKitProvider}.
 */
export function useWalletKit(): WalletKitState {
  const state = useContext(WalletKitContext);
  if (!state) throw new Error('useWalletKit must be used inside <WalletKitProvider> (see AppProviders).');
  return state;
}

/** Loads `WalletKit`, the kit's code, as its own chunk. Rejects when the download fails. */
export type LoadWalletKit = () => Promise<{ default: ComponentType<WalletKitProps> }>;

let walletKitChunk: ReturnType<LoadWalletKit> | undefined;

/** The `./WalletKit` chunk, downloaded once; a failed download is forgotten so that a retry downloads again. */
const loadWalletKitChunk: LoadWalletKit = () =>
  (walletKitChunk ??= import('./WalletKit').catch((error: unknown) => {
    walletKitChunk = undefined;
    throw error;
  }));

// Start the download as soon as this module runs in a browser, while the
// page hydrates, rather than after: the Connect button and a returning
// visitor's account button come up that much sooner. A failure is reported
// by the provider when it asks for the chunk.
if (typeof window !== 'undefined') loadWalletKitChunk().catch(() => undefined);

/** Props of {@link WalletKitProvider}. */
export type WalletKitProviderProps = {
  children: ReactNode;
  /** How to load the kit; tests may pass a loader that fails. Default: the `./WalletKit` chunk. */
  loadWalletKit?: LoadWalletKit;
};

/**
 * Keeps RainbowKit out of the page's first load (issue #5, First Load JS on
 * `/` at most 200 kB): the kit (`RainbowKitProvider`, its authentication
 * provider, ConnectButton, modals, themes and locale) is one chunk,
 * `WalletKit`, downloaded once the page has hydrated. The page around it
 * renders on the server and paints without waiting for it.
 *
 * The kit mounts beside the page rather than around it, so the page is never
 * remounted when it arrives: its ConnectButton renders through a portal into
 * the header's `WalletButton`, and its modal openers and transaction store
 * reach the page through {@link useWalletKit}.
 *
 * Must sit inside WagmiProvider, the query client provider and
 * `SiweAuthProvider`.
 */
export function WalletKitProvider({ children, loadWalletKit = loadWalletKitChunk }: WalletKitProviderProps) {
  const config = useConfig();
  const connectionRestore = getConnectionRestore(config);
  const restore = useSyncExternalStore(connectionRestore.subscribe, connectionRestore.getSnapshot, () => 'pending' as const);

  const [WalletKit, setWalletKit] = useState<ComponentType<WalletKitProps>>();
  const [status, setStatus] = useState<WalletKitStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
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
  }, [loadWalletKit, attempt]);
  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  const [api, setApi] = useState<WalletKitApi>();
  const [slots, setSlots] = useState<ReadonlyMap<string, HTMLElement>>(new Map());
  const setButtonSlot = useCallback((id: string, element: HTMLElement | null) => {
    setSlots((current) => {
      if ((current.get(id) ?? null) === element) return current;
      const next = new Map(current);
      if (element) next.set(id, element);
      else next.delete(id);
      return next;
    });
  }, []);

  // A Connect click or a sent transaction before the kit has mounted is
  // kept, not dropped, and carried out once it has.
  const connectRequested = useRef(false);
  const pendingTransactions = useRef<RecentTransaction[]>([]);
  useEffect(() => {
    if (!api) return;
    for (const transaction of pendingTransactions.current.splice(0)) api.addRecentTransaction(transaction);
    if (connectRequested.current) {
      connectRequested.current = false;
      api.openConnectModal?.();
    }
  }, [api]);
  const connect = useCallback(() => {
    if (api) api.openConnectModal?.();
    else connectRequested.current = true;
  }, [api]);
  const addRecentTransaction = useCallback(
    (transaction: RecentTransaction) => {
      if (api) api.addRecentTransaction(transaction);
      else pendingTransactions.current.push(transaction);
    },
    [api],
  );

  const state = useMemo<WalletKitState>(
    () => ({ status, api, restore, retry, connect, addRecentTransaction, setButtonSlot }),
    [status, api, restore, retry, connect, addRecentTransaction, setButtonSlot],
  );
  return (
    <WalletKitContext.Provider value={state}>
      {children}
      {WalletKit && <WalletKit buttonSlots={slots} onApiChange={setApi} />}
    </WalletKitContext.Provider>
  );
}
