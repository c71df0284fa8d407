import { useEffect, useRef, useState } from 'react';
import { useConfig } from 'wagmi';
import { getClient } from 'wagmi/actions';
import type { PaymentBatch } from '@/lib/payments/paymentBatches';
import { reconcileRequestedPayments } from '@/lib/payments/sequentialPayments';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { pollingIntervalOf } from '@/lib/transactions/pollingInterval';

/**
 * Settles a sequential batch's payments whose wallet answer was lost (a
 * reload, a closed tab) against the chain (`reconcileRequestedPayments`):
 * one check at a time, again at the chain's polling interval while one is
 * still unknown (its transaction pending in the node's pool) or found not
 * sent only once (it goes back to the queue when two checks agree). Idle while
 * `busy`: this tab is asking the wallet now, so a `requested` payment is
 * its open prompt, not a lost answer.
 */
export function useReconcileBatch(batch: PaymentBatch, busy: boolean): void {
  const config = useConfig();
  const requested = batch.path === 'sequential' && batch.payments.some(({ state }) => state.status === 'requested');
  const checking = useRef(false);
  const notSentBefore = useRef(new Set<string>());
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Bumped a polling interval after each check: while a payment stays requested, the next round checks again.
  const [round, setRound] = useState(0);
  useEffect(() => {
    const storage = getBrowserStorage();
    const client = getClient(config, { chainId: batch.chainId });
    if (busy || checking.current || !requested || !storage || !client) return;
    checking.current = true;
    void reconcileRequestedPayments({ batch, storage, client, onFound: () => {}, notSentBefore: notSentBefore.current })
      .catch(() => undefined)
      .finally(() => {
        checking.current = false;
        setTimeout(() => {
          if (mounted.current) setRound((count) => count + 1);
        }, pollingIntervalOf(config, batch.chainId));
      });
  }, [busy, batch, requested, config, round]);
}
