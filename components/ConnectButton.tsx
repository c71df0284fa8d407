import { lazy, Suspense } from 'react';
import { useAccount } from 'wagmi';
import { getBrowserStorage } from '@/lib/browserStorage';
import { hasStoredConnection } from '@/lib/connectionRestore';
import { useSiweSession } from './SiweAuthProvider';
import { useWalletKit } from './WalletKitProvider';

/** The label of the disconnected button (spec §2 "Connect button"). */
export const CONNECT_LABEL = 'Connect Wallet';

let connectedButtonsChunk: Promise<typeof import('./ConnectedButtons')> | undefined;

/** The `./ConnectedButtons` chunk, downloaded once (a failed download is tried again on the next render). */
function loadConnectedButtons(): Promise<typeof import('./ConnectedButtons')> {
  return (connectedButtonsChunk ??= import('./ConnectedButtons').catch((error: unknown) => {
    connectedButtonsChunk = undefined;
    throw error;
  }));
}

// A returning connected visitor needs the connected buttons as soon as
// wagmi has restored the connection: fetch them while it does.
if (typeof window !== 'undefined' && hasStoredConnection(getBrowserStorage())) void loadConnectedButtons().catch(() => undefined);

const ConnectedButtons = lazy(loadConnectedButtons);

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
 *   buttons), from a chunk of their own; a placeholder of the same height
 *   holds the place while it loads.
 *
 * `WalletButton` decides when to show it (after mount and restore, while
 * sign-in is not loading).
 */
export function ConnectButton() {
  const { address, isConnected } = useAccount();
  const { status: signInStatus } = useSiweSession();
  const { open, prefetch } = useWalletKit();

  if (!isConnected || !address || (signInStatus !== undefined && signInStatus !== 'authenticated')) {
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
  return (
    <Suspense fallback={<div className="connect-placeholder" data-testid="connect-placeholder" role="status" aria-label="Loading wallet" />}>
      <ConnectedButtons />
    </Suspense>
  );
}
