import { enText } from '@/tooling/vitest/messages';
import { maxUint256, parseEther, parseGwei } from 'viem';
import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf } from '@/lib/format/decimalSeparator';
import { classifyRecipient, emptySendForm, ethereumOnlyConfirmationKey, parseAmount, validateSendForm, type RecipientResolution } from './sendForm';

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const address: RecipientResolution = { status: 'address', address: TO };

function validate(values: Partial<typeof emptySendForm>, extra: Partial<Parameters<typeof validateSendForm>[0]> = {}) {
  return validateSendForm({
    values: { ...emptySendForm, recipient: TO, amount: '1', ...values },
    recipient: address,
    decimals: 18,
    symbol: 'ETH',
    ...extra,
  });
}

describe('classifyRecipient', () => {
  it.each([
    ['', 'empty'],
    [TO, 'address'],
    [TO.toLowerCase(), 'address'],
    ['0x1234', 'invalid'],
    // The right length and digits, one capital wrong: EIP-55's checksum caught a typo.
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79c8', 'checksum'],
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79cz', 'invalid'],
    ['vitalik.eth', 'name'],
    ['sub.name.eth', 'name'],
    ['vitalik', 'invalid'],
    ['two words.eth', 'invalid'],
  ])('%j is %s', (input, kind) => {
    expect(classifyRecipient(input)).toBe(kind);
  });
});

