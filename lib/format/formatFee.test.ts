import { parseEther, parseGwei } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatGweiValue, formatNative } from './formatFee';

describe('formatting wei', () => {
  it('shows ether with its symbol', () => {
    expect(formatNative(parseEther('1.000021'), 'ETH')).toBe('1.000021 ETH');
    expect(formatNative(42_000_000_000_000n, 'ETH')).toBe('0.000042 ETH');
    expect(formatNative(0n, 'ETH')).toBe('0 ETH');
  });

  it('shows gwei', () => {
    expect(formatGweiValue(parseGwei('1.5'))).toBe('1.5 gwei');
    expect(formatGweiValue(1n)).toBe('0.000000001 gwei');
  });
});
