import { useTranslations } from 'next-intl';
import { useMessageText } from '@/components/i18n/useMessageText';
import type { Message } from '@/lib/i18n/message';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address, Chain } from 'viem';
import { useAccount, useWatchAsset } from 'wagmi';
import { Amount } from '@/components/ui/Amount';
import { FiatValue } from '@/components/prices/FiatValue';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { removeCustomToken } from '@/lib/tokens/customTokens';
import { tokenBadge } from '@/lib/tokens/tokenBadge';
import { walletErrorMessage } from '@/lib/wallet/walletErrors';
import { AddTokenForm } from './AddTokenForm';
import { useTokenBalances } from './useTokenBalances';
import { useTokens, type ListedToken } from './useTokens';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Notice } from '@/components/ui/Notice';
import { Card } from '@/components/ui/Card';

/** One token's row: badge, balance with symbol and its fiat value, name, "Add to wallet" (EIP-747) and, for an added token, "Remove". */
function TokenRow({ token, balance, onWalletChain, onRemoved }: { token: ListedToken; balance: bigint; onWalletChain: boolean; onRemoved: () => void }) {
  const { watchAssetAsync, isPending } = useWatchAsset();
  const t = useTranslations('Tokens');
  const messageText = useMessageText();
  const [error, setError] = useState<Message | null>(null);
  const badge = tokenBadge(token);
  const addToWallet = async () => {
    setError(null);
    try {
      await watchAssetAsync({ type: 'ERC20', options: { address: token.address, symbol: token.symbol, decimals: token.decimals } });
    } catch (caught) {
      setError(walletErrorMessage(caught));
    }
  };
  return (
    <li className="token" data-testid={`token-${token.chainId}-${token.address}`}>
      <span className="token-badge" style={{ background: badge.background }} aria-hidden="true">
        {badge.initials}
      </span>
      <Amount className="token-amount" testId="token-balance" value={balance} decimals={token.decimals} symbol={token.symbol} />
      <FiatValue chainId={token.chainId} parts={[{ token: token.address, amount: balance, decimals: token.decimals }]} testId="token-fiat" />
      <span className="token-name muted">{token.name}</span>
      <span className="token-actions">
        <Button
          size="small"
          onClick={() => void addToWallet()}
          disabled={!onWalletChain || isPending}
          title={onWalletChain ? undefined : t('switchToAdd')}
        >
          {t('addToWallet')}
        </Button>
        {token.added && (
          <Button
            size="small"
            onClick={() => {
              const storage = getBrowserStorage();
              if (storage) removeCustomToken(storage, token);
              onRemoved();
            }}
          >
            {t('remove')}
          </Button>
        )}
      </span>
      {error && (
        <Notice tone="error" className="token-error">
          {messageText(error)}
        </Notice>
      )}
    </li>
  );
}

/** Props of {@link ChainTokens}. */
type ChainTokensProps = {
  chain: Chain;
  owner: Address;
  tokens: ListedToken[];
  showZero: boolean;
  onWalletChain: boolean;
  /** Told whether this chain, loaded and answering, has nothing to show: the card then says so once for every chain. */
  onEmptyChange: (chainId: number, empty: boolean) => void;
  /** Told that the visitor removed one of its tokens, whose row, and the button pressed, are gone. */
  onRemoved: () => void;
};

/**
 * One chain's token balances (`useTokenBalances`: one `eth_call` for the
 * whole list, a token whose contract does not answer skipped); its own
 * loading and error states, so one chain's node being down blanks nothing
 * else; their fiat values use the prices the chain's balance row reads
 * (`AccountOverview`). A chain with nothing to show shows nothing.
 */
