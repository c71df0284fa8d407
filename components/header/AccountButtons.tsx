import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useDeferredValue } from 'react';
import type { GetBalanceReturnType } from 'wagmi/actions';
import { useAccount, useConfig } from 'wagmi';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { hasStoredConnection } from '@/lib/wallet/connectionRestore';
import type { ChainIcon } from '@/lib/config/chains';
import { ensChainIdOf } from '@/lib/config/ensChain';
import { Avatar } from '@/components/account/Avatar';
import { displayName } from '@/lib/format/displayName';
import { formatCompactBalance } from '@/lib/format/formatBalance';
import { useCachedProfile } from './useCachedProfile';
import { useHasPendingTransactions } from '@/components/account/useStoredTransactions';
import { LoadBoundary } from '@/components/layout/LoadBoundary';
import { useWalletKit } from '@/components/walletKit/useWalletKit';

const loadProfileLookups = () => import('./HeaderProfileLookups');

// A returning connected visitor will need the lookups: fetch their code
// while wagmi restores the connection.
if (typeof window !== 'undefined' && hasStoredConnection(getBrowserStorage())) void loadProfileLookups().catch(() => undefined);

/** `HeaderProfileLookups` in a chunk and a Suspense boundary of its own, so the buttons never wait for it. */
const ProfileLookups = lazy(loadProfileLookups);

/** The balance's fiat value, from the same chunk. */
const FiatValue = lazy(() => loadProfileLookups().then((module) => ({ default: module.HeaderFiatValue })));

/**
 * The account button's balance, shortened as the kit does (`"10k ETH"`), in
 * a deferred render of its own: a page's first `Intl.NumberFormat` costs 17
 * to 30 ms while V8 loads ICU data, enough to make the restoring render a
 * long task (`docs/page-load.md`). Keyed by account and chain, so a switch
 * never shows the last chain's figure. Its value in the visitor's currency
 * follows, once the lookups' chunk is in.
 */
function AccountBalance({ balance, chainId }: { balance: GetBalanceReturnType | undefined; chainId: number }) {
  const locale = useLocale();
  const shown = useDeferredValue(balance ?? null, null);
  if (!shown) return null;
  return (
    <span className="wallet-balance">
      <span>{`${formatCompactBalance(shown.formatted, locale)} ${shown.symbol}`}</span>
      <LoadBoundary label="The balance's fiat value" fallback={null}>
        <Suspense fallback={null}>
          <FiatValue chainId={chainId} balance={shown} />
        </Suspense>
      </LoadBoundary>
    </span>
  );
}

/** The chevron RainbowKit's buttons end with; decorative. */
function DropdownIcon() {
  return (
    <svg className="wallet-dropdown" fill="none" height="7" width="14" viewBox="0 0 14 7" aria-hidden="true" focusable="false">
      <path
        d="M12.75 1.54001L8.51647 5.0038C7.77974 5.60658 6.72026 5.60658 5.98352 5.0038L1.75 1.54001"
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="2.5"
      />
    </svg>
  );
}

/**
 * The connected header, as RainbowKit's ConnectButton draws it, with its test
 * ids: the chain button or "Wrong network", and the account button (balance,
 * avatar with a pending ring, ENS name or short address). Pointing at a
 * button starts loading the kit. The profile comes from the query cache,
 * filled by the lazy `HeaderProfileLookups`: viem's ENS actions are too
 * heavy for the first load.
 */
export function AccountButtons() {
  const t = useTranslations('Wallet');
  const { address, chainId } = useAccount();
  const { chains } = useConfig();
  const { open, prefetch } = useWalletKit();
  const { balance, ensName, ensAvatar } = useCachedProfile(
    address,
    chainId,
    ensChainIdOf(chains.map((candidate) => candidate.id)),
  );
  const pending = useHasPendingTransactions(address, chainId);
  const intent = { onPointerEnter: prefetch, onFocus: prefetch };
  if (!address) return null;

  const chain = chains.find((candidate) => candidate.id === chainId) as ((typeof chains)[number] & Partial<ChainIcon>) | undefined;
  const unsupported = chain === undefined;
  return (
    <div className="wallet-connected">
      <LoadBoundary label="The account lookups" fallback={null}>
        <Suspense fallback={null}>
          <ProfileLookups address={address} />
        </Suspense>
      </LoadBoundary>
      {(unsupported || chains.length > 1) && (
        <button
          type="button"
          className={unsupported ? 'wallet-pill wallet-chain wallet-wrong-network' : 'wallet-pill wallet-chain'}
          data-testid={unsupported ? 'rk-wrong-network-button' : 'rk-chain-button'}
          aria-haspopup="dialog"
          onClick={() => open('chain')}
          {...intent}
        >
          {unsupported ? (
            <span className="wallet-wrong-network-label">{t('wrongNetwork')}</span>
          ) : (
            <>
              {chain.iconUrl && (
                // eslint-disable-next-line @next/next/no-img-element -- a 24 px SVG icon needs no optimisation
                <img className="wallet-chain-icon" src={chain.iconUrl} alt="" width={24} height={24} style={{ background: chain.iconBackground }} />
              )}
              {/* The button's name is the name it shows (WCAG 2.5.3); where the icon stands alone it is hidden visually, not from assistive technology. */}
              <span className={chain.iconUrl ? 'wallet-chain-name' : undefined}>{chain.name}</span>
            </>
          )}
          <DropdownIcon />
        </button>
      )}
      {!unsupported && (
        <button type="button" className="wallet-pill wallet-account" data-testid="rk-account-button" onClick={() => open('account')} {...intent}>
          {/* Keyed, so that another account or chain starts with no balance, never the last one's figure for a render. */}
          <AccountBalance key={`${address}:${chainId}`} balance={balance} chainId={chain.id} />
          <span className="wallet-account-inner">
            <Avatar address={address} ensImage={ensAvatar} size={24} pending={pending} />
            {/* Cut with an ellipsis when the header is narrow; the full name or address is in the title and the account modal. */}
            <span className="wallet-account-name" title={ensName ?? address}>
              {displayName(address, ensName)}
            </span>
            <DropdownIcon />
          </span>
        </button>
      )}
    </div>
  );
}
