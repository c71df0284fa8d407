import { useMemo, useState } from 'react';
import { isAddressEqual, type Address, type Chain } from 'viem';
import { useBalance, type UseBalanceReturnType } from 'wagmi';
import { useTokenBalances } from '@/components/account/useTokenBalances';
import { useTokens } from '@/components/account/useTokens';
import type { TokenInfo } from '@/lib/tokens/tokenInfo';

/** What {@link useSendAsset} returns: the asset chosen to send, its balance, and the choices. */
export type UseSendAssetReturnType = {
  /** The chosen token while it is held on this chain; `undefined` for the native currency. */
  token: TokenInfo | undefined;
  /** The asset's symbol and decimals: the token's, or the chain's native currency's. */
  symbol: string;
  decimals: number;
  nativeSymbol: string;
  /** The account's balance of the asset, in its smallest unit; `undefined` while unknown. */
  assetBalance: bigint | undefined;
  /** wagmi's native balance query: it also pays the fee. */
  nativeBalance: UseBalanceReturnType;
  /** The tokens with a balance on this chain, for the Asset select. */
  heldTokens: { token: TokenInfo; balance: bigint }[];
  /** The token list or the token balances are still being read. */
  tokensPending: boolean;
  /** Chooses a token by contract address, or the native currency with `null`. */
  setAssetAddress: (address: Address | null) => void;
  /** Reads the native and token balances again: after a transaction of the form's is final. */
  refetchBalances: () => void;
};

/**
 * The send forms' Asset: the chain's native currency, then every token
 * with a balance (`useTokenBalances`), with the chosen one's balance.
 */
export function useSendAsset({ address, chain }: { address: Address | undefined; chain: Chain | undefined }): UseSendAssetReturnType {
  const nativeSymbol = chain?.nativeCurrency.symbol ?? 'ETH';
  const nativeBalance = useBalance({ address, chainId: chain?.id, query: { enabled: Boolean(address && chain) } });
  const { tokensOf, isPending: listPending } = useTokens();
  const chainTokens = useMemo(() => (chain ? tokensOf(chain.id) : []), [tokensOf, chain]);
  const tokenBalances = useTokenBalances({ chainId: chain?.id ?? 0, owner: address, tokens: chainTokens });
  const heldTokens = tokenBalances.balances.filter(({ balance: held }) => held > 0n);
  const [assetAddress, setAssetAddress] = useState<Address | null>(null);
  const held = assetAddress ? heldTokens.find(({ token }) => isAddressEqual(token.address, assetAddress)) : undefined;
  const token = held?.token;
  return {
    token,
    symbol: token?.symbol ?? nativeSymbol,
    decimals: token?.decimals ?? chain?.nativeCurrency.decimals ?? 18,
    nativeSymbol,
    assetBalance: token ? held?.balance : nativeBalance.data?.value,
    nativeBalance,
    heldTokens,
    tokensPending: listPending || tokenBalances.isPending,
    setAssetAddress,
    refetchBalances: () => {
      void nativeBalance.refetch();
      void tokenBalances.refetch();
    },
  };
}
