import type { Message } from '@/lib/i18n/message';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useConfig, useEstimateFeesPerGas } from 'wagmi';
import { getClient } from 'wagmi/actions';
import { sendCallOf } from '@/lib/transactions/sendForm';
import { simulateBatch } from '@/lib/payments/simulateBatch';

/** Parameters of {@link useBatchFee}. */
export type UseBatchFeeParameters = {
  chainId: number;
  from: Address | undefined;
  /** The token paid, or `undefined` for the native currency. */
  token: Address | undefined;
  /** The payments, once every row is valid: address and amount in the asset's smallest unit. */
  payments: { to: Address; amount: bigint }[] | undefined;
};

/** What {@link useBatchFee} returns. */
export type UseBatchFeeReturnType = {
  /** The most the batch's network fee can be: the simulated gas of every payment × the max fee per gas (wei, gas units, wei per gas). */
  fee?: { wei: bigint; gas: bigint; feePerGas: bigint };
  /** "Payment 2 (bob.eth) would fail: …", one per failing payment, from the simulation. */
  failures: Message[];
  isError: boolean;
};

/**
 * Simulates the batch's payments as the form changes (`simulateBatch`):
 * the fee shown before sending (each payment's gas used, summed, at viem's
 * max fee per gas) and the payments that would fail.
 */
export function useBatchFee({ chainId, from, token, payments }: UseBatchFeeParameters): UseBatchFeeReturnType {
  const config = useConfig();
  const fees = useEstimateFeesPerGas({ chainId });
  const simulation = useQuery({
    queryKey: ['batchSimulation', chainId, from, token, payments?.map(({ to, amount }) => `${to}:${amount}`)],
    queryFn: async () => {
      const client = getClient(config, { chainId });
      if (!client || !from || !payments) throw new Error('Nothing to simulate.');
      return simulateBatch(client, { from, calls: payments.map(({ to, amount }) => sendCallOf({ to, value: amount }, token)) });
    },
    enabled: Boolean(from && payments && payments.length > 0),
    retry: false,
    meta: { persist: false },
  });
  const feePerGas = fees.data?.maxFeePerGas ?? fees.data?.gasPrice;
  const gas = simulation.data?.gas;
  return {
    ...(gas !== undefined && feePerGas !== undefined ? { fee: { wei: gas * feePerGas, gas, feePerGas } } : {}),
    failures: simulation.data?.failures ?? [],
    isError: simulation.isError || fees.isError,
  };
}
