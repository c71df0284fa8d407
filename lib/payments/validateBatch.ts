import type { Address } from 'viem';
import { message, type Message } from '@/lib/i18n/message';
import { recipientTarget, type RecipientResolution } from '@/lib/transactions/sendForm';

/** One payment row as the form holds it: its recipient resolved, its amount parsed (smallest unit) or why not. */
export type BatchRow = {
  recipient: RecipientResolution;
  /** For a name with only an Ethereum address: whether the sender confirmed the recipient controls it on this chain. */
  ethereumAddressConfirmed: boolean;
  /** What the visitor typed as the recipient: shown in the batch's records. */
  label: string;
  amount: { value?: bigint; error?: Message };
};

/** Parameters of {@link validateBatch}. */
export type ValidateBatchParameters = {
  rows: readonly BatchRow[];
  /** The asset's symbol, for messages. */
  symbol: string;
  /** The sender's balance of the asset, in its smallest unit, when known. */
  balance: bigint | undefined;
  /** The estimated network fee of the whole batch, in wei, when known. */
  estimatedFee: bigint | undefined;
  /** When a token is paid: the native balance (wei) that pays the fee, and its symbol. */
  feeBalance?: { balance: bigint | undefined; symbol: string } | undefined;
};

/** Result of {@link validateBatch}. */
export type ValidateBatchReturnType = {
  /** Per row, the messages beside its Recipient and Amount fields. */
  rowErrors: { recipient?: Message; amount?: Message }[];
  /** About the whole batch: the total against the balance. */
  batchError?: Message;
  /** Recipients paid more than once, as the numbers (from 1) of their payments: warned about, not refused. */
  duplicates: number[][];
  /** Present only when nothing is wrong: each payment's address, amount and label. */
  payments?: { to: Address; amount: bigint; label: string }[];
};

/**
 * The single send form's rules, per row (the recipient rule of
 * `recipientTarget`; each amount already parsed), then the whole batch
 * against the balance: the amounts, plus the fee when it is paid in the
 * same currency; for a token, the amounts against the token balance and the
 * fee against the native one. A recipient paid twice is only warned about.
 */
export function validateBatch({ rows, symbol, balance, estimatedFee, feeBalance }: ValidateBatchParameters): ValidateBatchReturnType {
  const targets = rows.map((row) => recipientTarget(row.recipient, row.ethereumAddressConfirmed));
  const rowErrors = rows.map((row, index) => ({
    ...(targets[index]?.error ? { recipient: targets[index].error } : {}),
    ...(row.amount.error || row.amount.value === undefined ? { amount: row.amount.error ?? message('amountEmpty') } : {}),
  }));

  const byAddress = new Map<string, number[]>();
  targets.forEach(({ to }, index) => {
    if (to) byAddress.set(to.toLowerCase(), [...(byAddress.get(to.toLowerCase()) ?? []), index + 1]);
  });
  const duplicates = [...byAddress.values()].filter((numbers) => numbers.length > 1);

  const total = rows.reduce((sum, row) => sum + (row.amount.value ?? 0n), 0n);
  let batchError: Message | undefined;
  if (feeBalance) {
    if (balance !== undefined && total > balance) batchError = message('paymentsAboveBalance', { symbol });
    else if (estimatedFee !== undefined && feeBalance.balance !== undefined && estimatedFee > feeBalance.balance) {
      batchError = message('feeAboveBalance', { symbol: feeBalance.symbol });
    }
  } else if (balance !== undefined && total + (estimatedFee ?? 0n) > balance) {
    batchError = message('paymentsPlusFeeAboveBalance', { symbol });
  }

  const valid = rowErrors.every((errors) => Object.keys(errors).length === 0) && !batchError;
  if (!valid) return { rowErrors, duplicates, ...(batchError ? { batchError } : {}) };
  return {
    rowErrors,
    duplicates,
    payments: rows.map((row, index) => ({ to: targets[index]?.to as Address, amount: row.amount.value as bigint, label: row.label })),
  };
}
