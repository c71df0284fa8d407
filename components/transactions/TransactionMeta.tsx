import type { ReactNode } from 'react';
import { RelativeTime } from '@/components/ui/RelativeTime';

/** Props of {@link TransactionMeta}. */
export type TransactionMetaProps = {
  /** The entry's status pill. */
  status: ReactNode;
  /** When it was sent, in ms since the epoch; records older than the field have none. */
  time: number | undefined;
  /** The chain's name, or its id in words where the chain is no longer configured. */
  chain: string;
};

/**
 * The second line of an entry in `/account`'s Transactions, a single send's
 * or a batch's alike: its status, how long ago, and on which chain
 * (the pill, then "2 minutes ago · Sepolia"). The dot is decoration, hidden
 * from screen readers.
 */
export function TransactionMeta({ status, time, chain }: TransactionMetaProps) {
  return (
    <span className="transaction-meta">
      {status}{' '}
      {time !== undefined && (
        <>
          <span className="muted">
            <RelativeTime value={time} />
          </span>
          <span className="muted" aria-hidden="true">
            {' · '}
          </span>
        </>
      )}
      <span className="muted">{chain}</span>
    </span>
  );
}
