import { ConnectedButtons } from './AccountButtons';
import { useSiweSession } from '@/components/providers/SiweSessionProvider';
import { useRestoredAddress } from '@/components/providers/useConnectionRestore';
import { useWalletKit } from '@/components/providers/WalletKitLoader';

/** The label of the disconnected button (spec §2 "Connect button"). */
export const CONNECT_LABEL = 'Connect Wallet';

/**
 * The header's wallet buttons (spec §2 "Connect button"), drawn from wagmi's
 * state so that they need none of RainbowKit's code: the kit's modals load
 * only when one is opened (`useWalletKit().open`, issue #5). They behave as
 * the kit's `ConnectButton` with its defaults and carry its test ids:
 * - disconnected, or connected but not signed in (spec §4 "Modal
 *   availability"): "Connect Wallet" (`rk-connect-button`), which opens the
 *   Connect a Wallet modal, or the sign-in step when unauthenticated;
 *   pointing at or focusing it starts loading the kit, so the modal opens
 *   at once on the click;
 * - connected and signed in: {@link ConnectedButtons} (chain and account
 *   buttons).
 *
 * `WalletButton` decides when to show it (after mount and restore, while
 * sign-in is not loading).
 */
export function ConnectButton() {
  const address = useRestoredAddress();
  const { status: signInStatus } = useSiweSession();
  const { open, prefetch } = useWalletKit();

  if (!address || (signInStatus !== undefined && signInStatus !== 'authenticated')) {
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
  return <ConnectedButtons />;
}
