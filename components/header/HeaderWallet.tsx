import { useTranslations } from 'next-intl';
import { useIsRestoring } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useConnectionRestore } from '@/components/providers/useConnectionRestore';
import { useSiweSession } from '@/components/signIn/SiweSessionProvider';
import { useSignInAsked } from '@/components/signIn/useSignInAsked';
import { useWalletKit } from '@/components/walletKit/useWalletKit';
import { AccountButtons } from './AccountButtons';
import { useWalletSlot, type WalletSlotView } from './walletSlot';
import { Button } from '@/components/ui/Button';

/**
 * The providers' side of the header's wallet slot (`HeaderWalletSlot`):
 * decides what the slot shows, hands it the kit's modal openers, and draws
 * the connected buttons into it. `WalletProviders` renders it; it renders
 * nothing in place.
 * - "Connect Wallet" while disconnected, or connected but not signed in;
 * - the chain and account buttons ({@link AccountButtons}) once connected
 *   and signed in (or connected, with sign-in off).
 *
 * Until it can show the right one, the slot keeps its placeholder, so
 * nothing shifts and "Connect Wallet" never flashes for a returning
 * visitor: while wagmi restores the stored connection
 * ({@link useConnectionRestore}), while the persisted query cache is read
 * back (so the account button comes up with its last known balance rather
 * than growing when it arrives), and while the sign-in status loads. A
 * first-time visitor (nothing stored) has nothing to wait for.
 *
 * When the kit's code was asked for (a button was clicked) and failed to
 * download, it says "Wallet tools failed to load." with a Retry; the
 * modal asked for opens once the retry succeeds. When the sign-in status
 * could not be read (the server's database is away), the visitor counts
 * as signed out and it says "Sign-in is unavailable right now." with a Retry.
 */
export function HeaderWallet() {
  const t = useTranslations('Wallet');
  const tApp = useTranslations('App');
  const { status: kitStatus, retry, open, prefetch } = useWalletKit();
  const tSignIn = useTranslations('SignIn');
  const { status: signInStatus, failed: signInFailed, retry: retrySignIn } = useSiweSession();
  const { address, restored } = useConnectionRestore();
  const cacheRestoring = useIsRestoring();
  const { slot, snapshot } = useWalletSlot();
  const signInAsked = useSignInAsked();
  // Where the page asks for no sign-in (`/pay/<id>`), a connected wallet is the account, with a session or without.
  const signedIn = !signInAsked || signInStatus === undefined || signInStatus === 'authenticated';
  const ready = (slot.firstVisit && !address) || (restored && !cacheRestoring && signInStatus !== 'loading');
  const view: WalletSlotView = !ready ? 'placeholder' : address && signedIn ? 'account' : 'connect';

  // Before paint, so the slot never shows a frame of the old view.
  useLayoutEffect(() => {
    slot.setLive({ view, open, prefetch });
  }, [slot, view, open, prefetch]);
  useLayoutEffect(() => () => slot.setLive(null), [slot]);

  if (!snapshot.target) return null;
  return createPortal(
    <>
      {kitStatus === 'failed' && (
        <div className="wallet-button-error" role="alert">
          <span>{t('kitFailed')}</span>
          <Button onClick={retry}>
            {tApp('retry')}
          </Button>
        </div>
      )}
      {signInFailed && (
        <div className="wallet-button-error" role="alert" data-testid="sign-in-unavailable">
          <span>{tSignIn('unavailable')}</span>
          <Button onClick={retrySignIn}>{tApp('retry')}</Button>
        </div>
      )}
      {view === 'account' && <AccountButtons />}
    </>,
    snapshot.target,
  );
}
