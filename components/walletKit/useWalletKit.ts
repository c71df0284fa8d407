import type { useAddRecentTransaction } from '@rainbow-me/rainbowkit';
import { createContext, useContext } from 'react';

/** A transaction as the kit's recent-transactions store takes it (`useAddRecentTransaction`). */
export type RecentTransaction = Parameters<ReturnType<typeof useAddRecentTransaction>>[0];

/** The kit's hooks, read inside `RainbowKitProvider`; an `open…` is `undefined` when the kit would not open that modal (Connect while connected). */
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
  /** The kit's code: not asked for yet, on its way, mounted, or failed (until `retry`). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The kit's hooks, once it has mounted. */
  api: WalletKitApi | undefined;
  /** Downloads the kit again after `failed`. */
  retry: () => void;
  /** Starts the download without opening anything (pointer or focus on a wallet button). */
  prefetch: () => void;
  /** Opens a modal, loading the kit first if needed; kept through a failed download and its retry. */
  open: (modal: WalletKitModal) => void;
  /** `open('connect')`: the Connect a Wallet modal, or the sign-in step when unauthenticated. */
  connect: () => void;
  /** Hands a transaction to the kit's store, loading the kit if needed. */
  addRecentTransaction: (transaction: RecentTransaction) => void;
};

/** Props of the kit's chunk (`components/walletKit/WalletKit.tsx`). */
export type WalletKitProps = { onApiChange: (api: WalletKitApi) => void };

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
