import { useLocale } from 'next-intl';
import type { GetBalanceReturnType } from 'wagmi/actions';
import { useAccount } from 'wagmi';
import { useAccountProfile } from '@/components/account/useAccountProfile';
import { useChainPrices } from '@/components/prices/useChainPrices';
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
 * The account button's balance in the visitor's currency, abbreviated like
 * the balance beside it (`"≈ $30M"`, `formatFiat`'s compact form). Nothing
 * where there is no price to trust: inside a button a reason cannot be
 * focused, so the account panel and `/account` give it.
 */
export function HeaderFiatValue({ chainId, balance }: HeaderFiatValueProps) {
  const locale = useLocale();
  // Read by `HeaderProfileLookups`, beside the balance.
  const { currency, prices } = useChainPrices(chainId, { read: false });
  const price = prices?.priceOf(null);
  if (!currency || !price || price.problem) return null;
  const text = formatFiat(fiatValueOf({ amount: balance.value, decimals: balance.decimals, ...price }), currency, locale, { compact: true });
  return <span className="wallet-fiat" data-testid="header-balance-fiat">{`≈ ${text}`}</span>;
}
