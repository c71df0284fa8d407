import { useLocale } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { getBrowserStorage, subscribeToStoredKey } from '@/lib/storage/browserStorage';
import { defaultCurrencyOf, toCurrencyChoice, type CurrencyChoice } from '@/lib/prices/fiatCurrency';

/** localStorage key of the visitor's currency: an ISO 4217 code of `FIAT_CURRENCIES`, or `none`. */
export const CURRENCY_STORAGE_KEY = 'co-editions.currency';

/** Window event fired after the currency changed in this tab (other tabs get `storage`). */
const CURRENCY_CHANGED_EVENT = 'co-editions:currency-changed';

const subscribe = (onChange: () => void) => subscribeToStoredKey(CURRENCY_STORAGE_KEY, CURRENCY_CHANGED_EVENT, onChange);

const readStored = () => getBrowserStorage()?.getItem(CURRENCY_STORAGE_KEY) ?? null;

/** What {@link useCurrencyChoice} returns. */
export type UseCurrencyChoiceReturnType = {
  /**
   * The visitor's choice, else their locale's currency; `undefined` on the
   * server and in the render that hydrates, so a fiat figure is first drawn
   * already in the right currency, never in another one first.
   */
  choice: CurrencyChoice | undefined;
  /** Whether the visitor chose (`false`: the locale's default). */
  chosen: boolean;
  /** Keeps `choice` for this and later visits; does nothing where storage is denied but this page. */
  setChoice: (choice: CurrencyChoice) => void;
};

/** The currency fiat figures are shown in, kept in localStorage ({@link CURRENCY_STORAGE_KEY}) across visits and tabs. */
export function useCurrencyChoice(): UseCurrencyChoiceReturnType {
  const locale = useLocale();
  // `undefined` stands for "not known yet" (the server); `null` for "nothing stored".
  const stored = useSyncExternalStore(subscribe, readStored, () => undefined);
  const setChoice = useCallback((choice: CurrencyChoice) => {
    try {
      getBrowserStorage()?.setItem(CURRENCY_STORAGE_KEY, choice);
    } catch {
      // Full storage: the choice holds for this page only.
    }
    window.dispatchEvent(new Event(CURRENCY_CHANGED_EVENT));
  }, []);
  if (stored === undefined) return { choice: undefined, chosen: false, setChoice };
  const choice = toCurrencyChoice(stored);
  return { choice: choice ?? defaultCurrencyOf(locale), chosen: choice !== undefined, setChoice };
}
