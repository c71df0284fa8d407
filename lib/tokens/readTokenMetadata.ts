import { message, type Message } from '@/lib/i18n/message';
import { erc20Abi, type Address, type Client } from 'viem';
import { getCode, readContract } from 'viem/actions';
import { tokenMetadataProblem, type TokenInfo } from './tokenInfo';

/** Thrown when an address is not an ERC-20 token we can show; `reason` says why, in words. */
export class NotAnErc20Error extends Error {
  override name = 'NotAnErc20Error';
  /** @param reason - why, as a message for the page (`Errors`: `tokenNoContract`, `tokenNoAnswer`, `tokenNoSymbol`, …). */
  constructor(readonly reason: Message) {
    super(`Not an ERC-20 token: ${reason.key}.`);
  }
}

/**
 * Reads an ERC-20 contract's `name`, `symbol` and `decimals` (as one
 * Multicall3 call where the client batches), to show before adding it.
 *
 * @throws {NotAnErc20Error} when the address holds no contract, a read
 *   reverts or returns something else, or the values are unusable
 *   (`tokenMetadataProblem`).
 * @throws the transport's error when the node cannot be reached.
 */
export async function readTokenMetadata(client: Client, { chainId, address }: { chainId: number; address: Address }): Promise<TokenInfo> {
  const code = await getCode(client, { address });
  if (!code || code === '0x') throw new NotAnErc20Error(message('tokenNoContract'));
  let metadata: { name: string; symbol: string; decimals: number };
  try {
    const [name, symbol, decimals] = await Promise.all([
      readContract(client, { address, abi: erc20Abi, functionName: 'name' }),
      readContract(client, { address, abi: erc20Abi, functionName: 'symbol' }),
      readContract(client, { address, abi: erc20Abi, functionName: 'decimals' }),
    ]);
    metadata = { name, symbol, decimals };
  } catch {
    throw new NotAnErc20Error(message('tokenNoAnswer'));
  }
  const problem = tokenMetadataProblem(metadata);
  if (problem) throw new NotAnErc20Error(problem);
  return { chainId, address, ...metadata };
}
