import { createContext, useContext, useSyncExternalStore } from 'react';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { WAGMI_STORE_KEY } from '@/lib/wallet/connectionRestore';

/** wagmi's key for the last connector used (default key prefix `wagmi`). */
const WAGMI_RECENT_CONNECTOR_KEY = 'wagmi.recentConnectorId';
import type { WalletKitModal } from '@/components/providers/useWalletKit';

/**
 * What the header's wallet slot shows:
 * - `placeholder`: a neutral box of the button's size, while it is not yet
 *   known whether the visitor is connected (a returning visitor's restore);
 * - `connect`: "Connect Wallet";
 * - `account`: the chain and account buttons, which `HeaderWallet` draws
 *   into the slot from inside the providers.
 */
export type WalletSlotView = 'placeholder' | 'connect' | 'account';

/** What the providers' side of the slot (`HeaderWallet`) hands to it once live. */
export type WalletSlotLive = {
  view: WalletSlotView;
  /** Opens one of the kit's modals (`useWalletKit().open`). */
  open: (modal: WalletKitModal) => void;
  /** Starts loading the kit's code (`useWalletKit().prefetch`). */
  prefetch: () => void;
};

/** A snapshot of the slot, for `useSyncExternalStore`. */
export type WalletSlotSnapshot = {
  view: WalletSlotView;
  /** Where `HeaderWallet` portals its buttons: the slot's element, once mounted. */
  target: HTMLElement | null;
};

/** The header's wallet slot: shared by the header (outside the lazy providers) and `HeaderWallet` (inside them). */
export type WalletSlot = {
  getSnapshot: () => WalletSlotSnapshot;
  subscribe: (onChange: () => void) => () => void;
  /**
   * Whether this page load began with nothing to restore: wagmi has stored
   * nothing at all (no state, no recent connector) and the page is not
   * framed (in a Safe, the Safe connector connects by itself). Such a
   * visitor gets "Connect Wallet" at hydration. Any trace of wagmi counts
   * as a returning visitor, because wagmi's restore asks every connector
   * whether it is still authorised, not only the stored one: a wallet that
   * is may come back even when no current connection was stored.
   */
  firstVisit: boolean;
  /** The slot's element mounted (or `null`: unmounted). */
  setTarget: (element: HTMLElement | null) => void;
  /** The providers' side took over (or `null`: it unmounted; the slot falls back to what it knew at load). */
  setLive: (live: WalletSlotLive | null) => void;
  /**
   * "Connect Wallet" clicked: opens the kit's Connect modal, or, before the
   * providers are live, keeps the click and opens it the moment they are.
   */
  connect: () => void;
  /** Pointer or focus on "Connect Wallet": starts the kit's download, now or once live. */
  prefetch: () => void;
};

/** Parameters of {@link createWalletSlot}. */
export type CreateWalletSlotParameters = {
  /** Where wagmi keeps its state (`getBrowserStorage()`); `undefined` on the server or when storage is denied. */
  storage: Pick<Storage, 'getItem'> | undefined;
  /** Whether the page is inside a frame (a Safe App); default: `window.top !== window` in a browser. */
  framed?: boolean;
};

/**
 * Creates the header's wallet slot. On the server, and in the browser for
 * a returning visitor, it starts on `placeholder`; for a
 * {@link WalletSlot.firstVisit first visit} on `connect`. From the moment
 * `HeaderWallet` is live, it says what the slot shows.
 */
export function createWalletSlot({ storage, framed = typeof window !== 'undefined' && window.top !== window }: CreateWalletSlotParameters): WalletSlot {
  const wagmiStored = [WAGMI_STORE_KEY, WAGMI_RECENT_CONNECTOR_KEY].some((key) => {
    try {
      return storage?.getItem(key) != null;
    } catch {
      return true;
    }
  });
  const firstVisit = typeof window !== 'undefined' && !framed && !wagmiStored;
  const earlyView: WalletSlotView = firstVisit ? 'connect' : 'placeholder';
  let snapshot: WalletSlotSnapshot = { view: earlyView, target: null };
  let live: WalletSlotLive | null = null;
  let queued: { connect: boolean; prefetch: boolean } = { connect: false, prefetch: false };
  const listeners = new Set<() => void>();
  const update = (next: Partial<WalletSlotSnapshot>) => {
    const merged = { ...snapshot, ...next };
    if (merged.view === snapshot.view && merged.target === snapshot.target) return;
    snapshot = merged;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    firstVisit,
    setTarget: (target) => update({ target }),
    setLive(next) {
      live = next;
      if (next) {
        const { connect, prefetch } = queued;
        queued = { connect: false, prefetch: false };
        if (connect) next.open('connect');
        else if (prefetch) next.prefetch();
      }
      update({ view: next?.view ?? earlyView });
    },
    connect() {
      if (live) live.open('connect');
      else queued.connect = true;
    },
    prefetch() {
      if (live) live.prefetch();
      else queued.prefetch = true;
    },
  };
}

/** A slot of their own for component tests; the app uses the page's one slot ({@link useWalletSlot}). */
export const WalletSlotContext = createContext<WalletSlot | undefined>(undefined);

/** The page's one slot, made from the browser's storage on first use (in the browser: as the header hydrates). */
let pageSlot: WalletSlot | undefined;

/** The server's snapshot: always the placeholder, so hydration matches whatever storage holds. */
const SERVER_SNAPSHOT: WalletSlotSnapshot = { view: 'placeholder', target: null };

/**
 * The header's wallet slot and its current snapshot.
 *
 */
export function useWalletSlot(): { slot: WalletSlot; snapshot: WalletSlotSnapshot } {
  const slot = useContext(WalletSlotContext) ?? (pageSlot ??= createWalletSlot({ storage: getBrowserStorage() }));
  const snapshot = useSyncExternalStore(slot.subscribe, slot.getSnapshot, () => SERVER_SNAPSHOT);
  return { slot, snapshot };
}
