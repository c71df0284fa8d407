import { useSyncExternalStore } from 'react';
import type { Address } from 'viem';
import { useAccount, useConfig } from 'wagmi';
import { getConnectionRestore, type ConnectionRestoreState } from '@/lib/wallet/connectionRestore';

/** What {@link useConnectionRestore} returns. */
export type UseConnectionRestoreReturnType = {
  /** Where wagmi's restore of a stored connection stands ({@link getConnectionRestore}). */
  state: ConnectionRestoreState;
  /**
   * The connected account's address, from the moment wagmi has it back on
   * a returning visit; `undefined` while disconnected or still restoring.
   */
  address: Address | undefined;
  /**
   * Whether the page may show its connected or disconnected view: the
   * restore has settled, or the account is already back.
   */
  restored: boolean;
};

/**
 * The restore of a stored wallet connection on page load, as the page shows
 * it: nothing says "Connect" while it runs, so a returning visitor never
 * sees it flash.
 *
 * While wagmi restores (its `reconnect` action), it sets the account as
 * soon as the first connector has it back, but keeps its status
 * `reconnecting` until it has asked every other connector; the account
 * counts as restored from that first moment, so the header and the page
 * switch to their connected view together, in one render.
 *
 * `WalletProviders` starts the tracker in its first render, before wagmi's
 * restore begins; this hook only reads it.
 */
export function useConnectionRestore(): UseConnectionRestoreReturnType {
  const tracker = getConnectionRestore(useConfig());
  const state = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, () => 'pending' as const);
  const { address, isConnected } = useAccount();
  const restoredAddress = isConnected || state === 'restoring' ? address : undefined;
  return { state, address: restoredAddress, restored: state === 'settled' || restoredAddress !== undefined };
}
