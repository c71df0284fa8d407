import { isAddressEqual, type Address } from 'viem';
import { useConfig } from 'wagmi';
import { useTokens } from '@/components/account/useTokens';

/** How a request's asset is shown: its symbol and decimals, and the chain's name. */
export type RequestAsset = { symbol: string; decimals: number; chainName: string | undefined };

/**
 * The symbol and decimals of a request's asset: the chain's native
 * currency, or a token from the token list or those the visitor added;
 * `undefined` for a token neither knows (the amount is then shown in base
 * units beside the token's address).
 */
export function useRequestAsset({ chainId, token }: { chainId: number; token: Address | null }): RequestAsset | undefined {
  const { chains } = useConfig();
  const { tokensOf } = useTokens();
  const chain = chains.find(({ id }) => id === chainId);
  if (!token) return chain ? { symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals, chainName: chain.name } : undefined;
  const listed = tokensOf(chainId).find(({ address }) => isAddressEqual(address, token));
  return listed ? { symbol: listed.symbol, decimals: listed.decimals, chainName: chain?.name } : undefined;
}
