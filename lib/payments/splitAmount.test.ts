import { enText } from '@/tooling/vitest/messages';
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseSplitWeights, splitAmount } from './splitAmount';

describe('splitAmount', () => {
  it('splits 1 ETH by 50/30/20 in exact wei', () => {
    const { weights } = parseSplitWeights({ mode: 'percent', texts: ['50', '30', '20'] });
    expect(splitAmount(parseEther('1'), weights as bigint[])).toEqual([parseEther('0.5'), parseEther('0.3'), parseEther('0.2')]);
  });

  it('gives the rounding remainder to the first recipient, and the parts add up to the total', () => {
    const parts = splitAmount(100n, [1n, 1n, 1n]);
    expect(parts).toEqual([34n, 33n, 33n]);
    const thirds = splitAmount(parseEther('1'), [1n, 1n, 1n]);
    expect(thirds.reduce((a, b) => a + b, 0n)).toBe(parseEther('1'));
    expect(thirds[0]).toBe(333333333333333334n);
  });

  it('refuses a weight that is not positive', () => {
    expect(() => splitAmount(1n, [])).toThrow(RangeError);
    expect(() => splitAmount(1n, [1n, 0n])).toThrow(RangeError);
  });
});

describe('parseSplitWeights', () => {
  it('needs percentages that add up to exactly 100', () => {
    expect(enText(parseSplitWeights({ mode: 'percent', texts: ['50', '40'] }).totalError)).toBe('The percentages add up to 90%, not 100%.');
    expect(parseSplitWeights({ mode: 'percent', texts: ['33.3333', '33.3333', '33.3334'] }).totalError).toBeUndefined();
  });

  it('says which row is wrong, beside it', () => {
    const { errors, totalError } = parseSplitWeights({ mode: 'percent', texts: ['50', 'half', '0', '1.23456'] });
    expect(errors.map(enText)).toEqual([undefined, 'Enter a percentage, like 25 or 33.3333.', 'Enter a percentage above zero.', 'Enter a percentage, like 25 or 33.3333.']);
    expect(totalError).toBeUndefined();
  });

  it('takes shares as whole numbers of any total', () => {
    expect(parseSplitWeights({ mode: 'shares', texts: ['2', '1'] })).toEqual({ weights: [2n, 1n], errors: [undefined, undefined] });
    expect(parseSplitWeights({ mode: 'shares', texts: ['1.5'] }).errors.map(enText)).toEqual(['Enter a whole number of shares, like 1.']);
  });
});
