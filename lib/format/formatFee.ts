import { formatEther, formatGwei } from 'viem';

/** `"0.000021 ETH"`: wei as ether with viem's `formatEther`, plus the symbol. */
export function formatNative(wei: bigint, symbol: string): string {
  return `${formatEther(wei)} ${symbol}`;
}

/** `"1.5 gwei"`: wei as gwei with viem's `formatGwei`. */
export function formatGweiValue(wei: bigint): string {
  return `${formatGwei(wei)} gwei`;
}
