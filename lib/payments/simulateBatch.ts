import type { Address, Client } from 'viem';
import { simulateCalls } from 'viem/actions';
import type { SendCall } from '@/lib/transactions/sendForm';
import { message, type Message } from '@/lib/i18n/message';
import { errorDetail } from '@/lib/wallet/walletErrors';

/** Result of {@link simulateBatch}. */
export type SimulateBatchReturnType = {
  /** The gas every payment used, summed (gas units). */
  gas: bigint;
  /** "Payment 2 would fail: …", one per failing payment, in order. */
  failures: Message[];
};

/** Parameters of {@link simulateBatch}. */
export type SimulateBatchParameters = {
  /** The paying account. */
  from: Address;
  calls: readonly SendCall[];
  /** Each call's payment number in its batch (from 1), for the messages; default its position, from 1. */
  numbers?: readonly number[] | undefined;
};

/**
 * Simulates a batch's calls in one `eth_simulateV1` (viem `simulateCalls`),
 * from the paying account, in order: for the fee shown before sending, and
 * to name a payment that would fail.
 *
 * @throws the node's error when it refuses the whole batch (more than the balance, for one).
 */
export async function simulateBatch(client: Client, { from, calls, numbers }: SimulateBatchParameters): Promise<SimulateBatchReturnType> {
  const { results } = await simulateCalls(client, { account: from, calls: [...calls] });
  return {
    gas: results.reduce((sum, { gasUsed }) => sum + gasUsed, 0n),
    failures: results.flatMap((result, index) => {
      if (result.status !== 'failure') return [];
      const number = numbers?.[index] ?? index + 1;
      const detail = errorDetail(result.error);
      return [detail ? message('paymentWouldFail', { number, detail }) : message('paymentReverts', { number })];
    }),
  };
}
