import { useTranslations } from 'next-intl';
import { useSiweSession } from '@/components/signIn/SiweSessionProvider';
import { useConnectionRestore } from '@/components/providers/useConnectionRestore';
import { useWalletKit } from '@/components/walletKit/useWalletKit';
import { Button } from '@/components/ui/Button';

/**
 * A page's own "Connect Wallet" button (the kit's words, as in the header), which opens the kit's Connect a
 * Wallet modal (a click before the kit's code has loaded opens it once it
 * has). Until a stored connection has been restored and the sign-in status
 * is known, a neutral placeholder of the button's size stands in, so a
 * returning visitor never sees it flash. Renders nothing once
 * connected, from the moment wagmi has restored the account.
 */
export function ConnectCallToAction() {
  const t = useTranslations('Wallet');
  const { address: restoredAddress, restored } = useConnectionRestore();
  const { connect } = useWalletKit();
  const { status: signInStatus } = useSiweSession();
  // Gone as soon as wagmi has the account back, as the home page's account
  // panel appears: in the same render, so what follows never moves
  // (cumulative layout shift), even while the sign-in status still loads.
  if (restoredAddress) return null;
  if (!restored || signInStatus === 'loading') {
    return <div className="button-placeholder" data-testid="connect-cta-placeholder" aria-hidden="true" />;
  }
  return (
    <Button variant="primary" onClick={connect} data-testid="connect-cta">
      {t('connect')}
    </Button>
  );
}
