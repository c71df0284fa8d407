import { formatEther, formatGwei } from 'viem';

/** Fees per gas as viem's `estimateFeesPerGas` returns them, in wei per gas. */
export type FeesPerGas = {
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
  gasPrice?: bigint | undefined;
};

/**
 * The most a transaction can cost in fees, in wei: `gas × maxFeePerGas` for
 * EIP-1559, `gas × gasPrice` for legacy. viem's `estimateFeesPerGas` already
 * sets maxFeePerGas = 1.2 × base fee + tip and gasPrice = 1.2 × node price
 * (spec §9).
 *
 * @param gas - gas units.
 * @returns wei, or `undefined` when no fee per gas is known.
 */
export function maxNetworkFee(gas: bigint, fees: FeesPerGas): bigint | undefined {
  const perGas = fees.maxFeePerGas ?? fees.gasPrice;
  return perGas === undefined ? undefined : gas * perGas;
}

/** `"0.000021 ETH"`: wei as ether with viem's `formatEther`, plus the symbol. */
export function formatNative(wei: bigint, symbol: string): string {
  return `${formatEther(wei)} ${symbol}`;
}

/** `"1.5 gwei"`: wei as gwei with viem's `formatGwei`. */
export function formatGweiValue(wei: bigint): string {
  return `${formatGwei(wei)} gwei`;
}
