import { useSyncExternalStore } from 'react';
import type { Address } from 'viem';
import { useAccount, useConfig } from 'wagmi';
import { getConnectionRestore, type ConnectionRestoreState } from '@/lib/wallet/connectionRestore';

/** What {@link useConnectionRestore} returns. */
export type UseConnectionRestoreReturnType = {
  /** Where wagmi's restore of a stored connection stands ({@link getConnectionRestore}). */
  state: ConnectionRestoreState;
  /** The account's address once wagmi has it back; `undefined` while disconnected or restoring. */
  address: Address | undefined;
  /** Whether the page may show its connected or disconnected view. */
  restored: boolean;
};

/**
 * The restore of a stored connection, as the page shows it, so a returning
 * visitor never sees "Connect" flash. The account counts as restored as soon
 * as wagmi has it, though wagmi stays `reconnecting` until every connector
 * answered, so header and page switch together.
 */
export function useConnectionRestore(): UseConnectionRestoreReturnType {
  const tracker = getConnectionRestore(useConfig());
  const state = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, () => 'pending' as const);
  const { address, isConnected } = useAccount();
  const restoredAddress = isConnected || state === 'restoring' ? address : undefined;
  return { state, address: restoredAddress, restored: state === 'settled' || restoredAddress !== undefined };
}
