import { shortenAddress } from '@/lib/format/shortenAddress';
import { CopyButton } from './CopyButton';

/** Props of {@link ShortHex}. */
export type ShortHexProps = {
  /** A 0x address or hash. */
  value: string;
  /** The copy button's words: "Copy hash", "Copy address". */
  copyLabel: string;
  /** `data-testid` of the shortened value. */
  testId?: string;
};

/**
 * An address or hash shortened (`0x1234…abcd`, `shortenAddress`) with the
 * full value in its title, and a button that copies the full value.
 */
export function ShortHex({ value, copyLabel, testId }: ShortHexProps) {
  return (
    <span className="short-hex">
      <code title={value} data-testid={testId}>
        {shortenAddress(value)}
      </code>
      <CopyButton value={value} label={copyLabel} small />
    </span>
  );
}
