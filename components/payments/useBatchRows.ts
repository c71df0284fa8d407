import { message, type Message } from '@/lib/i18n/message';
import { useCallback, useState } from 'react';
import { MAX_PAYMENTS, parsePaymentList } from '@/lib/payments/parsePaymentList';
import type { RecipientResolution } from '@/lib/transactions/sendForm';
import type { PaymentRowValues } from './PaymentRowFields';

let nextKey = 1;
const newRow = (recipient = '', amount = ''): PaymentRowValues => ({ key: nextKey++, recipient, amount, share: '', confirmedFor: null });

/** What {@link useBatchRows} returns: the rows, their recipients' resolutions, and the ways to change them. */
export type UseBatchRowsReturnType = {
  rows: PaymentRowValues[];
  resolutions: ReadonlyMap<number, RecipientResolution>;
  /** Adds an empty row; returns its key, or `null` at {@link MAX_PAYMENTS}. */
  add: () => number | null;
  remove: (key: number) => void;
  change: (key: number, change: Partial<PaymentRowValues>) => void;
  onResolution: (key: number, resolution: RecipientResolution) => void;
  /** Replaces the rows with a pasted list's payments (`parsePaymentList`); returns its line errors, and changes nothing when there are any. */
  importList: (text: string) => Message[];
  /** Back to two empty rows: once a batch is on its way, its rows must not be sent again. */
  reset: () => void;
};

/**
 * The batch form's payment rows, up to {@link MAX_PAYMENTS}, starting from
 * the single form's recipient and amount and an empty second row. A pasted
 * list's amounts may use `decimalSeparator` (the page locale's) beside ".".
 */
export function useBatchRows(first: { recipient: string; amount: string }, decimalSeparator: string): UseBatchRowsReturnType {
  const [rows, setRows] = useState<PaymentRowValues[]>(() => [newRow(first.recipient, first.amount), newRow()]);
  const [resolutions, setResolutions] = useState<ReadonlyMap<number, RecipientResolution>>(new Map());
  const onResolution = useCallback((key: number, resolution: RecipientResolution) => {
    setResolutions((current) => new Map(current).set(key, resolution));
  }, []);
  return {
    rows,
    resolutions,
    add: () => {
      if (rows.length >= MAX_PAYMENTS) return null;
      const row = newRow();
      setRows((current) => (current.length >= MAX_PAYMENTS ? current : [...current, row]));
      return row.key;
    },
    remove: (key) => setRows((current) => (current.length <= 1 ? current : current.filter((row) => row.key !== key))),
    change: (key, change) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row))),
    onResolution,
    importList: (text) => {
      const { payments, errors } = parsePaymentList(text, decimalSeparator);
      if (errors.length > 0) return errors.map(({ message }) => message);
      if (payments.length === 0) return [message('listEmpty')];
      setRows(payments.map(({ recipient, amount }) => newRow(recipient, amount)));
      return [];
    },
    reset: () => {
      setRows([newRow(), newRow()]);
      setResolutions(new Map());
    },
  };
}
