import { useState, type ReactNode } from 'react';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { createWalletSlot, WalletSlotContext, type WalletSlot } from './walletSlot';

/** Props of {@link WalletSlotProvider}. */
export type WalletSlotProviderProps = {
  children: ReactNode;
  /** The slot; tests pass their own. Default: one created from the browser's storage when first rendered. */
  slot?: WalletSlot;
};

/**
 * Shares the header's wallet slot (`createWalletSlot`) between the header,
 * which `pages/_app.tsx` renders outside the lazily loaded providers so that
 * a first-time visitor's "Connect Wallet" works from hydration, and
 * `HeaderWallet`, which draws the connected buttons from inside them.
 */
export function WalletSlotProvider({ children, slot }: WalletSlotProviderProps) {
  const [value] = useState(() => slot ?? createWalletSlot({ storage: getBrowserStorage() }));
  return <WalletSlotContext.Provider value={value}>{children}</WalletSlotContext.Provider>;
}
