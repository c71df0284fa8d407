import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { useChainId } from 'wagmi';
import { APP_NAME } from '@/lib/config/appName';
import { isSwitchUnsupported, switchingNotSupportedMessage } from '@/lib/wallet/walletErrors';

/**
 * Says "switch in your wallet" when the wallet refused a network switch
 * because it cannot switch on a site's request (RainbowKit 1.0; RainbowKit 2.2's
 * chain modal no longer says so). Watches every `switchChain` mutation in
 * the shared query client (wagmi's `useSwitchChain`, which the kit's chain
 * modal uses). Gone once the wallet is on the chain asked for, or the
 * visitor dismisses it.
 */
export function SwitchChainNotice() {
  const failures = useMutationState({
    filters: { mutationKey: ['switchChain'], status: 'error' },
    select: (mutation) => ({
      error: mutation.state.error,
      at: mutation.state.submittedAt,
      target: (mutation.state.variables as { chainId?: number } | undefined)?.chainId,
    }),
  });
  const latest = failures.at(-1);
  const [dismissedAt, setDismissedAt] = useState(0);
  const chainId = useChainId();
  const show =
    latest !== undefined &&
    latest.at > dismissedAt &&
    isSwitchUnsupported(latest.error) &&
    // Switched in the wallet since: nothing left to say.
    latest.target !== chainId;
  if (!show) return null;
  return (
    <div className="notice" role="alert" data-testid="switch-unsupported">
      <p>{switchingNotSupportedMessage(APP_NAME)}</p>
      <button type="button" className="button small" onClick={() => setDismissedAt(latest.at)}>
        Dismiss
      </button>
    </div>
  );
}
