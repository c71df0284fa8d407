import { parseUnits } from 'viem';
import { message, type Message } from '@/lib/i18n/message';
import { readDecimal } from '@/lib/format/decimalSeparator';

/** How a split total is shared: percentages that add up to 100, or shares (whole numbers, any total). */
type SplitMode = 'percent' | 'shares';

/** At most this many decimal places in a percentage: 0.0001 %. */
const PERCENT_DECIMALS = 4;
const HUNDRED_PERCENT = 100n * 10n ** BigInt(PERCENT_DECIMALS);

/** Parameters of {@link parseSplitWeights}. */
export type ParseSplitWeightsParameters = {
  mode: SplitMode;
  /** Each recipient's percentage or share, as typed. */
  texts: readonly string[];
  /** The locale's decimal separator, accepted in a percentage beside "."; default ".". */
  decimalSeparator?: string | undefined;
};

/** Result of {@link parseSplitWeights}: each row's weight, or its error; and an error about the whole. */
export type ParseSplitWeightsReturnType = {
  /** One per row: its weight (percent × 10^4, or the share), `undefined` where the row has an error. */
  weights: (bigint | undefined)[];
  /** One per row: the message beside that row's field, if any. */
  errors: (Message | undefined)[];
  /** "The percentages add up to 90%, not 100%." and the like. */
  totalError?: Message;
};

/**
 * Reads each recipient's part of a split: a percentage (a positive decimal
 * of at most 4 places, all of them adding up to exactly 100) or a share (a
 * positive whole number; shares may add up to anything).
 */
export function parseSplitWeights({ mode, texts: typed, decimalSeparator = '.' }: ParseSplitWeightsParameters): ParseSplitWeightsReturnType {
  const pattern = mode === 'percent' ? /^\d+(\.\d{1,4})?$/ : /^\d+$/;
  const texts = typed.map((raw) => readDecimal(raw, decimalSeparator));
  const errors = texts.map((text) => {
    if (!pattern.test(text)) return message(mode === 'percent' ? 'percentFormat' : 'sharesFormat');
    return /[1-9]/.test(text) ? undefined : message(mode === 'percent' ? 'percentZero' : 'sharesZero');
  });
  const weights = texts.map((text, index) =>
    errors[index] !== undefined ? undefined : mode === 'percent' ? parseUnits(text, PERCENT_DECIMALS) : BigInt(text),
  );
  if (mode === 'percent' && errors.every((error) => error === undefined)) {
    const sum = weights.reduce<bigint>((total, weight) => total + (weight ?? 0n), 0n);
    if (sum !== HUNDRED_PERCENT) {
      return { weights, errors, totalError: message('percentTotal', { total: Number(sum) / 10 ** PERCENT_DECIMALS }) };
    }
  }
  return { weights, errors };
}

/**
 * Splits `total` (in the asset's smallest unit: wei, or a token's base
 * unit) by `weights`, rounding each part down; what rounding leaves goes to
 * the first recipient, so the parts add up to exactly `total`.
 *
 * @throws RangeError when there is no weight, or one is not positive.
 */
export function splitAmount(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0 || weights.some((weight) => weight <= 0n)) throw new RangeError('Every weight must be positive.');
  const sum = weights.reduce((a, b) => a + b, 0n);
  const parts = weights.map((weight) => (total * weight) / sum);
  const remainder = total - parts.reduce((a, b) => a + b, 0n);
  parts[0] = (parts[0] ?? 0n) + remainder;
  return parts;
}
