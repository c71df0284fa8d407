import { enText } from '@/tooling/vitest/messages';
import { message } from '@/lib/i18n/message';
import { parseEther, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { validateBatch, type BatchRow } from './validateBatch';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const row = (address: string, value: bigint): BatchRow => ({
  recipient: { status: 'address', address: address as Address },
  ethereumAddressConfirmed: false,
  label: address,
  amount: { value },
});

describe('validateBatch', () => {
  it('checks the whole batch, amounts plus fee, against the balance', () => {
    const rows = [row(ALICE, parseEther('1')), row(BOB, parseEther('2'))];
    expect(enText(validateBatch({ rows, symbol: 'ETH', balance: parseEther('3'), estimatedFee: 1n }).batchError)).toBe(
      'The payments plus the network fee add up to more than your ETH balance.',
    );
    const ok = validateBatch({ rows, symbol: 'ETH', balance: parseEther('3.1'), estimatedFee: 1n });
    expect(ok.payments?.map(({ amount }) => amount)).toEqual([parseEther('1'), parseEther('2')]);
  });

  it('checks a token batch against the token balance, and its fee against the native one', () => {
    const rows = [row(ALICE, 5n), row(BOB, 5n)];
    expect(enText(validateBatch({ rows, symbol: 'TEUR', balance: 9n, estimatedFee: 1n, feeBalance: { balance: 10n, symbol: 'ETH' } }).batchError)).toBe(
      'The payments add up to more than your TEUR balance.',
    );
    expect(enText(validateBatch({ rows, symbol: 'TEUR', balance: 10n, estimatedFee: 11n, feeBalance: { balance: 10n, symbol: 'ETH' } }).batchError)).toBe(
      'The network fee exceeds your ETH balance.',
    );
  });

  it('puts each row’s messages beside its fields, and warns about a recipient paid twice without refusing it', () => {
    const rows: BatchRow[] = [row(ALICE, 1n), { ...row(ALICE, 1n), amount: { error: message('amountZero') } }, { ...row(BOB, 1n), recipient: { status: 'invalid' } }];
    const result = validateBatch({ rows, symbol: 'ETH', balance: 10n, estimatedFee: 0n });
    expect(result.rowErrors).toEqual([{}, { amount: message('amountZero') }, { recipient: message('recipientInvalid') }]);
    expect(result.payments).toBeUndefined();
    const twice = validateBatch({ rows: [row(ALICE, 1n), row(BOB, 1n), row(ALICE.toLowerCase(), 1n)], symbol: 'ETH', balance: 10n, estimatedFee: 0n });
    expect(twice.duplicates).toEqual([[1, 3]]);
    expect(twice.payments).toHaveLength(3);
  });
});
