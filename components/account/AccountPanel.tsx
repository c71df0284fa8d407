import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useAccount } from 'wagmi';
import { AccountIdentity } from './AccountIdentity';
import { BalanceValue } from './BalanceValue';
import { SignInStatus } from '@/components/signIn/SignInStatus';
import { useAccountProfile } from './useAccountProfile';
import { CopyButton } from '@/components/ui/CopyButton';
import { useWalletKit } from '@/components/walletKit/useWalletKit';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FullAddress } from '@/components/ui/FullAddress';
import { isSiweEnabled } from '@/lib/config/siweSwitch';

/**
 * The connected visitor's account on the home page: avatar, ENS name or
 * shortened address, the balance with its symbol on the current chain,
 * large, and what to do next: Send, and with sign-in on, Ask to be paid
 * (the account page is the header's Account); then the full
 * address with a copy action, the chain's name,
 * a link to the address on the chain's block explorer, and a button that
 * opens the kit's Switch Networks modal; with sign-in on, whether the visitor
 * is signed in and as which address. On an unsupported chain it says so
 * and offers the switch instead.
 *
 * Asks for the ENS name, avatar and balance exactly as the kit's
 * ConnectButton does ({@link useAccountProfile}), so it adds no RPC request
 * of its own. The switch buttons load the kit's code when first clicked.
 * Renders nothing while disconnected.
 */
export function AccountPanel() {
  const t = useTranslations('Account');
  const tHeader = useTranslations('Header');
  const { address, chain, chainId, isConnected } = useAccount();
  // The header's account button reads the balance as it mounts; share it.
  const { ensName, ensAvatar, balance } = useAccountProfile(address, { refetchBalanceOnMount: false });
  const { open, prefetch } = useWalletKit();
  // Enabled from the start: a click before the kit's code is in loads it and opens the modal.
  const switchNetwork = { onClick: () => open('chain'), onPointerEnter: prefetch, onFocus: prefetch };
  if (!isConnected || !address || chainId === undefined) return null;
  if (!chain) {
    return (
      <Card aria-labelledby="account-heading" data-testid="account-panel">
        <h2 id="account-heading">{t('unsupportedHeading')}</h2>
        <p role="alert" data-testid="unsupported-chain">
          {t('unsupported', { chainId })}
        </p>
        <Button variant="primary" {...switchNetwork}>
          {t('switchNetwork')}
        </Button>
      </Card>
    );
  }
  const explorer = chain.blockExplorers?.default;
  return (
    <Card aria-labelledby="account-heading" data-testid="account-panel">
      <AccountIdentity address={address} ensName={ensName} ensAvatar={ensAvatar} headingId="account-heading" />
      <p className="panel-balance">
        <span className="muted">{t('balance')}</span>
        <BalanceValue {...balance} testId="account-balance" chainId={chainId} />
      </p>
      <nav className="panel-actions" aria-label={t('nextSteps')}>
        <Link href="/send" prefetch={false} className="button primary" data-testid="home-send">
          {tHeader('send')}
        </Link>
        {isSiweEnabled() && (
          <Link href="/requests" prefetch={false} className="button">
            {t('askToBePaid')}
          </Link>
        )}
      </nav>
      <dl className="account-facts">
        <dt>{t('address')}</dt>
        <dd className="address-row">
          <FullAddress value={address} testId="account-address" />
          <CopyButton value={address} label={t('copyAddress')} small />
        </dd>
        <dt>{t('network')}</dt>
        <dd className="network-row">
          <span data-testid="account-chain">{chain.name}</span>
          <Button size="small" {...switchNetwork}>
            {t('switchNetwork')}
          </Button>
        </dd>
        <SignInStatus address={address} testId="sign-in-status" />
      </dl>
      {explorer && (
        <a
          className="explorer-link"
          href={`${explorer.url}/address/${address}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('viewOn', { explorer: explorer.name })}
        </a>
      )}
    </Card>
  );
}