function ChainTokens({ chain, owner, tokens, showZero, onWalletChain, onEmptyChange, onRemoved }: ChainTokensProps) {
  const t = useTranslations('Tokens');
  const tApp = useTranslations('App');
  const balances = useTokenBalances({ chainId: chain.id, owner, tokens });
  const rows = balances.balances.filter(({ token, balance }) => showZero || token.added || balance > 0n);
  const empty = !(tokens.length > 0 && balances.isPending) && !balances.isError && rows.length === 0;
  useEffect(() => onEmptyChange(chain.id, empty), [chain.id, empty, onEmptyChange]);
  if (empty) return null;
  let body;
  if (tokens.length > 0 && balances.isPending) body = <p className="muted">{t('loadingBalances')}</p>;
  else if (balances.isError) {
    body = (
      <p className="balance-error">
        <span role="alert">{t('balancesUnavailable')}</span>{' '}
        <Button size="small" onClick={() => void balances.refetch()} disabled={balances.isFetching}>
          {balances.isFetching ? tApp('retrying') : tApp('retry')}
        </Button>
      </p>
    );
  } else {
    body = (
      <ul className="tokens">
        {rows.map(({ token, balance }) => (
          <TokenRow key={token.address} token={token} balance={balance} onWalletChain={onWalletChain} onRemoved={onRemoved} />
        ))}
      </ul>
    );
  }
  return (
    <section className="chain-tokens" aria-labelledby={`tokens-${chain.id}`} data-testid={`tokens-${chain.id}`}>
      <h3 id={`tokens-${chain.id}`}>{chain.name}</h3>
      {body}
    </section>
  );
}

/**
 * /account's "Tokens": per configured chain, the ERC-20 balances of
 * `owner` for the published token list and the tokens the visitor added,
 * read from the visitor's own RPC (nothing hosted sees the address).
 * Non-zero balances by default; "Show zero balances" shows the rest. No
 * logo is fetched: each token wears a badge of its initials. Below the
 * chains, a form adds a token by address on the wallet's network.
 */
export function TokenBalances({ chains, owner }: { chains: readonly Chain[]; owner: Address }) {
  const t = useTranslations('Tokens');
  const { chainId } = useAccount();
  const [showZero, setShowZero] = useState(false);
  const { tokensOf, isPending, isError } = useTokens();
  const [emptyChains, setEmptyChains] = useState<ReadonlySet<number>>(new Set());
  const onEmptyChange = useCallback((id: number, empty: boolean) => {
    setEmptyChains((current) => {
      if (current.has(id) === empty) return current;
      const next = new Set(current);
      if (empty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const allEmpty = !isPending && chains.every((chain) => emptyChains.has(chain.id));
  // Tokens are added on the wallet's network, whose node reads the contract.
  const walletChain = chains.find((chain) => chain.id === chainId);
  // A removed token's row goes with the Remove button pressed: focus stays in the card, on its heading, not on the page itself.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onRemoved = useCallback(() => headingRef.current?.focus(), []);
  return (
    <Card aria-labelledby="tokens-heading" data-testid="tokens">
      <h2 id="tokens-heading" className="focus-target" ref={headingRef} tabIndex={-1}>
        {t('heading')}
      </h2>
      <Checkbox checked={showZero} onChange={(event) => setShowZero(event.target.checked)}>
        {t('showZero')}
      </Checkbox>
      {isPending && <p className="muted">{t('loadingList')}</p>}
      {isError && <Notice tone="warning">{t('listUnavailable')}</Notice>}
      {chains.map((chain) => (
        <ChainTokens
          key={chain.id}
          chain={chain}
          owner={owner}
          tokens={tokensOf(chain.id)}
          showZero={showZero}
          onWalletChain={chain.id === chainId}
          onEmptyChange={onEmptyChange}
          onRemoved={onRemoved}
        />
      ))}
      {allEmpty && (
        <p className="muted" data-testid="tokens-empty">
          {showZero ? t('noneListed') : t('noneHeld')}
        </p>
      )}
      {walletChain && (
        <section className="add-token-section" aria-label={t('addOn', { chain: walletChain.name })}>
          <AddTokenForm chain={walletChain} />
        </section>
      )}
    </Card>
  );
}
