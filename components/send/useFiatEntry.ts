import { useLocale } from 'next-intl';
import { useState } from 'react';
import type { Address } from 'viem';
import { useChainPrices } from '@/components/prices/useChainPrices';
import type { FiatCurrency } from '@/lib/prices/fiatCurrency';
import { amountOfFiatEntry, fiatEntryText } from '@/lib/prices/fiatEntry';
import { parseAmount } from '@/lib/transactions/sendForm';
import { writeDecimal } from '@/lib/format/decimalSeparator';
import { fiatValueOf, formatFiat } from '@/lib/prices/fiatValue';
import type { ChainPrices } from '@/lib/prices/chainPrices';
import { priceFeedOf } from '@/lib/prices/priceFeeds';
import type { Message } from '@/lib/i18n/message';

/** Parameters of {@link useFiatEntry}. */
export type UseFiatEntryParameters = {
  chainId: number;
  /** The asset sent: a token, or `null` for the native currency. */
  token: Address | null;
  decimals: number;
  decimalSeparator: string;
  /** The amount as typed in the asset: carried across when the visitor switches ({@link UseFiatEntryReturnType.toggle}). */
  assetText: string;
  onAssetTextChange: (text: string) => void;
};

/** What {@link useFiatEntry} returns. */
export type UseFiatEntryReturnType = {
  /** The visitor's currency, or `undefined` (none chosen, or not known yet): then there is no fiat entry. */
  currency: FiatCurrency | undefined;
  /**
   * Whether an amount can be typed in {@link currency}: Chainlink publishes
   * a USD feed for the asset on the chain (`priceFeedOf`). Where it does
   * not (a local chain, an unlisted token), the form offers no toggle
   * that could only end in "no price", unless the amount is already typed
   * in the currency ({@link active}), to leave it.
   */
  offered: boolean;
  /** Whether the amount is typed in {@link currency}. */
  active: boolean;
  /** Sets {@link active} without carrying the amount across: for a payment link, which fills in its asset's own amount. */
  setActive: (active: boolean) => void;
  /**
   * Switches between typing in the asset and in the currency, carrying the
   * amount across, so that what the field shows is what would be sent: the
   * exact amount the fiat text buys becomes the asset's text, and the asset
   * amount's value (cut to the currency's places, `fiatEntryText`) the
   * fiat text; nothing, where there is nothing to carry.
   */
  toggle: () => void;
  /** What the visitor typed in the currency. */
  text: string;
  setText: (text: string) => void;
  /** The exact amount it buys, in the asset's smallest unit, at the prices shown; or why there is none. */
  amount?: bigint;
  error?: Message;
  /** One unit of the asset in the currency, `"$3,000.00"`, when there is a price. */
  unitPrice?: string;
  /**
   * Reads the prices again, just before the wallet is asked: the amount the
   * typed figure buys now, or `undefined` with no price to trust. The page
   * shows it, so what is sent is what was last shown.
   */
  amountNow: () => Promise<bigint | undefined>;
};

/** The amount of `token` that the typed fiat text buys at `prices`, as {@link amountOfFiatEntry} decides. */
function entryAt(prices: ChainPrices | undefined, { token, decimals, decimalSeparator }: UseFiatEntryParameters, currency: FiatCurrency, text: string) {
  const price = prices?.priceOf(token);
  return amountOfFiatEntry({ text, currency, decimalSeparator, decimals, prices: price && !price.problem ? price : undefined });
}

/**
 * The send form's amount typed in the visitor's own currency: the toggle's
 * state, the typed text, and the exact amount of the asset it buys at the
 * chain's Chainlink prices (`lib/prices/fiatEntry.ts`).
 */
export function useFiatEntry(parameters: UseFiatEntryParameters): UseFiatEntryReturnType {
  const { chainId, token, decimals, decimalSeparator, assetText, onAssetTextChange } = parameters;
  const locale = useLocale();
  const { currency, prices, refresh } = useChainPrices(chainId);
  const [active, setActive] = useState(false);
  const [text, setText] = useState('');
  const offered = currency !== undefined && priceFeedOf(chainId, token) !== undefined;
  // Typing in the currency lasts until the visitor leaves it, even onto an asset with no feed (where it says "no price"): never a silent swap to an older amount.
  if (!currency || (!offered && !active)) return { currency, offered, active: false, setActive, toggle: () => {}, text, setText, amountNow: async () => undefined };
  const price = prices?.priceOf(token);
  const unitPrice = price && !price.problem ? formatFiat(fiatValueOf({ amount: 10n ** BigInt(decimals), decimals, ...price }), currency, locale) : undefined;
  const { amount, error } = active && text.trim() !== '' ? entryAt(prices, parameters, currency, text) : {};
  const toggle = () => {
    if (active) {
      onAssetTextChange(amount === undefined ? '' : writeDecimal(amount, decimals, decimalSeparator));
    } else {
      const typed = parseAmount(assetText, decimals, decimalSeparator).value;
      setText(typed === undefined || !price || price.problem ? '' : fiatEntryText({ amount: typed, decimals, currency, decimalSeparator, prices: price }));
    }
    setActive(!active);
  };
  return {
    currency,
    offered,
    active,
    setActive,
    toggle,
    text,
    setText,
    amount,
    error,
    unitPrice,
    amountNow: async () => entryAt(await refresh(), parameters, currency, text).amount,
  };
}
