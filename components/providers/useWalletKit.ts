import type { useAddRecentTransaction } from '@rainbow-me/rainbowkit';
import { createContext, useContext } from 'react';

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

/** A kit modal the page can ask for. */
export type WalletKitModal = 'connect' | 'account' | 'chain';

/** What {@link useWalletKit} returns. */
export type WalletKitState = {
  /** Where loading the kit's code stands: not asked for yet, on its way, mounted, or failed (until `retry`). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The kit's modals and transaction store, once loaded and mounted. */
  api: WalletKitApi | undefined;
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
  /** `open('connect')`: the Connect a Wallet modal, or the sign-in step when unauthenticated. */
  connect: () => void;
  /**
   * Hands a transaction to the kit's recent-transactions store, loading
   * the kit if needed; kept until it has mounted.
   */
  addRecentTransaction: (transaction: RecentTransaction) => void;
};

/** Props of the kit's chunk (`WalletKit.tsx`). */
export type WalletKitProps = {
  /** Receives the kit's modal openers and transaction store whenever they change. */
  onApiChange: (api: WalletKitApi) => void;
};

/** Provided by `WalletKitLoader`. */
export const WalletKitContext = createContext<WalletKitState | undefined>(undefined);

/**
 * The kit's modals and transaction store, as the page sees them.
 *
 * @throws {Error} when used outside `WalletKitLoader` (see `WalletProviders`).
 */
export function useWalletKit(): WalletKitState {
  const state = useContext(WalletKitContext);
  if (!state) throw new Error('useWalletKit must be used inside <WalletKitLoader> (see WalletProviders).');
  return state;
}
