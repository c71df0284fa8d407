import { parseEther, parseGwei, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatGasDetail } from './formatAmount';

const eth = (value: bigint) => formatAmount({ value, decimals: 18, symbol: 'ETH' });

describe('formatAmount', () => {
  it.each([
    ['10000', '10,000 ETH'],
    ['9999.989977453449015', '9,999.989977 ETH'],
    ['1.5', '1.5 ETH'],
    ['0', '0 ETH'],
    ['0.000123456789', '0.000123 ETH'],
    // Below a millionth: as many digits as show it is not zero.
    ['0.000000021', '0.000000021 ETH'],
    ['0.000000000000000001', '0.000000000000000001 ETH'],
    // Cut, never rounded up.
    ['0.9999999', '0.999999 ETH'],
  ])('%s ETH reads "%s"', (ether, text) => {
    expect(eth(parseEther(ether)).text).toBe(text);
  });

  it('keeps every digit in the exact value', () => {
    expect(eth(parseEther('9999.989977453449015'))).toEqual({ text: '9,999.989977 ETH', exact: '9999.989977453449015 ETH', figure: '9,999.989977', words: '9,999.989977\u00a0ETH' });
  });

  it('writes a token in its own decimals', () => {
    expect(formatAmount({ value: parseUnits('1234.5', 6), decimals: 6, symbol: 'USDC' }).text).toBe('1,234.5 USDC');
  });

  it('writes the locale’s separators', () => {
    expect(formatAmount({ value: parseEther('1234.5'), decimals: 18, symbol: 'ETH', locale: 'de-DE' }).text).toBe('1.234,5 ETH');
    expect(formatAmount({ value: parseEther('1234.5'), decimals: 18, symbol: 'ETH', locale: 'de-DE' }).words).toBe('1.234,5\u00a0ETH');
  });
});

describe('formatGasDetail', () => {
  it('writes gas grouped and its price in gwei to 2 decimals, every digit in the exact text', () => {
    expect(formatGasDetail({ gas: 21_000n, feePerGas: 1_100_885_003n })).toEqual({
      text: '21,000 gas × 1.10 gwei',
      exact: '21000 gas × 1.100885003 gwei',
      parts: ['21,000 gas', '1.10 gwei'],
    });
    expect(formatGasDetail({ gas: 100_000n, feePerGas: parseGwei('2') }).text).toBe('100,000 gas × 2.00 gwei');
  });

  it('shows a price below 0.01 gwei as not zero', () => {
    expect(formatGasDetail({ gas: 21_000n, feePerGas: 7n }).text).toBe('21,000 gas × 0.000000007 gwei');
  });

  it('writes the fee itself as an amount in the native currency', () => {
    expect(eth(21_000n * 1_100_885_003n)).toEqual({ text: '0.000023 ETH', exact: '0.000023118585063 ETH', figure: '0.000023', words: '0.000023\u00a0ETH' });
  });
});
