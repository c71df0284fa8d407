import { parseEther, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { message } from '@/lib/i18n/message';
import { amountOfFiatEntry, fiatEntryText } from './fiatEntry';
import { ONE_USD } from './fiatValue';

const ETH_IN_USD = { assetPrice: { answer: parseUnits('3000', 8), decimals: 8 }, currencyPrice: ONE_USD };
const ETH_IN_JPY = { ...ETH_IN_USD, currencyPrice: { answer: parseUnits('0.0067', 8), decimals: 8 } };

describe('amountOfFiatEntry', () => {
  it('gives the exact wei a typed fiat amount buys, in the locale’s decimals', () => {
    expect(amountOfFiatEntry({ text: '1500', currency: 'USD', decimalSeparator: '.', decimals: 18, prices: ETH_IN_USD })).toEqual({ amount: parseEther('0.5') });
    expect(amountOfFiatEntry({ text: '1500,00', currency: 'EUR', decimalSeparator: ',', decimals: 18, prices: ETH_IN_USD })).toEqual({ amount: parseEther('0.5') });
    expect(amountOfFiatEntry({ text: '20100', currency: 'JPY', decimalSeparator: '.', decimals: 18, prices: ETH_IN_JPY })).toEqual({ amount: 44_890_000_000_000_000n });
  });

  it('applies the send form’s amount rules to the fiat text, with the currency’s own places', () => {
    expect(amountOfFiatEntry({ text: '1.000', currency: 'EUR', decimalSeparator: ',', decimals: 18, prices: ETH_IN_USD }).error?.key).toBe('amountAmbiguous');
    expect(amountOfFiatEntry({ text: '100.5', currency: 'JPY', decimalSeparator: '.', decimals: 18, prices: ETH_IN_JPY }).error).toEqual(message('amountDecimals', { decimals: 0 }));
    expect(amountOfFiatEntry({ text: '1.001', currency: 'USD', decimalSeparator: '.', decimals: 18, prices: ETH_IN_USD }).error).toEqual(message('amountDecimals', { decimals: 2 }));
    expect(amountOfFiatEntry({ text: 'ten', currency: 'USD', decimalSeparator: '.', decimals: 18, prices: ETH_IN_USD }).error?.key).toBe('amountFormat');
  });

  it('refuses without a price, and an amount that buys less than one smallest unit', () => {
    expect(amountOfFiatEntry({ text: '100', currency: 'USD', decimalSeparator: '.', decimals: 18, prices: undefined }).error).toEqual(message('fiatNoPrice', { currency: 'USD' }));
    expect(amountOfFiatEntry({ text: '0.01', currency: 'USD', decimalSeparator: '.', decimals: 0, prices: ETH_IN_USD }).error?.key).toBe('amountZero');
  });
});

describe('fiatEntryText', () => {
  it('writes an amount’s value as one would type it, cut to the currency’s places, and reads back as the same amount', () => {
    expect(fiatEntryText({ amount: parseEther('0.5'), decimals: 18, currency: 'USD', decimalSeparator: '.', prices: ETH_IN_USD })).toBe('1500');
    expect(fiatEntryText({ amount: parseEther('0.5001'), decimals: 18, currency: 'EUR', decimalSeparator: ',', prices: ETH_IN_USD })).toBe('1500,3');
    expect(fiatEntryText({ amount: parseEther('0.044890000000000001'), decimals: 18, currency: 'JPY', decimalSeparator: '.', prices: ETH_IN_JPY })).toBe('20100');
    const text = fiatEntryText({ amount: parseEther('0.5'), decimals: 18, currency: 'EUR', decimalSeparator: ',', prices: ETH_IN_USD });
    expect(amountOfFiatEntry({ text, currency: 'EUR', decimalSeparator: ',', decimals: 18, prices: ETH_IN_USD })).toEqual({ amount: parseEther('0.5') });
  });

  it('cuts, never rounds up: what it buys back is never more than the amount', () => {
    const amount = parseEther('0.0333333');
    const text = fiatEntryText({ amount, decimals: 18, currency: 'USD', decimalSeparator: '.', prices: ETH_IN_USD });
    expect(text).toBe('99.99');
    expect(amountOfFiatEntry({ text, currency: 'USD', decimalSeparator: '.', decimals: 18, prices: ETH_IN_USD }).amount).toBeLessThanOrEqual(amount);
  });
});
