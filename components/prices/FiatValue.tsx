import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Address } from 'viem';
import type { PriceProblem } from '@/lib/prices/feedAnswer';
import { fiatValueOf, formatFiat, sumFiatValues } from '@/lib/prices/fiatValue';
import { useChainPrices } from './useChainPrices';

/** The message (namespace `Prices`) that says why a figure is missing, for each {@link PriceProblem}. */
export const PRICE_PROBLEM_MESSAGES = {
  noFeed: 'noFeed',
  unreadable: 'unreadable',
  incompleteRound: 'incompleteRound',
  nonPositive: 'nonPositive',
  stale: 'stale',
  sequencerDown: 'sequencerDown',
  sequencerGracePeriod: 'sequencerGracePeriod',
} as const satisfies Record<PriceProblem, string>;

/** An amount of one asset. */
type FiatPart = {
  /** The asset: a token's address, or `null` for the chain's native currency. */
  token: Address | null;
  /** In the asset's smallest unit (wei for ETH). */
  amount: bigint;
  /** The asset's decimals. */
  decimals: number;
};

/**
 * `≈ —`, a button named "No USD value" whose description is the reason,
 * shown as a tooltip on hover and on focus; Escape hides it until the
 * pointer or the focus leaves (WCAG 1.4.13).
 */
function MissingFigure({ label, reason, problem, testId }: { label: string; reason: string; problem: PriceProblem; testId: string | undefined }) {
  const reasonId = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="fiat-missing" data-testid={testId} data-problem={problem} onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        className="fiat-missing-button"
        aria-label={label}
        aria-describedby={reasonId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      >
        ≈ —
      </button>
      <span role="tooltip" id={reasonId} className={dismissed ? 'fiat-reason fiat-reason-dismissed' : 'fiat-reason'}>
        {reason}
      </span>
    </span>
  );
}

/** Props of {@link FiatValue}. */
export type FiatValueProps = {
  chainId: number;
  /** What is valued: one amount, or several summed (a token payment and its fee in ETH). */
  parts: readonly FiatPart[];
  /** `data-testid` of the figure; its missing form gets `<testId>-missing`. */
  testId?: string;
  /** Inside a sentence, where a reason has no room: nothing at all instead of `≈ —`. */
  hideMissing?: boolean;
  /**
   * Whether this figure reads the chain's prices itself. Default `false`:
   * the component that reads the amount (a balance) reads the prices in
   * the same render (`useChainPrices`), so both share one request; set it
   * where nothing else does (a request on another chain, a page with no
   * wallet).
   */
  read?: boolean;
};

/**
 * What an amount (or the sum of several) is worth in the visitor's
 * currency, beside it, marked as approximate: `≈ $1,500.00`,
 * `≈ 1.388,89 €` (`formatFiat`). Where a feed exists but the rules of
 * `lib/prices/chainPrices.ts` refuse its answer (stale, zero, unreadable,
 * the sequencer down), a muted `≈ —` whose reason shows on hover and on
 * focus, and is its description for screen readers; where there is no
 * feed for the asset on the chain, nothing.
 * Nothing while the prices are first read, on the server, or when the
 * visitor chose no currency.
 */
export function FiatValue({ chainId, parts, testId, hideMissing = false, read = false }: FiatValueProps) {
  const t = useTranslations('Prices');
  const locale = useLocale();
  const { currency, prices } = useChainPrices(chainId, { read });
  if (!currency || !prices) return null;
  const priced = parts.map((part) => ({ part, price: prices.priceOf(part.token) }));
  const problem = priced.find(({ price }) => price.problem)?.price.problem;
  if (problem) {
    // No feed at all (a local chain, a token Chainlink does not price) is no fault: nothing shows, as in the header; the Currency setting names the networks with prices.
    if (hideMissing || problem === 'noFeed') return null;
    return <MissingFigure label={t('unavailable', { currency })} reason={t(PRICE_PROBLEM_MESSAGES[problem])} problem={problem} testId={testId && `${testId}-missing`} />;
  }
  const values = priced.flatMap(({ part, price }) => (price.problem ? [] : [fiatValueOf({ amount: part.amount, decimals: part.decimals, ...price })]));
  const text = formatFiat(sumFiatValues(values), currency, locale);
  return (
    <span className="fiat-value" data-testid={testId}>
      {`≈\u00a0${text}`}
    </span>
  );
}
