import { erc20Abi, type Address } from 'viem';
import { useEstimateFeesPerGas, useEstimateGas, useSimulateContract } from 'wagmi';
import { maxNetworkFee } from '@/lib/transactions/fees';
import { estimateFailureReason } from '@/lib/transactions/estimateFailureReason';
import { sendCallOf, type SendRequest } from '@/lib/transactions/sendForm';

/** Parameters of {@link useSendEstimate}. */
export type UseSendEstimateParameters = {
  /** The sender. */
  account: Address | undefined;
  chainId: number | undefined;
  /** The token sent; `undefined` for the native currency. */
  token: Address | undefined;
  /** The payment so far (the fields that passed their own rules); nothing is estimated without `to` and `value`. */
  draft: Partial<SendRequest>;
  /** A legacy gas price was given: fees are estimated as one. */
  legacy: boolean;
};

/** What {@link useSendEstimate} returns. */
export type UseSendEstimateReturnType = {
  /** Gas units: the draft's own limit, else the node's estimate; `undefined` while unknown. */
  gas: bigint | undefined;
  /** The most the fee can be, wei (`maxNetworkFee`); `undefined` while unknown. */
  estimatedFee: bigint | undefined;
  /** Wei per gas behind `estimatedFee`: the max fee, or the legacy gas price. */
  feePerGas: bigint | undefined;
  /** The fee estimate failed (the node did not answer). */
  feeError: boolean;
  /** The simulation or gas estimate failed: the transaction would revert, with the reason when the node gave one. */
  estimateError: { reason: string | undefined } | null;
};

/**
 * The send forms' checks before anything is signed: a token payment is
 * simulated as an ERC-20 `transfer` (`eth_call`), the gas estimated
 * (unless the draft sets a limit), and the fee per gas estimated by viem
 * (1.2 × base fee + tip, or 1.2 × gas price for legacy), the draft's own
 * fee fields taking precedence.
 */
export function useSendEstimate({ account, chainId, token, draft, legacy }: UseSendEstimateParameters): UseSendEstimateReturnType {
  const fees = useEstimateFeesPerGas({ chainId, type: legacy ? 'legacy' : 'eip1559', query: { enabled: chainId !== undefined } });
  const manualGas = draft.gas;
  const canEstimate = Boolean(account && chainId !== undefined && draft.to && draft.value !== undefined);
  // A token moves by a `transfer` call to its contract; the native currency by the value itself.
  const call = draft.to && draft.value !== undefined ? sendCallOf({ to: draft.to, value: draft.value }, token) : { to: draft.to, value: draft.value, data: undefined };
  const simulation = useSimulateContract({
    account,
    chainId,
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: draft.to && draft.value !== undefined ? [draft.to, draft.value] : undefined,
    query: { enabled: canEstimate && Boolean(token) },
  });
  const gasEstimate = useEstimateGas({
    account,
    chainId,
    to: call.to,
    value: call.value,
    data: call.data,
    query: { enabled: canEstimate && manualGas === undefined },
  });
  const gas = manualGas ?? gasEstimate.data;
  const feesPerGas = {
    maxFeePerGas: draft.maxFeePerGas ?? fees.data?.maxFeePerGas,
    maxPriorityFeePerGas: draft.maxPriorityFeePerGas ?? fees.data?.maxPriorityFeePerGas,
    gasPrice: draft.gasPrice ?? fees.data?.gasPrice,
  };
  const estimatedFee = gas === undefined ? undefined : maxNetworkFee(gas, legacy ? { gasPrice: feesPerGas.gasPrice } : feesPerGas);
  const failure = simulation.error ?? (manualGas === undefined ? gasEstimate.error : null);
  return {
    gas,
    estimatedFee,
    feePerGas: legacy ? feesPerGas.gasPrice : feesPerGas.maxFeePerGas,
    feeError: fees.isError,
    estimateError: failure ? { reason: estimateFailureReason(failure) } : null,
  };
}
