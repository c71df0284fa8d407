import { describe, expect, it } from 'vitest';
import { enText } from '@/tooling/vitest/messages';
import { LOCALES } from '@/lib/i18n/locales';
import { ambiguousDecimal, decimalSeparatorOf, groupedDecimal, readDecimal, refusedDecimal, writeDecimal } from './decimalSeparator';

describe('decimalSeparatorOf', () => {
  it.each([
    ['en-US', '.'],
    ['de-DE', ','],
    ['fr-FR', ','],
    ['es-419', '.'],
    ['ja-JP', '.'],
    ['zh-CN', '.'],
  ])('%s writes "%s"', (locale, separator) => {
    expect(decimalSeparatorOf(locale)).toBe(separator);
  });
});

describe('readDecimal', () => {
  it('reads the locale separator as the point, and keeps "." as the point', () => {
    expect(readDecimal(' 1,5 ', ',')).toBe('1.5');
    expect(readDecimal('1.5', ',')).toBe('1.5');
    expect(readDecimal('1,5')).toBe('1,5');
  });

  it('reads the full-width digits and point of a Japanese or Chinese IME as ASCII', () => {
    expect(readDecimal('０．５')).toBe('0.5');
    expect(readDecimal('\u3000１２\u3000')).toBe('12');
    expect(readDecimal('０，５', ',')).toBe('0.5');
  });

  it('completes a point at either end, and leaves a point alone as it is', () => {
    expect(readDecimal('.5')).toBe('0.5');
    expect(readDecimal('5.')).toBe('5');
    expect(readDecimal(',5', ',')).toBe('0.5');
    expect(readDecimal('.')).toBe('.');
    expect(readDecimal('1..')).toBe('1..');
    expect(readDecimal('1.000,', ',')).toBe('1.000.');
  });
});

describe('writeDecimal', () => {
  it('writes every digit with the locale\'s separator, and reads back as the same value', () => {
    expect(writeDecimal(500_000_000_000_000_000n, 18, ',')).toBe('0,5');
    expect(writeDecimal(1_000_000n, 6)).toBe('1');
    expect(readDecimal(writeDecimal(33_333_333_333_333_333n, 18, ','), ',')).toBe('0.033333333333333333');
  });
});

describe('ambiguousDecimal', () => {
  // Every locale we ship: "1.000" is refused exactly where "," is the decimal separator.
  it.each(LOCALES.map((locale) => [locale, decimalSeparatorOf(locale) === ','] as const))(
    'in %s, "1.000" and "12.500" are refused: %s',
    (locale, refused) => {
      const separator = decimalSeparatorOf(locale);
      expect(ambiguousDecimal('1.000', separator) !== undefined).toBe(refused);
      expect(ambiguousDecimal('12.500', separator) !== undefined).toBe(refused);
      for (const plain of ['0.5', '1.25', '1,5', '1000', '0.500', '1234.567', '1.2345', '']) {
        expect(ambiguousDecimal(plain, separator)).toBeUndefined();
      }
    },
  );

  it('asks for both readings, in the locale\'s own digits', () => {
    expect(enText(ambiguousDecimal(' 1.500 ', ','))).toBe('"1.500" could mean two amounts: write 1500 or 1,5.');
    expect(ambiguousDecimal('1.000', ',')?.values).toEqual({ amount: '1.000', whole: '1000', decimal: '1' });
    expect(ambiguousDecimal('12.050', ',')?.values).toMatchObject({ whole: '12050', decimal: '12,05' });
    expect(ambiguousDecimal('999.999', ',')?.values).toMatchObject({ whole: '999999', decimal: '999,999' });
    expect(ambiguousDecimal('１．５００', ',')?.values).toMatchObject({ amount: '1.500', whole: '1500' });
  });
});

describe('groupedDecimal', () => {
  it('gives the amount without its thousands separators, as the locale writes it', () => {
    expect(enText(groupedDecimal('1,000.5'))).toBe('Write "1,000.5" without thousands separators: 1000.5.');
    expect(groupedDecimal('12,345,678')?.values).toMatchObject({ plain: '12345678' });
    expect(groupedDecimal('1 000')?.values).toMatchObject({ plain: '1000' });
    expect(groupedDecimal('1.000.000', ',')?.values).toMatchObject({ plain: '1000000' });
    expect(groupedDecimal('1.000,5', ',')?.values).toMatchObject({ plain: '1000,5' });
    // French groups with a narrow no-break space (U+202F), as Intl writes it.
    expect(groupedDecimal('1\u202f000,5', decimalSeparatorOf('fr-FR'))?.values).toMatchObject({ amount: '1 000,5', plain: '1000,5' });
  });

  it('leaves alone what is not grouped in threes, and what only the locale\'s decimal separator explains', () => {
    for (const [text, separator] of [
      ['1000.5', '.'],
      ['0.5', '.'],
      ['1,5', '.'],
      ['1,00', '.'],
      ['01,000', '.'],
      ['1,000,5', ','],
      ['1,000.5', ','],
      ['1.5', ','],
      ['', '.'],
    ] as const) {
      expect(groupedDecimal(text, separator), `${text} (${separator})`).toBeUndefined();
    }
  });
});

describe('refusedDecimal', () => {
  it('calls a single "." group ambiguous where the separator is ",", and any other grouping grouped', () => {
    expect(refusedDecimal('1.000', ',')?.key).toBe('amountAmbiguous');
    expect(refusedDecimal('1.000.000', ',')?.key).toBe('amountGrouped');
    expect(refusedDecimal('1,000.5')?.key).toBe('amountGrouped');
    expect(refusedDecimal('1,5', ',')).toBeUndefined();
  });
});
