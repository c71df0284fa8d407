import { enText } from '@/tooling/vitest/messages';
import { describe, expect, it } from 'vitest';
import { MAX_PAYMENTS, parsePaymentList } from './parsePaymentList';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('parsePaymentList', () => {
  it('reads one recipient,amount per line, with a header, quotes, blank lines and a trailing comma', () => {
    const text = `address,amount\r\n${ALICE},0.5\n\n"bob.eth","1.25",\n`;
    expect(parsePaymentList(text)).toEqual({
      payments: [
        { line: 2, recipient: ALICE, amount: '0.5' },
        { line: 4, recipient: 'bob.eth', amount: '1.25' },
      ],
      errors: [],
    });
  });

  it('reports each bad line by its number, and keeps the good ones', () => {
    const mistyped = '0x70997970C51812dc3A010C7d01b50e0d17dc79c8';
    const text = [`${ALICE},1`, 'not an address,1', `${ALICE},-2`, `${ALICE}`, 'carol.eth,2', `${mistyped},1`].join('\n');
    const { payments, errors } = parsePaymentList(text);
    expect(payments.map(({ line }) => line)).toEqual([1, 5]);
    expect(errors.map(({ line, message }) => ({ line, message: enText(message) }))).toEqual([
      { line: 2, message: 'Line 2: "not an address" is not an address or ENS name.' },
      { line: 3, message: 'Line 3: "-2" is not an amount above zero, like 0.1.' },
      { line: 4, message: 'Line 4: expected "recipient,amount", found 1 field.' },
      { line: 6, message: `Line 6: the checksum of "${mistyped}" (EIP-55) does not match: a character is likely mistyped.` },
    ]);
  });

  it('shows hostile text as text in its message, and refuses a zero amount', () => {
    const { errors } = parsePaymentList(`<img src=x onerror=alert(1)>,1\n${ALICE},0.0`);
    expect(errors.map(({ line }) => line)).toEqual([1, 2]);
    expect(enText(errors[0]?.message)).toContain('"<img src=x onerror=alert(1)>"');
  });

  it('reads ";" or tab between the fields, with amounts in the locale\'s decimal separator kept as pasted', () => {
    const semicolons = `Adresse;Betrag\n${ALICE};0,5\nbob.eth;"1,25"\ncarol.eth;2`;
    expect(parsePaymentList(semicolons, ',')).toEqual({
      payments: [
        { line: 2, recipient: ALICE, amount: '0,5' },
        { line: 3, recipient: 'bob.eth', amount: '1,25' },
        { line: 4, recipient: 'carol.eth', amount: '2' },
      ],
      errors: [],
    });
    expect(parsePaymentList(`${ALICE}\t0,5`, ',').payments).toEqual([{ line: 1, recipient: ALICE, amount: '0,5' }]);
    // "." is a decimal point in every locale.
    expect(parsePaymentList(`${ALICE};0.5`, ',').payments).toEqual([{ line: 1, recipient: ALICE, amount: '0.5' }]);
  });

  it('reads full-width digits, as a Japanese IME types them, as the amount they are', () => {
    expect(parsePaymentList(`${ALICE},０．５\nbob.eth,１２`)).toEqual({
      payments: [
        { line: 1, recipient: ALICE, amount: '０．５' },
        { line: 2, recipient: 'bob.eth', amount: '１２' },
      ],
      errors: [],
    });
  });

  it('never reads a comma as a decimal point where the locale does not: "1,000" is refused, not paid as 1', () => {
    expect(parsePaymentList(`${ALICE},"1,000"`).errors.map(({ message }) => enText(message))).toEqual([
      'Line 1: write "1,000" without thousands separators: 1000.',
    ]);
    expect(parsePaymentList(`${ALICE};0,5`).errors.map(({ message }) => enText(message))).toEqual([
      'Line 1: "0,5" is not an amount above zero, like 0.1.',
    ]);
    // Grouping separators are refused in every locale, and the message gives the amount without them.
    expect(parsePaymentList(`${ALICE};1.000,5`, ',').errors.map(({ message }) => enText(message))).toEqual([
      'Line 1: write "1.000,5" without thousands separators: 1000,5.',
    ]);
  });

  it('refuses "1.000" where "," is the decimal point, naming both readings', () => {
    expect(parsePaymentList(`${ALICE};1.000\nbob.eth;0,5`, ',')).toEqual({
      payments: [{ line: 2, recipient: 'bob.eth', amount: '0,5' }],
      errors: [{ line: 1, message: { key: 'listAmountAmbiguous', values: { line: 1, amount: '1.000', whole: '1000', decimal: '1' } } }],
    });
    expect(enText(parsePaymentList(`${ALICE};12.500`, ',').errors[0]?.message)).toBe('Line 1: "12.500" could mean two amounts: write 12500 or 12,5.');
    expect(parsePaymentList(`${ALICE},1.000`).payments).toEqual([{ line: 1, recipient: ALICE, amount: '1.000' }]);
  });

  it('names the separator of a line that does not use the rest of the list\'s', () => {
    const mixed = parsePaymentList(`${ALICE},0.5\nbob.eth,0.25\ncarol.eth;1`);
    expect(mixed.errors.map(({ message }) => enText(message))).toEqual([
      'Line 3: fields separated by ";", where the other lines use ",". Use one separator throughout.',
    ]);
    expect(enText(parsePaymentList(`${ALICE};0.5\nbob.eth;0.25\ncarol.eth\t1`, ',').errors[0]?.message)).toBe(
      'Line 3: fields separated by a tab, where the other lines use ";". Use one separator throughout.',
    );
    // One field and no separator at all is still "found 1 field".
    expect(enText(parsePaymentList(`${ALICE},0.5\nbob.eth`).errors[0]?.message)).toBe('Line 2: expected "recipient,amount", found 1 field.');
  });

  it('says when a decimal comma is read as a separator, where "," separates the fields and the decimals', () => {
    const { payments, errors } = parsePaymentList(`${ALICE},1\ncarol.eth, 0,5\nbob.eth,1,000`, ',');
    expect(payments).toEqual([{ line: 1, recipient: ALICE, amount: '1' }]);
    expect(errors.map(({ message }) => enText(message))).toEqual([
      'Line 2: the comma in "0,5" also separates the fields here. Separate recipient and amount with ";".',
      'Line 3: the comma in "1,000" also separates the fields here. Separate recipient and amount with ";".',
    ]);
    // Every line so: "," still separates, rather than ";" that no line has.
    expect(parsePaymentList(`${ALICE}, 0,5\ncarol.eth, 0,25`, ',').errors.map(({ message }) => enText(message))).toEqual([
      'Line 1: the comma in "0,5" also separates the fields here. Separate recipient and amount with ";".',
      'Line 2: the comma in "0,25" also separates the fields here. Separate recipient and amount with ";".',
    ]);
    // With "." for decimals, "1,000" is no decimal: three fields are three fields.
    expect(enText(parsePaymentList(`${ALICE},1\nbob.eth,1,000`).errors[0]?.message)).toBe('Line 2: expected "recipient,amount", found 3 fields.');
    expect(enText(parsePaymentList(`${ALICE},1\nbob.eth,1,x`, ',').errors[0]?.message)).toBe('Line 2: expected "recipient,amount", found 3 fields.');
  });

  it(`refuses more than ${MAX_PAYMENTS} payments`, () => {
    const text = Array.from({ length: MAX_PAYMENTS + 1 }, () => `${ALICE},1`).join('\n');
    expect(enText(parsePaymentList(text).errors[0]?.message)).toBe(`At most ${MAX_PAYMENTS} payments in one batch: this list has ${MAX_PAYMENTS + 1}.`);
  });
});
