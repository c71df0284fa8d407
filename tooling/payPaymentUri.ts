import { createWalletClient, erc20Abi, http, isAddress, type Address, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { waitForTransactionReceipt } from 'viem/actions';
import { parsePaymentUri } from '../lib/requests/paymentUri';
import { ANVIL_MNEMONIC } from './anvilAccounts';

/** Parameters of {@link payPaymentUri}. */
export type PayPaymentUriParameters = {
  /** The request's wallet link, an EIP-681 URI, as copied or scanned. */
  uri: string;
  /** The node of the URI's chain. */
  rpcUrl: string;
  /** The anvil account that pays (index of anvil's default mnemonic). */
  accountIndex: number;
};

/**
 * Pays an EIP-681 payment link as a phone wallet does, without the app:
 * reads it (`parsePaymentUri`), signs with anvil's account `accountIndex`
 * (its key, derived from anvil's default mnemonic) and sends straight to
 * the node, a plain transfer or an ERC-20 `transfer`, then waits for the
 * receipt. Nothing reports the payment to the app.
 *
 * @returns the transaction's hash.
 * @throws {PaymentUriError} for a link it cannot read; Error for a link
 *   with an ENS name, no amount or no chain (a wallet would ask; this does not).
 */
export async function payPaymentUri({ uri, rpcUrl, accountIndex }: PayPaymentUriParameters): Promise<Hash> {
  const { recipient, token, amount, chainId } = parsePaymentUri(uri);
  if (!isAddress(recipient)) throw new Error(`The link pays a name (${recipient}); give an address.`);
  if (amount === undefined || chainId === undefined) throw new Error('The link names no amount or no chain.');
  const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: accountIndex });
  const chain = { id: chainId, name: `chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) });
  const hash = token
    ? await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [recipient as Address, amount] })
    : await wallet.sendTransaction({ to: recipient as Address, value: amount });
  await waitForTransactionReceipt(wallet, { hash });
  return hash;
}
