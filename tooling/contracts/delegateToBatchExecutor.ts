import { createTestClient, createWalletClient, getAddress, http, type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { getCode, setCode, waitForTransactionReceipt } from 'viem/actions';
import { ANVIL_MNEMONIC } from '../anvilAccounts';
import { testContract } from './contracts';

/** Where {@link installBatchExecutor} places the ERC-7821 batch executor on a node, as the fixtures place Multicall3. */
const BATCH_EXECUTOR_ADDRESS: Address = getAddress('0x00000000000000000000000000000000ba7c4e5e');

/**
 * Places `BatchExecutor.sol` (OpenZeppelin's ERC-7821, compiled with npm
 * `solc`) at {@link BATCH_EXECUTOR_ADDRESS} on the anvil node at `rpcUrl`
 * (`anvil_setCode`: it has no constructor or storage, so its runtime code
 * is all there is to deploy).
 */
async function installBatchExecutor(rpcUrl: string): Promise<Address> {
  const client = createTestClient({ transport: http(rpcUrl, { retryCount: 0 }), mode: 'anvil' });
  await setCode(client, { address: BATCH_EXECUTOR_ADDRESS, bytecode: testContract('BatchExecutor').deployedBytecode });
  return BATCH_EXECUTOR_ADDRESS;
}

/** Parameters of {@link delegateToBatchExecutor}. */
export type DelegateToBatchExecutorParameters = {
  rpcUrl: string;
  /** The anvil account (index of its default mnemonic) to delegate. */
  accountIndex: number;
};

/**
 * Delegates anvil's account `accountIndex` to the batch executor (EIP-7702,
 * a type 4 transaction whose authorization the account's own key signs),
 * as a wallet that batches atomically does (MetaMask, Coinbase, Rainbow).
 * Installs the executor first if the node lacks it. Waits for the receipt.
 *
 * @returns the delegated account's address.
 */
export async function delegateToBatchExecutor({ rpcUrl, accountIndex }: DelegateToBatchExecutorParameters): Promise<Address> {
  const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: accountIndex });
  const wallet = createWalletClient({ account, transport: http(rpcUrl, { retryCount: 0 }) });
  if ((await getCode(wallet, { address: BATCH_EXECUTOR_ADDRESS })) === undefined) await installBatchExecutor(rpcUrl);
  const chainId = await wallet.getChainId();
  const chain = { id: chainId, name: `anvil ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
  const authorization = await wallet.signAuthorization({ contractAddress: BATCH_EXECUTOR_ADDRESS, executor: 'self' });
  const hash = await wallet.sendTransaction({ chain, authorizationList: [authorization], to: account.address });
  await waitForTransactionReceipt(wallet, { hash });
  return account.address;
}
