import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useConfig } from 'wagmi';
import { useId, useMemo } from 'react';
import { Select } from '@/components/ui/Select';
import { FIAT_CURRENCIES, toCurrencyChoice } from '@/lib/prices/fiatCurrency';
import { PRICE_FEEDS } from '@/lib/prices/priceFeeds';
import { useCurrencyChoice } from './useCurrencyChoice';

/**
 * "Currency": the one the app shows fiat figures in (USD, EUR, GBP, JPY,
 * CNY, each with its name in the page's language: "EUR · Euro") or "None"
 * to show none, kept across visits (`useCurrencyChoice`).
 * Until the visitor chooses, it shows their locale's currency. Its hint
 * names the configured networks that have price feeds ("Prices on
 * Ethereum and Sepolia."): an amount elsewhere shows no figure.
 */
export function CurrencySelect() {
  const t = useTranslations('Prices');
  const locale = useLocale();
  const hintId = useId();
  const { choice, setChoice } = useCurrencyChoice();
  const names = useMemo(() => new Intl.DisplayNames(locale, { type: 'currency' }), [locale]);
  const format = useFormatter();
  const { chains } = useConfig();
  // The configured networks Chainlink prices: an amount on any other shows no figure.
  const priced = chains.filter(({ id }) => PRICE_FEEDS[id] !== undefined).map(({ name }) => name);
  return (
    <div className="currency-select">
      <Select
        label={t('currency')}
        value={choice ?? ''}
        disabled={choice === undefined}
        onChange={(event) => {
          const next = toCurrencyChoice(event.target.value);
          if (next) setChoice(next);
        }}
        aria-describedby={hintId}
        data-testid="currency-select"
      >
        {choice === undefined && <option value="" />}
        {FIAT_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {`${currency} · ${names.of(currency) ?? currency}`}
          </option>
        ))}
        <option value="none">{t('none')}</option>
      </Select>
      <p id={hintId} className="field-hint" data-testid="currency-hint">
        {t('currencyHint')} {priced.length > 0 ? t('currencyNetworks', { networks: format.list(priced, { type: 'conjunction' }) }) : t('currencyNoNetworks')}
      </p>
    </div>
  );
}
