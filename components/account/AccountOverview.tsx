import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useMemo, useRef } from 'react';
import type { Address, Chain, Hash } from 'viem';
import { useAccount, useBalance, useConfig } from 'wagmi';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { batchTransactionHashes, paymentBatchTimes } from '@/lib/payments/storedBatches';
import { listTrackedTransactions, type TrackedTransaction } from '@/lib/transactions/recentTransactions';
import { StatusPill } from '@/components/ui/StatusPill';
import { TransactionMeta } from '@/components/transactions/TransactionMeta';
import { ReplacementLink } from '@/components/transactions/ReplacementLink';
import { useTransactionOutcome } from '@/components/transactions/useTransactionOutcome';
import { AccountIdentity } from './AccountIdentity';
import { BalanceValue } from './BalanceValue';
import { shortenAddress } from '@/lib/format/shortenAddress';
import { SignInStatus } from '@/components/signIn/SignInStatus';
import { useAccountProfile } from './useAccountProfile';
import { CopyButton } from '@/components/ui/CopyButton';
import { AccountDisconnected } from './AccountDisconnected';
import { useStoredTransactionsSnapshot } from './useStoredTransactions';
import { TokenBalances } from './TokenBalances';
import { CurrencySelect } from '@/components/prices/CurrencySelect';
import { useChainPrices } from '@/components/prices/useChainPrices';
import { ProtocolHandlerOffer } from './ProtocolHandlerOffer';
import { SessionsSection } from './SessionsSection';
import { Card } from '@/components/ui/Card';
import { FullAddress } from '@/components/ui/FullAddress';

/** One chain's native balance, with its own loading and error state and a retry, and its value in the visitor's currency. */
function ChainBalance({ chain, address }: { chain: Chain; address: Address }) {
  const balance = useBalance({ address, chainId: chain.id });
  // In the same render as the balance: both leave in one request.
  useChainPrices(chain.id);
  return (
    <li className="chain-balance" data-testid={`balance-${chain.id}`}>
      <span className="chain-name">{chain.name}</span>
      <BalanceValue {...balance} testId={`balance-value-${chain.id}`} chainId={chain.id} />
    </li>
  );
}

/**
 * A tracked transaction's row: its outcome, live (`useTransactionOutcome`),
 * what went to whom (its description), when, on which chain, and its
 * explorer link (or short hash where the chain has no explorer); for a
 * replaced one, a link to what replaced it.
 */
function TransactionRow({ transaction, chain }: { transaction: TrackedTransaction; chain: Chain | undefined }) {
  const outcome = useTransactionOutcome({
    hash: transaction.hash as Hash,
    chainId: transaction.chainId,
    kitStatus: transaction.status,
    followReceipt: chain !== undefined,
  });
  const t = useTranslations('Account');
  const tSend = useTranslations('Send');
  const status = outcome.state;
  const explorer = chain?.blockExplorers?.default.url;
  return (
    <li className="transaction" data-testid="tracked-transaction" data-status={status}>
      <div>
        <span className="description">{transaction.description}</span>
        <TransactionMeta
          status={<StatusPill outcome={outcome} />}
          time={transaction.addedAt}
          chain={chain?.name ?? t('chainId', { chainId: transaction.chainId })}
        />
      </div>
      {explorer ? (
        <a href={`${explorer}/tx/${transaction.hash}`} target="_blank" rel="noopener noreferrer">
          {tSend('viewOnExplorer')}
        </a>
      ) : (
        <code title={transaction.hash}>{shortenAddress(transaction.hash)}</code>
      )}
      <ReplacementLink outcome={outcome} explorerUrl={explorer} />
    </li>
  );
}

/** A batch's entry, as a chunk of its own: loaded only when the account has a batch. */
const StoredBatchEntry = dynamic(() => import('@/components/payments/BatchEntry').then((module) => module.StoredBatchEntry), { ssr: false });

/** One entry of Transactions: a single transaction, or a stored batch (its payments are listed under it). `time`: ms since epoch, 0 when unknown. */
type TransactionsEntry = { kind: 'transaction'; transaction: TrackedTransaction; time: number } | { kind: 'batch'; id: string; time: number };

