import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useWalletSlot } from './walletSlot';

/**
 * The header's wallet slot, where RainbowKit's `ConnectButton` would
 * stand. It hydrates with the first-load scripts, before the providers:
 * - a returning visitor sees a neutral placeholder of the button's size
 *   until `HeaderWallet` knows better, so "Connect Wallet" never flashes;
 * - a first-time visitor gets the real "Connect Wallet" (`rk-connect-button`,
 *   the kit's test id) at once: a click is kept until the providers and
 *   the kit are in, then opens its Connect a Wallet modal (or the sign-in
 *   step); pointing at or focusing it starts the kit's download.
 *
 * `HeaderWallet` draws the connected buttons, and the kit's load error,
 * into its first child (a portal), in the same place.
 */
export function HeaderWalletSlot() {
  const t = useTranslations('Wallet');
  const { slot, snapshot } = useWalletSlot();
  const setTarget = useCallback((element: HTMLDivElement | null) => slot.setTarget(element), [slot]);
  return (
    <div className="wallet-button">
      <div className="wallet-slot-live" ref={setTarget} />
      {snapshot.view === 'placeholder' && <div className="connect-placeholder" data-testid="connect-placeholder" role="status" aria-label={t('loading')} />}
      {snapshot.view === 'connect' && (
        <button type="button" className="wallet-connect" data-testid="rk-connect-button" onClick={slot.connect} onPointerEnter={slot.prefetch} onFocus={slot.prefetch}>
          {t('connect')}
        </button>
      )}
    </div>
  );
}
