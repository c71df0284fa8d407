import { useWalletSlot } from './walletSlot';

/** The label of the disconnected button, as RainbowKit's `ConnectButton` says it. */
export const CONNECT_LABEL = 'Connect Wallet';

/**
 * The header's "Connect Wallet" button (`rk-connect-button`, the kit's
 * test id), drawn without any of RainbowKit's code: it opens the kit's
 * Connect a Wallet modal, or the sign-in step when connected but
 * unauthenticated, through the wallet slot (`useWalletKit().open` once
 * the providers are live; before that the click is kept). Pointing at or
 * focusing it starts the kit's download, so the modal opens at once on
 * the click.
 *
 * `HeaderWalletSlot` decides when to show it.
 */
export function ConnectWalletButton() {
  const { slot } = useWalletSlot();
  return (
    <button type="button" className="wallet-connect" data-testid="rk-connect-button" onClick={slot.connect} onPointerEnter={slot.prefetch} onFocus={slot.prefetch}>
      {CONNECT_LABEL}
    </button>
  );
}