describe('validateSendForm', () => {
  it('says an address failing its checksum is likely mistyped, not merely invalid', () => {
    const { errors } = validate({}, { recipient: { status: 'invalid', reason: 'checksum' } });
    expect(enText(errors.recipient)).toBe('This address’s checksum (EIP-55) does not match: a character is likely mistyped. Copy it again from where you found it.');
    expect(enText(validate({}, { recipient: { status: 'invalid' } }).errors.recipient)).toBe('Not a valid address or ENS name.');
  });

  it('turns a valid form into a request in wei', () => {
    expect(validate({ amount: '0.1' })).toEqual({ errors: {}, request: { to: TO, value: parseEther('0.1') } });
  });

  it('carries manual gas fields, converted from gwei', () => {
    const { request } = validate({ gasLimit: '50000', maxFeePerGas: '3', maxPriorityFeePerGas: '1.5' });
    expect(request).toEqual({
      to: TO,
      value: parseEther('1'),
      gas: 50_000n,
      maxFeePerGas: parseGwei('3'),
      maxPriorityFeePerGas: parseGwei('1.5'),
    });
  });

  it.each<[RecipientResolution, string]>([
    [{ status: 'empty' }, 'Enter a recipient address or ENS name.'],
    [{ status: 'invalid' }, 'Not a valid address or ENS name.'],
    [{ status: 'unresolved', name: 'nobody.eth' }, 'No address found for nobody.eth.'],
    [{ status: 'lookup-failed', name: 'alice.eth' }, 'Could not look up alice.eth: the network did not answer. Try again.'],
    [
      { status: 'ethereum-only', name: 'bob.eth', address: TO, chainName: 'Sepolia' },
      'Confirm below that the recipient controls this address on Sepolia.',
    ],
  ])('refuses the recipient %j', (recipient, message) => {
    expect(enText(validate({}, { recipient }).errors.recipient)).toBe(message);
  });

  it("sends to a name's Ethereum address off Ethereum only once the sender confirmed it", () => {
    const recipient = { status: 'ethereum-only', name: 'bob.eth', address: TO, chainName: 'Sepolia' } as const;
    expect(validate({ recipient: 'bob.eth' }, { recipient }).request).toBeUndefined();
    expect(validate({ recipient: 'bob.eth' }, { recipient, ethereumAddressConfirmed: true }).request?.to).toBe(TO);
  });

  it('accepts a resolved ENS name, sending to its address', () => {
    const { request } = validate({ recipient: 'vitalik.eth' }, { recipient: { status: 'resolved', name: 'vitalik.eth', address: TO } });
    expect(request?.to).toBe(TO);
  });

  it.each(['', 'abc', '-1', '1e3', '0', '0.0', '.', '1..', '0x10'])('refuses the amount %j', (amount) => {
    expect(enText(validate({ amount }).errors.amount)).toMatch(/^Enter (a positive number|an amount above zero)/);
  });

  it.each([
    ['.5', '0.5'],
    ['5.', '5'],
    ['０．５', '0.5'],
  ])('reads the amount %j as %s, as a reader does', (amount, ether) => {
    expect(validate({ amount }).request?.value).toBe(parseEther(ether));
  });

  it('allows 18 decimal places and refuses 19', () => {
    expect(validate({ amount: '0.000000000000000001' }).request?.value).toBe(1n);
    expect(enText(validate({ amount: '0.0000000000000000001' }).errors.amount)).toBe('At most 18 decimal places.');
  });

  it("reads the locale's decimal separator as well as the point, exactly: '0,5' in German is half", () => {
    expect(parseAmount('0,5', 18, decimalSeparatorOf('de-DE'))).toEqual({ value: parseEther('0.5') });
    expect(parseAmount('0.5', 18, decimalSeparatorOf('de-DE'))).toEqual({ value: parseEther('0.5') });
    expect(parseAmount('0,000000000000000001', 18, ',')).toEqual({ value: 1n });
    expect(enText(parseAmount('0,5', 18, decimalSeparatorOf('en-US')).error)).toBe('Enter a positive number, like 0.1.');
    expect(enText(parseAmount('1,000,5', 18, ',').error)).toBe('Enter a positive number, like 0.1.');
  });

  it("reads the locale's decimal separator in the gwei fields too: '1,5' gwei in German", () => {
    const { request } = validate(
      { amount: '0,5', maxFeePerGas: '3,25', maxPriorityFeePerGas: '1,5' },
      { decimalSeparator: decimalSeparatorOf('de-DE') },
    );
    expect(request).toMatchObject({ value: parseEther('0.5'), maxFeePerGas: parseGwei('3.25'), maxPriorityFeePerGas: parseGwei('1.5') });
    expect(enText(validate({ gasPrice: '1,5' }).errors.gasPrice)).toBe('Enter a number of gwei (at most 9 decimal places).');
  });

  it('refuses "1.000" where "," is the decimal point, in the amount, the split total and each gwei field, rather than guess 1 or 1000', () => {
    const de = decimalSeparatorOf('de-DE');
    expect(enText(parseAmount('1.000', 18, de).error)).toBe('"1.000" could mean two amounts: write 1000 or 1.');
    expect(parseAmount('1.000', 18, '.')).toEqual({ value: parseEther('1') });
    const { errors, request } = validate({ amount: '0,5', maxFeePerGas: '12.500', maxPriorityFeePerGas: '1.500', gasPrice: '' }, { decimalSeparator: de });
    expect(request).toBeUndefined();
    expect(errors.maxFeePerGas?.key).toBe('amountAmbiguous');
    expect(enText(errors.maxPriorityFeePerGas)).toBe('"1.500" could mean two amounts: write 1500 or 1,5.');
    expect(validate({ amount: '0,5', gasPrice: '2.000' }, { decimalSeparator: de }).errors.gasPrice?.key).toBe('amountAmbiguous');
  });

  it('refuses an amount that with the estimated fee exceeds the balance', () => {
    const balance = parseEther('1');
    expect(enText(validate({ amount: '1' }, { balance, estimatedFee: 1n }).errors.amount)).toBe(
      'Amount plus network fee exceeds your ETH balance.',
    );
    expect(validate({ amount: '0.99' }, { balance, estimatedFee: parseEther('0.01') }).errors).toEqual({});
  });

  it('checks a token amount against the token balance, in its decimals, and the fee against the ETH balance', () => {
    const token = { decimals: 6, symbol: 'USDC' };
    const feeBalance = { balance: parseEther('0.001'), symbol: 'ETH' };
    expect(validate({ amount: '5' }, { ...token, balance: 5_000_000n, estimatedFee: parseEther('0.001'), feeBalance })).toEqual({
      errors: {},
      request: { to: TO, value: 5_000_000n },
    });
    expect(enText(validate({ amount: '5.000001' }, { ...token, balance: 5_000_000n, feeBalance }).errors.amount)).toBe('Amount exceeds your USDC balance.');
    expect(enText(validate({ amount: '0.0000001' }, { ...token, feeBalance }).errors.amount)).toBe('At most 6 decimal places.');
    expect(enText(validate({ amount: '1' }, { ...token, balance: 5_000_000n, estimatedFee: parseEther('0.002'), feeBalance }).errors.amount)).toBe(
      'The network fee exceeds your ETH balance.',
    );
  });

  it.each([['maxFeePerGas'], ['maxPriorityFeePerGas']] as const)('refuses a legacy gas price with %s', (field) => {
    expect(enText(validate({ gasPrice: '1', [field]: '2' }).errors.gasPrice)).toBe(
      'A legacy gas price cannot be combined with max fee fields.',
    );
  });

  it('refuses a priority fee above the max fee', () => {
    expect(enText(validate({ maxFeePerGas: '1', maxPriorityFeePerGas: '1.000000001' }).errors.maxPriorityFeePerGas)).toBe(
      'Priority fee cannot exceed the max fee.',
    );
    expect(validate({ maxFeePerGas: '1', maxPriorityFeePerGas: '1' }).errors).toEqual({});
  });

  it('refuses a max fee above 2^256-1 wei', () => {
    const tooBig = `${(maxUint256 / 10n ** 9n + 1n).toString()}`;
    expect(enText(validate({ maxFeePerGas: tooBig }).errors.maxFeePerGas)).toBe('Max fee cannot exceed 2^256-1 wei.');
    const justFits = (maxUint256 / 10n ** 9n).toString();
    expect(validate({ maxFeePerGas: justFits }).errors.maxFeePerGas).toBeUndefined();
  });

  it.each(['0', '-5', '21000.5', 'abc', '1e5'])('refuses the gas limit %j', (gasLimit) => {
    expect(enText(validate({ gasLimit }).errors.gasLimit)).toBe('Gas limit must be a positive whole number.');
  });

  it('refuses gwei with more than 9 decimal places', () => {
    expect(enText(validate({ gasPrice: '1.0000000001' }).errors.gasPrice)).toBe('Enter a number of gwei (at most 9 decimal places).');
  });

  it('returns no request while anything is wrong', () => {
    expect(validate({ gasLimit: '0' }).request).toBeUndefined();
  });
});

describe('ethereumOnlyConfirmationKey', () => {
  const alice: RecipientResolution = { status: 'ethereum-only', name: 'alice.eth', address: TO, chainName: 'Anvil' };

  it('ties a "controls this address" tick to one name, one address and one chain', () => {
    expect(ethereumOnlyConfirmationKey(alice, 31337)).toBe(`alice.eth:${TO}:31337`);
    // Ticked on Anvil, it is not a tick on Localhost, nor for the name's next address.
    expect(ethereumOnlyConfirmationKey({ ...alice, chainName: 'Localhost' }, 1337)).not.toBe(ethereumOnlyConfirmationKey(alice, 31337));
    expect(ethereumOnlyConfirmationKey({ ...alice, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }, 31337)).not.toBe(ethereumOnlyConfirmationKey(alice, 31337));
  });

  it('is null for any recipient that needs no tick, or before the chain is known', () => {
    expect(ethereumOnlyConfirmationKey(address, 31337)).toBeNull();
    expect(ethereumOnlyConfirmationKey({ status: 'resolved', name: 'alice.eth', address: TO }, 1)).toBeNull();
    expect(ethereumOnlyConfirmationKey(alice, undefined)).toBeNull();
  });
});
