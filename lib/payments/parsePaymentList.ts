import Papa from 'papaparse';
import { readDecimal, refusedDecimal } from '@/lib/format/decimalSeparator';
import { message, type Message } from '@/lib/i18n/message';
import { classifyRecipient } from '@/lib/transactions/sendForm';

/** The most payments in one batch. */
export const MAX_PAYMENTS = 50;

/** One payment of a pasted list: its line (from 1) and its two fields, trimmed. */
type PaymentListLine = { line: number; recipient: string; amount: string };

/** A line that cannot be read, and why. */
type PaymentListError = { line: number; message: Message };

/** Result of {@link parsePaymentList}: the payments, or the errors that stop them. */
export type ParsePaymentListReturnType = { payments: PaymentListLine[]; errors: PaymentListError[] };

const AMOUNT = /^\d+(\.\d+)?$/;

/** The field separators, the first preferred on a tie: `alice.eth;0,5` also reads as two comma-separated fields. */
const FIELD_SEPARATORS = [';', '\t', ','];

/**
 * `text` read with the separator that gives most lines two fields, then
 * (every line "carol.eth, 0,5") most lines split at all; Papa Parse's own
 * guess reads a list with one odd line as ",".
 */
function parseRows(text: string): { rows: string[][]; delimiter: string } {
  const parsed = FIELD_SEPARATORS.map((delimiter) => {
    const rows = Papa.parse<string[]>(text, { newline: '\n', skipEmptyLines: false, delimiter }).data;
    const counts = rows.map((row) => row.filter((field) => field.trim() !== '').length);
    return { rows, delimiter, twoFields: counts.filter((count) => count === 2).length, split: counts.filter((count) => count > 1).length };
  });
  const better = (a: (typeof parsed)[number], b: (typeof parsed)[number]) => (a.twoFields === b.twoFields ? a.split > b.split : a.twoFields > b.twoFields);
  return parsed.reduce((best, candidate) => (better(candidate, best) ? candidate : best));
}

/** Why a line does not have two fields, as its reader would put it. */
function fieldCountMessage(line: number, fields: readonly string[], delimiter: string, decimalSeparator: string): Message {
  // One field holding another separator: a list that mixes them, said as such rather than as "found 1 field".
  const other = fields.length === 1 ? FIELD_SEPARATORS.find((separator) => separator !== delimiter && fields[0]?.includes(separator)) : undefined;
  if (other) {
    const name = (separator: string) => (separator === '\t' ? 'tab' : separator);
    return message('listSeparator', { line, found: name(other), expected: name(delimiter) });
  }
  // "carol.eth, 0,5" where "," is the decimal point: the amount's comma split it, which "found 3 fields" does not explain.
  const amount = fields.slice(1).join(',');
  if (fields.length === 3 && delimiter === ',' && decimalSeparator === ',' && AMOUNT.test(readDecimal(amount, decimalSeparator))) {
    return message('listDecimalComma', { line, amount });
  }
  return message('listFields', { line, count: fields.length });
}

/**
 * Reads a pasted "Recipients list": `recipient,amount` per line, as a
 * spreadsheet exports it (RFC 4180 by Papa Parse; ";" or tab too), with an
 * optional header line. Each bad line is reported by its number; more than
 * {@link MAX_PAYMENTS} payments is an error on line 0. Amounts keep their
 * text: each row reads them as the single form does.
 *
 * @param decimalSeparator - the page locale's (`decimalSeparatorOf`), accepted in amounts beside "."; default ".".
 */
export function parsePaymentList(text: string, decimalSeparator = '.'): ParsePaymentListReturnType {
  const isAmount = (amount: string) => AMOUNT.test(readDecimal(amount, decimalSeparator));
  const { rows: data, delimiter } = parseRows(text.replace(/\r\n?/g, '\n'));
  const payments: PaymentListLine[] = [];
  const errors: PaymentListError[] = [];
  let seenContent = false;
  data.forEach((row, index) => {
    const line = index + 1;
    const fields = row.map((field) => field.trim());
    while (fields.length > 2 && fields.at(-1) === '') fields.pop();
    if (fields.every((field) => field === '')) return;
    const [recipient = '', amount = ''] = fields;
    const first = !seenContent;
    seenContent = true;
    if (first && fields.length === 2 && classifyRecipient(recipient) === 'invalid' && !isAmount(amount)) return;
    if (fields.length !== 2) {
      errors.push({ line, message: fieldCountMessage(line, fields, delimiter, decimalSeparator) });
      return;
    }
    const kind = classifyRecipient(recipient);
    if (kind === 'empty' || kind === 'invalid' || kind === 'checksum') {
      errors.push({ line, message: message(kind === 'checksum' ? 'listRecipientChecksum' : 'listRecipient', { line, recipient }) });
      return;
    }
    const refused = refusedDecimal(amount, decimalSeparator);
    if (refused) {
      errors.push({ line, message: message(refused.key === 'amountAmbiguous' ? 'listAmountAmbiguous' : 'listAmountGrouped', { line, ...refused.values }) });
      return;
    }
    if (!isAmount(amount) || !/[1-9]/.test(readDecimal(amount, decimalSeparator))) {
      errors.push({ line, message: message('listAmount', { line, amount }) });
      return;
    }
    payments.push({ line, recipient, amount });
  });
  if (payments.length + errors.length > MAX_PAYMENTS) {
    errors.unshift({ line: 0, message: message('listTooLong', { max: MAX_PAYMENTS, count: payments.length + errors.length }) });
  }
  return { payments, errors };
}
