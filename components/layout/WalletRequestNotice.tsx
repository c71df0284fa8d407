import { useTranslations } from 'next-intl';
import { useMessageText } from '@/components/i18n/useMessageText';
import { useMutationState, type MutationStatus } from '@tanstack/react-query';
import { useState } from 'react';
import { useChainId } from 'wagmi';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { APP_NAME } from '@/lib/config/appName';
import { walletRequestNotice, type WalletRequestKind } from '@/lib/wallet/walletErrors';

/** wagmi's mutation keys of the wallet requests the kit's modals make: connect, switch network, sign (the SIWE message). */
const WATCHED_KINDS: ReadonlySet<string> = new Set<WalletRequestKind>(['connect', 'switchChain', 'signMessage']);

/** The latest attempt of a watched request, as the notice needs it. */
type Attempt = {
  kind: WalletRequestKind;
  status: MutationStatus;
  error: unknown;
  /** When it was sent, ms since the epoch. */
  at: number;
  /** The chain id a switch asked for. */
  target: number | undefined;
};

/**
 * Speaks for the wallet requests the kit's modals make (connect, switch
 * network, sign in) when they fail in a way the kit leaves unsaid
 * ({@link walletRequestNotice}): a request already waiting in the wallet
 * (-32002), a wallet that cannot switch networks, another connect or switch
 * failure. Reads wagmi's mutations from the shared query client. Shown
 * under the header but above the kit's modal and its overlay, sticking to
 * the top as the page scrolls (`styles/header.css`), and announced
 * (`role="alert"`); gone as soon as the visitor tries again
 * (the kit's Retry, or the request anew), the wallet reaches the chain a
 * failed switch asked for, or the visitor dismisses it: then the button
 * pressed goes with it, and `onDismissed` says where the focus goes.
 */
export function WalletRequestNotice({ onDismissed }: { onDismissed: () => void }) {
  const attempts = useMutationState<Attempt>({
    filters: { predicate: (mutation) => WATCHED_KINDS.has(String(mutation.options.mutationKey?.[0])) },
    select: (mutation) => ({
      kind: mutation.options.mutationKey?.[0] as WalletRequestKind,
      status: mutation.state.status,
      error: mutation.state.error,
      at: mutation.state.submittedAt,
      target: (mutation.state.variables as { chainId?: number } | undefined)?.chainId,
    }),
  });
  const t = useTranslations('App');
  const messageText = useMessageText();
  const [dismissedAt, setDismissedAt] = useState(0);
  const chainId = useChainId();
  const latest = attempts.reduce<Attempt | undefined>((newest, attempt) => (!newest || attempt.at >= newest.at ? attempt : newest), undefined);
  if (!latest || latest.status !== 'error' || latest.at <= dismissedAt) return null;
  // Switched in the wallet since: nothing left to say.
  if (latest.kind === 'switchChain' && latest.target === chainId) return null;
  const message = walletRequestNotice(latest.kind, latest.error, APP_NAME);
  if (!message) return null;
  return (
    <Notice
      tone="error"
      className="page-notice"
      testId="wallet-request-notice"
      action={
        <Button
          variant="quiet"
          size="small"
          onClick={() => {
            onDismissed();
            setDismissedAt(latest.at);
          }}
        >
          {t('dismiss')}
        </Button>
      }
    >
      {messageText(message)}
    </Notice>
  );
}
