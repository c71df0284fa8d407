import { erc20Abi, type Address } from 'viem';
import { useReadContracts } from 'wagmi';
import type { TokenInfo } from '@/lib/tokens/tokenInfo';
import { unreachableNodeError } from '@/lib/tokens/unreachableNodeError';

/** Parameters of {@link useTokenBalances}. */
export type UseTokenBalancesParameters<T extends TokenInfo> = {
  chainId: number;
  owner: Address | undefined;
  tokens: readonly T[];
};

/**
 * `balanceOf(owner)` of every token of one chain, in one Multicall3
 * `aggregate3` call (`batchSize: 0`: the calldata is not split, so one
 * `eth_call` however long the list). `balances` pairs each token that
 * answered with its balance in its smallest unit; a token whose contract
 * does not answer (no code, a revert, not a uint256) is left out.
 * `isError` is also true when the chain's node could not be reached
 * (`unreachableNodeError`): that is "unavailable", not "no tokens".
 */
export function useTokenBalances<T extends TokenInfo>({ chainId, owner, tokens }: UseTokenBalancesParameters<T>) {
  const query = useReadContracts({
    contracts: owner
      ? tokens.map((token) => ({ chainId, address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const)
      : [],
    allowFailure: true,
    batchSize: 0,
    query: { enabled: Boolean(owner) && tokens.length > 0 },
  });
  const balances = tokens.flatMap((token, index) => {
    const result = query.data?.[index];
    return result?.status === 'success' && typeof result.result === 'bigint' ? [{ token, balance: result.result }] : [];
  });
  const nodeError = unreachableNodeError(query.data);
  return { ...query, isError: query.isError || nodeError !== undefined, balances };
}
