import { useWalletKit } from '@/components/providers/walletKit';

/** The label of the disconnected button, as RainbowKit's `ConnectButton` says it. */
export const CONNECT_LABEL = 'Connect Wallet';

/**
 * The header's "Connect Wallet" button (`rk-connect-button`, the kit's
 * test id), drawn without any of RainbowKit's code: it opens the kit's
 * Connect a Wallet modal, or the sign-in step when connected but
 * unauthenticated, through `useWalletKit().open`, which loads the kit on
 * demand. Pointing at or focusing it starts that download, so the modal
 * opens at once on the click.
 *
 * `HeaderWallet` decides when to show it.
 */
export function ConnectWalletButton() {
  const { open, prefetch } = useWalletKit();
  return (
    <button
      type="button"
      className="wallet-connect"
      data-testid="rk-connect-button"
      onClick={() => open('connect')}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      {CONNECT_LABEL}
    </button>
  );
}
