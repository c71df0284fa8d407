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
 * (as RainbowKit 1.0 estimates it).
 *
 * @param gas - gas units.
 * @returns wei, or `undefined` when no fee per gas is known.
 */
export function maxNetworkFee(gas: bigint, fees: FeesPerGas): bigint | undefined {
  const perGas = fees.maxFeePerGas ?? fees.gasPrice;
  return perGas === undefined ? undefined : gas * perGas;
}
