import type { Hash } from 'viem';
import { isRecord } from '@/lib/storage/json';

/** How a replacement relates to the transaction it replaced (same sender, same nonce). */
export type ReplacementState = 'sped-up' | 'cancelled' | 'replaced';

/**
 * Where a sent transaction stands:
 * - `confirmed` / `failed`: its hash has a receipt, status 1 / 0;
 * - `sped-up` / `cancelled` / `replaced`: another transaction with its nonce
 *   was mined; `replacementHash` is that one, `null` when it was not found
 *   within `REPLACEMENT_SEARCH_MAX_BLOCKS` (`resolveSentTransaction.ts`);
 * - `dropped`: the node forgot it, unmined, more than `DROPPED_AFTER_MS` after it was sent;
 * - `pending`: none of these yet.
 */
export type TransactionOutcome =
  | { state: 'pending' }
  | { state: 'confirmed' | 'failed' | 'dropped' }
  | { state: ReplacementState; replacementHash: Hash | null };

/** An outcome that never changes again: every one but `pending`. */
export type FinalTransactionOutcome = Exclude<TransactionOutcome, { state: 'pending' }>;

const REPLACEMENT_STATES: readonly string[] = ['sped-up', 'cancelled', 'replaced'] satisfies ReplacementState[];

/** Whether `value` is a {@link FinalTransactionOutcome} (stored data is untrusted). */
export function isFinalOutcome(value: unknown): value is FinalTransactionOutcome {
  if (!isRecord(value) || typeof value.state !== 'string') return false;
  if (['confirmed', 'failed', 'dropped'].includes(value.state)) return true;
  return (
    REPLACEMENT_STATES.includes(value.state) &&
    (value.replacementHash === null || (typeof value.replacementHash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value.replacementHash)))
  );
}

/** Whether another transaction took `outcome`'s nonce and the node could not say which (it keeps no old state). */
export function isUnknownReplacement(outcome: TransactionOutcome): boolean {
  return 'replacementHash' in outcome && outcome.replacementHash === null;
}

/**
 * The status RainbowKit's records know (pending, confirmed, failed) for an
 * outcome: a sped-up transaction did what was asked, so `confirmed`; a
 * cancelled, replaced or dropped one did not, so `failed`. `undefined` for
 * an unknown replacement ({@link isUnknownReplacement}): it may have been a
 * speed-up, and the kit has no word for "cannot tell".
 */
export function kitStatusOf(outcome: TransactionOutcome): 'pending' | 'confirmed' | 'failed' | undefined {
  if (isUnknownReplacement(outcome)) return undefined;
  switch (outcome.state) {
    case 'pending':
      return 'pending';
    case 'confirmed':
    case 'sped-up':
      return 'confirmed';
    default:
      return 'failed';
  }
}

