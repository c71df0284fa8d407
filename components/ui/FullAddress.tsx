/** Props of {@link FullAddress}. */
export type FullAddressProps = {
  /** A 0x address (42 characters), or any hex string. */
  value: string;
  testId?: string;
};

/**
 * A whole address in monospace that, where it cannot fit on one line
 * (a 375 px phone), wraps into two even halves rather than at whatever
 * character meets the edge: each half stays whole, with one break
 * opportunity (`<wbr>`) between them. Its text, and what copying it
 * gives, is the address unchanged.
 */
export function FullAddress({ value, testId }: FullAddressProps) {
  const middle = Math.ceil(value.length / 2);
  return (
    <code className="full-address" data-testid={testId}>
      <span>{value.slice(0, middle)}</span>
      <wbr />
      <span>{value.slice(middle)}</span>
    </code>
  );
}
