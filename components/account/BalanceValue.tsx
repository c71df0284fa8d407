import { useTranslations } from 'next-intl';
import type { UseBalanceReturnType } from 'wagmi';
import { Amount } from '@/components/ui/Amount';
import { Button } from '@/components/ui/Button';
import { FiatValue } from '@/components/prices/FiatValue';

/** Props of {@link BalanceValue}: the fields of wagmi's `useBalance` result it reads. */
export type BalanceValueProps = Pick<UseBalanceReturnType, 'data' | 'isError' | 'isPending' | 'isFetching' | 'refetch'> & {
  /** `data-testid` of the value, e.g. `account-balance`; its fiat value's is `<testId>-fiat`. */
  testId: string;
  /** The balance's chain, for its fiat value (`FiatValue`); none without it. */
  chainId?: number;
};

/**
 * A native balance as a visitor should read it, whatever its node does
 * (see `docs/security.md`, "Faults"):
 * - the balance by the app's rule for amounts (`Amount`: `10,000 ETH`,
 *   every digit in its title), and what it is worth in the visitor's
 *   currency (`FiatValue`) when `chainId` is given;
 * - "Loading…" until the first answer;
 * - "Balance unavailable" with a Retry when the node refused, failed or
 *   passed the 10,000 ms time-out and nothing is known;
 * - the last known balance, kept 24 h in the persisted query cache, marked
 *   "last known" with a Retry when the node fails after a reload.
 */
export function BalanceValue({ data, isError, isPending, isFetching, refetch, testId, chainId }: BalanceValueProps) {
  const t = useTranslations('Account');
  const tApp = useTranslations('App');
  const retry = (
    <Button size="small" onClick={() => void refetch()} disabled={isFetching}>
      {isFetching ? tApp('retrying') : tApp('retry')}
    </Button>
  );
  if (data) {
    const amount = <Amount value={data.value} decimals={data.decimals} symbol={data.symbol} testId={testId} />;
    const value =
      chainId === undefined ? (
        amount
      ) : (
        <span className="balance-figures">
          {amount} <FiatValue chainId={chainId} parts={[{ token: null, amount: data.value, decimals: data.decimals }]} testId={`${testId}-fiat`} />
        </span>
      );
    if (!isError) return value;
    return (
      <span className="balance-stale">
        {value}{' '}
        <span className="stale-note" data-testid={`${testId}-stale`}>
          {t('lastKnown')}
        </span>{' '}
        {retry}
      </span>
    );
  }
  if (isError) {
    return (
      <span className="balance-error">
        <span role="alert" data-testid={`${testId}-error`}>
          {t('balanceUnavailable')}
        </span>{' '}
        {retry}
      </span>
    );
  }
  return isPending ? (
    <span aria-busy="true" data-testid={`${testId}-loading`}>
      {t('loading')}
    </span>
  ) : null;
}
