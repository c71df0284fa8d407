import { describe, expect, it } from 'vitest';
import { formatCompactBalance } from './formatBalance';

describe('formatCompactBalance', () => {
  it.each([
    ['0', '0'],
    ['0.99999', '0.999'],
    ['1.23456', '1.23'],
    ['99.999', '99.99'],
    ['1234.56', '1,234.5'],
    ['9999.99', '9,999.9'],
    ['10000', '10k'],
    ['12345.6', '12.3k'],
    ['1999999', '1.9m'],
    ['3000000000', '3b'],
    ['123456789012345678901234.5', '123,456,789,012.3t'],
  ])('%s → %s (cut, never rounded up; the kit’s lower-case suffixes)', (input, expected) => {
    expect(formatCompactBalance(input)).toBe(expected);
  });
});
