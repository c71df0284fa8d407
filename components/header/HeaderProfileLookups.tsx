import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { GetBalanceReturnType } from 'wagmi/actions';
import { useAccount } from 'wagmi';
import { useAccountProfile } from '@/components/account/useAccountProfile';
import { PRICE_PROBLEM_MESSAGES } from '@/components/prices/FiatValue';
import { useChainPrices } from '@/components/prices/useChainPrices';
import type { PriceProblem } from '@/lib/prices/feedAnswer';
import { fiatValueOf, formatFiat } from '@/lib/prices/fiatValue';

/** Props of {@link HeaderProfileLookups}. */
export type HeaderProfileLookupsProps = {
  /** The connected account. */
  address: `0x${string}`;
};

/**
 * Runs the account's balance, ENS name and ENS avatar lookups
 * (`useAccountProfile`, the kit's queries) and the chain's price feeds
 * (`useChainPrices`), in one render so that they leave in one JSON-RPC
 * batch, and renders nothing: the header's account button reads their
 * results from the query cache (`useCachedProfile`) and
 * {@link HeaderFiatValue}. A chunk of its own: wagmi's balance action (with
 * its token-balance ABI code), viem's ENS actions and the price code are
 * too heavy for the first load (`docs/page-load.md`).
 */
export default function HeaderProfileLookups({ address }: HeaderProfileLookupsProps) {
  const { chainId } = useAccount();
  useAccountProfile(address);
  useChainPrices(chainId);
  return null;
}

/** Props of {@link HeaderFiatValue}. */
export type HeaderFiatValueProps = {
  chainId: number;
  /** The native balance the button shows. */
  balance: GetBalanceReturnType;
};

/**
 * `≈ —` in the account button where there is no price to trust. A
 * focusable reason cannot sit inside a button, so the reason is part of
 * the button's accessible name, and shows as a tooltip while the button is
 * hovered or has keyboard focus; Escape hides it until the pointer or the
 * focus leaves (WCAG 1.4.13), as `FiatValue`'s own missing figure does.
 */
function HeaderMissingFigure({ label, reason, problem }: { label: string; reason: string; problem: PriceProblem }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const button = ref.current?.closest('button');
    if (!button) return;
    // Escape reaches the document from wherever the focus is, while the pointer alone may be showing the reason;
    // an Escape meant for something else, with the reason not shown, leaves it be.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && (button.matches(':hover') || button.matches(':focus-visible'))) setDismissed(true);
    };
    const onLeave = () => setDismissed(false);
    document.addEventListener('keydown', onKeyDown);
    button.addEventListener('pointerleave', onLeave);
    button.addEventListener('focusout', onLeave);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      button.removeEventListener('pointerleave', onLeave);
      button.removeEventListener('focusout', onLeave);
    };
  }, []);
  return (
    <span ref={ref} className="wallet-fiat wallet-fiat-missing" data-testid="header-balance-fiat-missing" data-problem={problem}>
      <span aria-hidden="true">≈ —</span>
      <span className={dismissed ? 'wallet-fiat-reason wallet-fiat-reason-dismissed' : 'wallet-fiat-reason'}>{`${label}: ${reason}`}</span>
    </span>
  );
}

/**
 * The account button's balance in the visitor's currency, abbreviated like
 * the balance beside it (`"≈ $30M"`, `formatFiat`'s compact form), or
 * `≈ —` with its reason where the rules of `lib/prices/chainPrices.ts`
 * give no price to trust. Nothing on a chain with no feed, while the
 * prices are first read, or when the visitor chose no currency.
 */
export function HeaderFiatValue({ chainId, balance }: HeaderFiatValueProps) {
  const t = useTranslations('Prices');
  const locale = useLocale();
  // Read by `HeaderProfileLookups`, beside the balance.
  const { currency, prices } = useChainPrices(chainId, { read: false });
  if (!currency || !prices) return null;
  const price = prices.priceOf(null);
  // A chain with no feed never has a figure: the header stays quiet there, and the account panel says why.
  if (price.problem === 'noFeed') return null;
  if (price.problem) {
    return <HeaderMissingFigure label={t('unavailable', { currency })} reason={t(PRICE_PROBLEM_MESSAGES[price.problem])} problem={price.problem} />;
  }
  const text = formatFiat(fiatValueOf({ amount: balance.value, decimals: balance.decimals, ...price }), currency, locale, { compact: true });
  return <span className="wallet-fiat" data-testid="header-balance-fiat">{`≈ ${text}`}</span>;
}
