import { useCallback } from 'react';
import { ConnectWalletButton } from './ConnectWalletButton';
import { useWalletSlot } from './walletSlot';

/**
 * The header's wallet slot, where RainbowKit's `ConnectButton` would stand.
 * It lives outside the lazily loaded providers, so it hydrates with the
 * page's first script:
 * - a returning visitor (a stored connection to restore) sees a neutral
 *   placeholder of the button's size until `HeaderWallet` knows better, so
 *   "Connect Wallet" never flashes;
 * - a first-time visitor sees the real "Connect Wallet" at once; a click
 *   before the providers and the kit have arrived is kept, and the modal
 *   opens the moment they have.
 *
 * The connected buttons, and the kit's load error, are drawn into the
 * slot's first child by `HeaderWallet` (a portal), in the same place.
 */
export function HeaderWalletSlot() {
  const { slot, snapshot } = useWalletSlot();
  const setTarget = useCallback((element: HTMLDivElement | null) => slot.setTarget(element), [slot]);
  return (
    <div className="wallet-button">
      <div className="wallet-slot-live" ref={setTarget} />
      {snapshot.view === 'placeholder' && (
        <div className="connect-placeholder" data-testid="connect-placeholder" role="status" aria-label="Loading wallet" />
      )}
      {snapshot.view === 'connect' && <ConnectWalletButton />}
    </div>
  );
}
