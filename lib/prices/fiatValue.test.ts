import { parseEther, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { defaultCurrencyOf, toCurrencyChoice } from './fiatCurrency';
import { amountOfFiat, fiatValueOf, formatFiat, ONE_USD, sumFiatValues, type UsdPrice } from './fiatValue';

const ETH_USD: UsdPrice = { answer: parseUnits('3000', 8), decimals: 8 };
const EUR_USD: UsdPrice = { answer: parseUnits('1.08', 8), decimals: 8 };
const JPY_USD: UsdPrice = { answer: parseUnits('0.0067', 8), decimals: 8 };

describe('fiatValueOf and formatFiat', () => {
  it('writes each currency with its own digits and the locale’s own form', () => {
    const value = (currencyPrice: UsdPrice) => fiatValueOf({ amount: parseEther('0.5'), decimals: 18, assetPrice: ETH_USD, currencyPrice });
    expect(formatFiat(value(ONE_USD), 'USD', 'en-US')).toBe('$1,500.00');
    expect(formatFiat(value(EUR_USD), 'EUR', 'de-DE')).toBe('1.388,89\u00a0€');
    expect(formatFiat(value(EUR_USD), 'EUR', 'fr-FR')).toBe('1\u202f388,89\u00a0€');
    expect(formatFiat(value({ answer: parseUnits('1.27', 8), decimals: 8 }), 'GBP', 'en-US')).toBe('£1,181.10');
    expect(formatFiat(value(JPY_USD), 'JPY', 'ja-JP')).toBe('￥223,881');
    expect(formatFiat(value({ answer: parseUnits('0.138', 8), decimals: 8 }), 'CNY', 'zh-CN')).toBe('¥10,869.57');
  });

  it('abbreviates large values in the compact form only, in the locale’s own words', () => {
    const value = fiatValueOf({ amount: parseEther('10000'), decimals: 18, assetPrice: ETH_USD, currencyPrice: ONE_USD });
    expect(formatFiat(value, 'USD', 'en-US', { compact: true })).toBe('$30M');
    expect(formatFiat(value, 'USD', 'de-DE', { compact: true })).toBe('30\u00a0Mio.\u00a0$');
    expect(formatFiat(fiatValueOf({ amount: parseEther('1'), decimals: 18, assetPrice: ETH_USD, currencyPrice: ONE_USD }), 'USD', 'en-US', { compact: true })).toBe('$3,000.00');
  });

  it('says "< $0.01" for dust and "$0.00" only for nothing', () => {
    const dust = fiatValueOf({ amount: 1_000_000_000n, decimals: 18, assetPrice: ETH_USD, currencyPrice: ONE_USD });
    expect(formatFiat(dust, 'USD', 'en-US')).toBe('< $0.01');
    expect(formatFiat({ value: 0n, decimals: 26 }, 'USD', 'en-US')).toBe('$0.00');
    expect(formatFiat(fiatValueOf({ amount: parseEther('0.00002'), decimals: 18, assetPrice: ETH_USD, currencyPrice: JPY_USD }), 'JPY', 'ja-JP')).toBe('￥9');
  });
});

describe('sumFiatValues', () => {
  it('adds values of different places exactly', () => {
    expect(sumFiatValues([{ value: 150n, decimals: 2 }, { value: 25n, decimals: 3 }])).toEqual({ value: 1525n, decimals: 3 });
    expect(sumFiatValues([])).toEqual({ value: 0n, decimals: 0 });
  });
});

describe('amountOfFiat', () => {
  it('gives the exact smallest-unit amount worth a fiat sum, cut down, never more', () => {
    expect(amountOfFiat({ fiat: '100', decimals: 18, assetPrice: ETH_USD, currencyPrice: ONE_USD })).toBe(33_333_333_333_333_333n);
    expect(amountOfFiat({ fiat: '1500', decimals: 18, assetPrice: ETH_USD, currencyPrice: ONE_USD })).toBe(parseEther('0.5'));
    expect(amountOfFiat({ fiat: '92.40', decimals: 6, assetPrice: { answer: 100_000_000n, decimals: 8 }, currencyPrice: EUR_USD })).toBe(99_792_000n);
    const eth = amountOfFiat({ fiat: '10000', decimals: 18, assetPrice: ETH_USD, currencyPrice: JPY_USD });
    expect(fiatValueOf({ amount: eth, decimals: 18, assetPrice: ETH_USD, currencyPrice: JPY_USD }).value).toBeLessThanOrEqual(10000n * 10n ** 26n);
  });
});

describe('the currency a visitor sees', () => {
  it('follows the locale until they choose, and reads a stored choice as untrusted', () => {
    expect(['en-US', 'es-419', 'de-DE', 'fr-FR', 'ja-JP', 'zh-CN'].map(defaultCurrencyOf)).toEqual(['USD', 'USD', 'EUR', 'EUR', 'JPY', 'CNY']);
    expect(toCurrencyChoice('GBP')).toBe('GBP');
    expect(toCurrencyChoice('none')).toBe('none');
    expect(toCurrencyChoice('<b>')).toBeUndefined();
    expect(toCurrencyChoice(null)).toBeUndefined();
  });
});
