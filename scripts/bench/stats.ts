/**
 * The median of the numbers in `values` (`null`s are left out): the middle
 * one, or the mean of the two middle ones; `null` when there is none.
 */
export function median(values: ReadonlyArray<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The largest of the numbers in `values` (`null`s are left out); `null` when there is none. */
export function maximum(values: ReadonlyArray<number | null>): number | null {
  const numbers = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return numbers.length === 0 ? null : Math.max(...numbers);
}

/** `numerator / denominator`, or `null` when either is missing or the denominator is 0. */
export function ratio(numerator: number | null, denominator: number | null): number | null {
  return numerator === null || denominator === null || denominator === 0 ? null : numerator / denominator;
}
