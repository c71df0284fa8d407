import Papa from 'papaparse';
import { ambiguousDecimal, readDecimal } from '@/lib/format/decimalSeparator';
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

/**
 * The field separators a pasted list may use, the first preferred when
 * several fit as well: a spreadsheet in a locale whose decimal separator
 * is "," (de-DE, fr-FR) exports `alice.eth;0,5`, which also reads as two
 * comma-separated fields, `alice.eth;0` and `5`.
 */
const FIELD_SEPARATORS = [';', '\t', ','];

/**
 * `text` read by Papa Parse with the separator under which most lines have
 * two fields. Papa Parse's own guess gives up on a list where one line in
 * three uses another separator, and reads it all as ","; this keeps the
 * list's own separator, so only the odd line is reported.
 */
function parseRows(text: string): { rows: string[][]; delimiter: string } {
  const twoFields = (rows: string[][]) => rows.filter((row) => row.filter((field) => field.trim() !== '').length === 2).length;
  const parsed = FIELD_SEPARATORS.map((delimiter) => ({ rows: Papa.parse<string[]>(text, { newline: '\n', skipEmptyLines: false, delimiter }).data, delimiter }));
  return parsed.reduce((best, candidate) => (twoFields(candidate.rows) > twoFields(best.rows) ? candidate : best));
}

/**
 * Reads a pasted "Recipients list": one `recipient,amount` per line, the
 * CSV a spreadsheet exports (RFC 4180, read by Papa Parse: quoted fields,
 * a trailing empty column and blank lines are tolerated), or with ";" or a
 * tab between the fields, as spreadsheets in the locales that write
 * "0,5" export it. A first line that names its columns ("address,amount")
 * is a header and skipped. An amount keeps its text as pasted: the payment
 * row reads it, with the locale's decimal separator, as typed amounts are.
 *
 * Each bad line is reported by its number: a wrong number of fields (or a
 * separator other than the rest of the list's, named as such), a
 * recipient that is neither an 0x address nor a name, an amount that is
 * not a positive decimal, or one that could be read two ways ("1.000" where
 * the separator is ","; `ambiguousDecimal`). The amount's decimal places and the name's
 * address are checked later, per payment, as in the single form. More than
 * {@link MAX_PAYMENTS} payments is an error of its own (line 0).
 *
 * @param decimalSeparator - the page locale's (`decimalSeparatorOf`), accepted in amounts beside "."; default ".".
 */
export function parsePaymentList(text: string, decimalSeparator = '.'): ParsePaymentListReturnType {
  const isAmount = (amount: string) => AMOUNT.test(readDecimal(amount, decimalSeparator));
  // One line ending for all, whatever the spreadsheet or the clipboard used.
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
      // One field holding another separator: a list that mixes them, said as such rather than as "found 1 field".
      const other = fields.length === 1 ? FIELD_SEPARATORS.find((separator) => separator !== delimiter && recipient.includes(separator)) : undefined;
      const name = (separator: string) => (separator === '\t' ? 'tab' : separator);
      errors.push({
        line,
        message: other ? message('listSeparator', { line, found: name(other), expected: name(delimiter) }) : message('listFields', { line, count: fields.length }),
      });
      return;
    }
    const kind = classifyRecipient(recipient);
    if (kind === 'empty' || kind === 'invalid') {
      errors.push({ line, message: message('listRecipient', { line, recipient }) });
      return;
    }
    const ambiguous = ambiguousDecimal(amount, decimalSeparator);
    if (ambiguous) {
      errors.push({ line, message: message('listAmountAmbiguous', { line, ...ambiguous.values }) });
      return;
    }
    if (!isAmount(amount) || !/[1-9]/.test(amount)) {
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