/**
 * Every tracked transaction and stored batch of `address` on the configured
 * chains, newest first, kept fresh in this tab and across tabs. The
 * batches are read as plain JSON here (`paymentBatchTimes`), each through
 * its schema only in its own entry.
 */
function useTransactionsEntries(address: Address | undefined, chainIds: readonly number[]): TransactionsEntry[] {
  const snapshot = useStoredTransactionsSnapshot();
  const key = chainIds.join(',');
  return useMemo(() => {
    const storage = getBrowserStorage();
    if (!storage || !address || snapshot === '') return [];
    // A batch's payments are listed under it, not on their own.
    const inBatches = batchTransactionHashes(storage, address);
    const transactions = listTrackedTransactions(storage, address, key.split(',').map(Number))
      .filter(({ hash }) => !inBatches.has(hash.toLowerCase()))
      .map((transaction): TransactionsEntry => ({ kind: 'transaction', transaction, time: transaction.addedAt ?? 0 }));
    const batches = paymentBatchTimes(storage, address).map(({ id, createdAt }): TransactionsEntry => ({ kind: 'batch', id, time: createdAt }));
    return [...batches, ...transactions].sort((a, b) => b.time - a.time);
  }, [address, key, snapshot]);
}

/**
 * `/account`: the whole account. Avatar, ENS name and address
 * with copy; the native balance on every configured chain (one request per
 * chain's node, batched), each with its own loading and error state so one
 * node being down blanks nothing else, and its fiat value in the currency
 * chosen under them (`CurrencySelect`); ERC-20 token balances per chain
 * (`TokenBalances`); every tracked transaction on every
 * chain, newest first, with status and block-explorer link; the sign-in
 * state, and with sign-in on, where the address is signed in
 * (`SessionsSection`). Disconnected, it asks the visitor to connect.
 */
export function AccountOverview() {
  const t = useTranslations('Account');
  const { address, isConnected } = useAccount();
  const { chains } = useConfig();
  const { ensName, ensAvatar } = useAccountProfile(address);
  const entries = useTransactionsEntries(address, chains.map((chain) => chain.id));
  // The offer's card goes with the button pressed: the reader goes on from the card that follows.
  const transactionsHeadingRef = useRef<HTMLHeadingElement>(null);

  if (!isConnected || !address) return <AccountDisconnected />;

  return (
    <div className="account-overview">
      <Card aria-labelledby="account-heading">
        <AccountIdentity address={address} ensName={ensName} ensAvatar={ensAvatar} headingId="account-heading" />
        <dl className="account-facts">
          <dt>{t('address')}</dt>
          <dd className="address-row">
            <FullAddress value={address} testId="overview-address" />
            <CopyButton value={address} label={t('copyAddress')} small />
          </dd>
          <SignInStatus address={address} testId="overview-sign-in" />
        </dl>
      </Card>
      <Card aria-labelledby="balances-heading">
        <h2 id="balances-heading">{t('balances')}</h2>
        <ul className="chain-balances">
          {chains.map((chain) => (
            <ChainBalance key={chain.id} chain={chain} address={address} />
          ))}
        </ul>
        <CurrencySelect />
      </Card>
      <TokenBalances chains={chains} owner={address} />
      <ProtocolHandlerOffer onAnswered={() => transactionsHeadingRef.current?.focus()} />
      <Card aria-labelledby="transactions-heading">
        <h2 id="transactions-heading" className="focus-target" ref={transactionsHeadingRef} tabIndex={-1}>
          {t('transactions')}
        </h2>
        {entries.length === 0 ? (
          <p className="muted">{t('noTransactions')}</p>
        ) : (
          <ul className="transactions">
            {entries.map((entry) =>
              entry.kind === 'batch' ? (
                <StoredBatchEntry key={entry.id} id={entry.id} chains={chains} />
              ) : (
                <TransactionRow
                  key={`${entry.transaction.chainId}:${entry.transaction.hash}`}
                  transaction={entry.transaction}
                  chain={chains.find((chain) => chain.id === entry.transaction.chainId)}
                />
              ),
            )}
          </ul>
        )}
      </Card>
      <SessionsSection address={address} />
    </div>
  );
}
