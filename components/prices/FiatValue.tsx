import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Address } from 'viem';
import type { PriceProblem } from '@/lib/prices/feedAnswer';
import { fiatValueOf, formatFiat } from '@/lib/prices/fiatValue';
import { useChainPrices } from './useChainPrices';

/** The message (namespace `Prices`) that says why a figure is missing. */
const PROBLEM_MESSAGES = {
  noFeed: 'noFeed',
  unreadable: 'unreadable',
  incompleteRound: 'incompleteRound',
  nonPositive: 'nonPositive',
  stale: 'stale',
  sequencerDown: 'sequencerDown',
  sequencerGracePeriod: 'sequencerGracePeriod',
} as const satisfies Record<PriceProblem, string>;

/** Props of {@link FiatValue}. */
export type FiatValueProps = {
  chainId: number;
  /** The asset: a token's address, or `null` for the chain's native currency. */
  token: Address | null;
  /** In the asset's smallest unit (wei for ETH). */
  amount: bigint;
  /** The asset's decimals. */
  decimals: number;
  /** `data-testid` of the figure; its missing form gets `<testId>-missing`. */
  testId?: string;
};

/**
 * What an amount is worth in the visitor's currency, beside it, marked as
 * approximate: `≈ $1,500.00`, `≈ 1.388,89 €` (`formatFiat`). Where the
 * rules of `lib/prices/chainPrices.ts` give no price, a muted `≈ —` whose
 * reason shows on hover and on focus, and is its description for screen
 * readers. Nothing while the prices are first read, on the server, or when
 * the visitor chose no currency.
 */
export function FiatValue({ chainId, token, amount, decimals, testId }: FiatValueProps) {
  const t = useTranslations('Prices');
  const locale = useLocale();
  const reasonId = useId();
  const { currency, prices } = useChainPrices(chainId);
  if (!currency || !prices) return null;
  const price = prices.priceOf(token);
  if (price.problem) {
    return (
      <span className="fiat-missing" data-testid={testId && `${testId}-missing`} data-problem={price.problem}>
        <button type="button" className="fiat-missing-button" aria-label={t('unavailable', { currency })} aria-describedby={reasonId}>
          ≈ —
        </button>
        <span role="tooltip" id={reasonId} className="fiat-reason">
          {t(PROBLEM_MESSAGES[price.problem])}
        </span>
      </span>
    );
  }
  const text = formatFiat(fiatValueOf({ amount, decimals, ...price }), currency, locale);
  return (
    <span className="fiat-value" data-testid={testId}>
      ≈ {text}
    </span>
  );
}
