import type { Address } from 'viem';
import { useAccount } from 'wagmi';
import { useWalletKit } from './WalletKitLoader';

/**
 * The connected account's address, from the moment wagmi has it back on a
 * returning visit; `undefined` while disconnected or still restoring.
 *
 * While wagmi restores (`reconnect`), it sets the account as soon as the
 * first connector has it back, but keeps its status `reconnecting` until it
 * has asked every other connector; the account counts as restored from the
 * first moment (issue #5: the header and the page switch to their connected
 * view together, in one render).
 */
export function useRestoredAddress(): Address | undefined {
  const { address, isConnected } = useAccount();
  const { restore } = useWalletKit();
  return isConnected || restore === 'restoring' ? address : undefined;
}
