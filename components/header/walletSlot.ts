import { createContext, useContext, useSyncExternalStore } from 'react';
import type { WalletKitModal } from '@/components/walletKit/useWalletKit';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { WAGMI_STORE_KEY } from '@/lib/wallet/connectionRestore';
import { getWalletCodeDemand, type WalletCodeDemand } from '@/lib/wallet/walletCodeDemand';

/** What the header's wallet slot shows: a neutral `placeholder` (a returning visitor's restore), "Connect Wallet", or the connected buttons. */
export type WalletSlotView = 'placeholder' | 'connect' | 'account';

/** What the providers' side of the slot (`HeaderWallet`) hands it once live: the view, and the kit's `open` and `prefetch` (`useWalletKit`). */
export type WalletSlotLive = { view: WalletSlotView; open: (modal: WalletKitModal) => void; prefetch: () => void };

/** A snapshot for `useSyncExternalStore`: the view, and the element `HeaderWallet` portals its buttons into. */
export type WalletSlotSnapshot = { view: WalletSlotView; target: HTMLElement | null };

/**
 * The header's wallet slot, an external store shared by the header, which
 * hydrates with the first-load scripts, and `HeaderWallet`, inside the
 * lazily loaded providers.
 */
export type WalletSlot = {
  getSnapshot: () => WalletSlotSnapshot;
  subscribe: (onChange: () => void) => () => void;
  /**
   * Nothing of wagmi's is stored (no state, no recent connector: its
   * restore asks every connector, so any trace counts as a returning
   * visitor) and the page is not framed (in a Safe, the Safe connector
   * connects by itself): "Connect Wallet" shows from hydration.
   */
  firstVisit: boolean;
  setTarget: (element: HTMLElement | null) => void;
  /** The providers' side took over, or (`null`) unmounted: then the slot shows what it knew at load. */
  setLive: (live: WalletSlotLive | null) => void;
  /** "Connect Wallet" clicked: wants the wallet code, and opens the kit's Connect modal, now or the moment the providers are live. */
  connect: () => void;
  /** Pointer or focus on "Connect Wallet": wants the wallet code, and starts the kit's download, now or once live. */
  prefetch: () => void;
};

/**
 * Creates the header's wallet slot: `connect` for a {@link WalletSlot.firstVisit},
 * else `placeholder`, until `HeaderWallet` says what it shows.
 *
 * @param storage - where wagmi keeps its state; `undefined` on the server or when storage is denied.
 * @param framed - inside a frame (a Safe App); default `window.top !== window`.
 * @param demand - whose wallet code a click or a pointer on "Connect Wallet" asks for; default the page's.
 */
export function createWalletSlot({
  storage,
  framed = typeof window !== 'undefined' && window.top !== window,
  demand = getWalletCodeDemand(),
}: {
  storage: Pick<Storage, 'getItem'> | undefined;
  framed?: boolean;
  demand?: Pick<WalletCodeDemand, 'want'>;
}): WalletSlot {
  const wagmiStored = [WAGMI_STORE_KEY, 'wagmi.recentConnectorId'].some((key) => {
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
  let queued: 'connect' | 'prefetch' | undefined;
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
      if (next && queued === 'connect') next.open('connect');
      else if (next && queued === 'prefetch') next.prefetch();
      if (next) queued = undefined;
      update({ view: next?.view ?? earlyView });
    },
    // A click can come without any input event before it (voice control,
    // an assistive technology's default action): it asks for the code itself.
    connect() {
      demand.want();
      if (live) live.open('connect');
      else queued = 'connect';
    },
    prefetch() {
      demand.want();
      if (live) live.prefetch();
      else queued ??= 'prefetch';
    },
  };
}

/** A slot of their own for component tests; the app uses the page's one slot ({@link useWalletSlot}). */
export const WalletSlotContext = createContext<WalletSlot | undefined>(undefined);

let pageSlot: WalletSlot | undefined;

/** The page's one slot, made from the browser's storage on first use (`pages/_app.tsx`, as it loads). */
export function getPageWalletSlot(): WalletSlot {
  return (pageSlot ??= createWalletSlot({ storage: getBrowserStorage() }));
}

/** The server's snapshot: always the placeholder, so hydration matches whatever storage holds. */
const SERVER_SNAPSHOT: WalletSlotSnapshot = { view: 'placeholder', target: null };

/** The header's wallet slot and its current snapshot. */
export function useWalletSlot(): { slot: WalletSlot; snapshot: WalletSlotSnapshot } {
  const slot = useContext(WalletSlotContext) ?? getPageWalletSlot();
  const snapshot = useSyncExternalStore(slot.subscribe, slot.getSnapshot, () => SERVER_SNAPSHOT);
  return { slot, snapshot };
}
