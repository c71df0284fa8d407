import { parseGwei } from 'viem';
import { describe, expect, it } from 'vitest';
import { maxNetworkFee } from './fees';

describe('maxNetworkFee', () => {
  it('is gas × max fee for EIP-1559 fees', () => {
    expect(maxNetworkFee(21_000n, { maxFeePerGas: parseGwei('2'), maxPriorityFeePerGas: parseGwei('1') })).toBe(
      42_000_000_000_000n,
    );
  });

  it('is gas × gas price for legacy fees', () => {
    expect(maxNetworkFee(21_000n, { gasPrice: parseGwei('1.2') })).toBe(25_200_000_000_000n);
  });

  it('is unknown without a fee per gas', () => {
    expect(maxNetworkFee(21_000n, {})).toBeUndefined();
  });
});
