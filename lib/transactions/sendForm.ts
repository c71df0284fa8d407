import { encodeFunctionData, erc20Abi, isAddress, maxUint256, parseGwei, parseUnits, type Address, type Hex } from 'viem';
import { message, type Message } from '@/lib/i18n/message';
import { readDecimal, refusedDecimal } from '@/lib/format/decimalSeparator';

/** The send form's fields, as typed (strings). Gas fields may be empty. */
export type SendFormValues = {
  /** A 0x address or an ENS name. */
  recipient: string;
  /** Amount in the chosen asset (the native currency or a token), decimal, up to its decimals places. */
  amount: string;
  /** Gas limit, a positive integer (gas units). Empty: estimated. */
  gasLimit: string;
  /** EIP-1559 max fee per gas, in gwei. Empty: estimated. */
  maxFeePerGas: string;
  /** EIP-1559 max priority fee per gas, in gwei. Empty: estimated. */
  maxPriorityFeePerGas: string;
  /** Legacy gas price, in gwei. Excludes both max-fee fields. */
  gasPrice: string;
};

/** An empty form. */
export const emptySendForm: SendFormValues = {
  recipient: '',
  amount: '',
  gasLimit: '',
  maxFeePerGas: '',
  maxPriorityFeePerGas: '',
  gasPrice: '',
};

/** One message per field at most, shown beside that field. */
type SendFormErrors = Partial<Record<keyof SendFormValues, Message>>;

/**
 * Where resolving the recipient stands. A name resolves to the address for
 * the chain sent on: on Ethereum its coin type 60 address; elsewhere the
 * chain's ENSIP-11 address, else the ENSIP-19 default EVM address
 * (`resolved`), else only its Ethereum address (`ethereum-only`), which the
 * sender must confirm the recipient controls on that chain.
 */
export type RecipientResolution =
  | { status: 'address'; address: Address }
  | { status: 'resolving'; name: string }
  | { status: 'resolved'; name: string; address: Address }
  | { status: 'ethereum-only'; name: string; address: Address; chainName: string }
  | { status: 'unresolved'; name: string }
  /** A lookup failed (the node refused, failed or timed out) and none that answered gave an address: nothing is known of the name. */
  | { status: 'lookup-failed'; name: string }
  /** Neither an address nor a name; `checksum`: 0x and 40 hex digits whose capitals fail EIP-55's checksum, so a character is likely mistyped. */
  | { status: 'invalid'; reason?: 'checksum' }
  | { status: 'empty' };

/**
 * Classifies the recipient field: a checksummed-or-lowercase 0x address, an
 * ENS-looking name (has a dot, no spaces: to be resolved on mainnet), an
 * address whose mixed case fails its EIP-55 checksum (`checksum`), or
 * neither.
 */
export function classifyRecipient(input: string): 'empty' | 'address' | 'name' | 'checksum' | 'invalid' {
  const text = input.trim();
  if (text === '') return 'empty';
  if (text.startsWith('0x')) {
    if (isAddress(text)) return 'address';
    return isAddress(text, { strict: false }) ? 'checksum' : 'invalid';
  }
  return /^[^\s.]+(\.[^\s.]+)+$/.test(text) ? 'name' : 'invalid';
}

/** A validated transaction request, amounts in wei and gas in units. */
export type SendRequest = {
  to: Address;
  /** In wei. */
  value: bigint;
  /** In gas units; undefined lets the wallet estimate. */
  gas?: bigint;
  /** In wei per gas. */
  maxFeePerGas?: bigint;
  /** In wei per gas. */
  maxPriorityFeePerGas?: bigint;
  /** Legacy, in wei per gas. */
  gasPrice?: bigint;
};

/** Context the rules need beyond the fields. */
export type ValidateSendFormParameters = {
  values: SendFormValues;
  recipient: RecipientResolution;
  /** Decimals of the asset sent: 18 for ETH, the token's for a token. */
  decimals: number;
  /** Symbol of the asset sent, for messages, e.g. `ETH` or `USDC`. */
  symbol: string;
  /** The sender's balance of the asset sent, in its smallest unit (wei for ETH), when known. */
  balance?: bigint | undefined;
  /** The estimated network fee in wei (gas × max fee), when known. */
  estimatedFee?: bigint | undefined;
  /**
   * When a token is sent: the native balance that pays the fee, in wei, and
   * its symbol. The amount is then checked against `balance` alone, and the
   * fee against this.
   */
  feeBalance?: { balance: bigint | undefined; symbol: string };
  /** For an `ethereum-only` recipient: whether the sender ticked that the recipient controls that address on this chain. */
  ethereumAddressConfirmed?: boolean;
  /** The locale's decimal separator, accepted in the amount and the gwei fields beside "." (`decimalSeparatorOf`); default ".". */
  decimalSeparator?: string | undefined;
};

/** Result of {@link validateSendForm}. */
export type ValidateSendFormReturnType = {
  errors: SendFormErrors;
  /** Present only when there is no error. */
  request?: SendRequest;
};

const DECIMAL = /^\d+(\.\d+)?$/;

const INTEGER = /^\d+$/;

/** A gwei field as typed: `undefined` when empty; "." or the locale's separator as the decimal point; an ambiguous "1.000" or a grouped "1,000.5" is its own error. */
function parseGweiField(text: string, decimalSeparator: string): bigint | undefined | 'invalid' | Message {
  const refused = refusedDecimal(text, decimalSeparator);
  if (refused) return refused;
  const value = readDecimal(text, decimalSeparator);
  if (value === '') return undefined;
  if (!DECIMAL.test(value)) return 'invalid';
  const [, fraction = ''] = value.split('.');
  if (fraction.length > 9) return 'invalid';
  return parseGwei(value);
}

/**
 * What a sender's "the recipient controls this address on <chain>" is
 * about: one name's Ethereum address on one chain, as
 * `<name>:<address>:<chainId>`; `null` unless `recipient` is `ethereum-only`.
 * A ticked box counts only while this key is the one it was ticked for,
 * so another name, address or chain asks again.
 */
export function ethereumOnlyConfirmationKey(recipient: RecipientResolution, chainId: number | undefined): string | null {
  return recipient.status === 'ethereum-only' && chainId !== undefined ? `${recipient.name}:${recipient.address}:${chainId}` : null;
}

/**
 * Where a resolved recipient sends to, or why it cannot yet: the send
 * form's recipient rule, for one payment or each of a batch.
 */
export function recipientTarget(recipient: RecipientResolution, ethereumAddressConfirmed: boolean): { to?: Address; error?: Message } {
  switch (recipient.status) {
    case 'empty':
      return { error: message('recipientEmpty') };
    case 'invalid':
      return { error: message(recipient.reason === 'checksum' ? 'addressChecksum' : 'recipientInvalid') };
    case 'unresolved':
      return { error: message('recipientUnresolved', { name: recipient.name }) };
    case 'lookup-failed':
      return { error: message('recipientLookupFailed', { name: recipient.name }) };
    case 'ethereum-only':
      return ethereumAddressConfirmed ? { to: recipient.address } : { error: message('recipientConfirmChain', { chain: recipient.chainName }) };
    case 'resolving':
      return { error: message('recipientResolving', { name: recipient.name }) };
    default:
      return { to: recipient.address };
  }
}

/**
 * An amount as typed, in the asset's smallest unit (viem `parseUnits`, so
 * exact): a positive decimal of at most `decimals` places, or why not. The
 * decimal point is "." or the locale's own separator (`decimalSeparator`,
 * e.g. "," in German: "0,5" is half); no grouping separators ("1,000.5"
 * gets `groupedDecimal`'s message), and where the separator is ",", no
 * "1.000" that could mean either (`ambiguousDecimal`).
 */
export function parseAmount(text: string, decimals: number, decimalSeparator = '.'): { value?: bigint; error?: Message } {
  const refused = refusedDecimal(text, decimalSeparator);
  if (refused) return { error: refused };
  const amount = readDecimal(text, decimalSeparator);
  if (!DECIMAL.test(amount)) return { error: message('amountFormat') };
  if ((amount.split('.')[1] ?? '').length > decimals) return { error: message('amountDecimals', { decimals }) };
  const value = parseUnits(amount, decimals);
  return value > 0n ? { value } : { error: message('amountZero') };
}

/**
 * The send form's rules, run before
 * anything is sent:
 * - the recipient is a valid address or an ENS name that resolved; a name
 *   with only an Ethereum address, off Ethereum, once the sender confirmed it;
 *   a name whose lookup failed is neither found nor "not found";
 * - the amount is a positive decimal with at most `decimals` places, and with
 *   the estimated fee does not exceed the balance; for a token, the amount
 *   does not exceed the token balance and the fee the native balance;
 * - a legacy gas price is not combined with either max-fee field;
 * - the priority fee does not exceed the max fee;
 * - no fee exceeds 2^256-1 wei;
 * - the gas limit is a positive integer.
 *
 * Gas fields are in gwei (1 gwei = 10^9 wei, at most 9 decimal places),
 * with the amount's decimal point: "." or the locale's (`decimalSeparator`):
 * a phone's decimal keypad offers only the latter. Conversions use viem's
 * `parseUnits` / `parseGwei`.
 */
export function validateSendForm({
  values,
  recipient,
  decimals,
  symbol,
  balance,
  estimatedFee,
  feeBalance,
  ethereumAddressConfirmed = false,
  decimalSeparator = '.',
}: ValidateSendFormParameters): ValidateSendFormReturnType {
  const errors: SendFormErrors = {};

  const target = recipientTarget(recipient, ethereumAddressConfirmed);
  const to = target.to;
  if (target.error) errors.recipient = target.error;
  const amountValue = parseAmount(values.amount, decimals, decimalSeparator);
  const value = amountValue.value;
  if (amountValue.error) errors.amount = amountValue.error;

  let gas: bigint | undefined;
  const gasLimit = values.gasLimit.trim();
  if (gasLimit !== '') {
    if (!INTEGER.test(gasLimit) || BigInt(gasLimit) <= 0n) errors.gasLimit = message('gasLimitFormat');
    else gas = BigInt(gasLimit);
  }

  const maxFee = parseGweiField(values.maxFeePerGas, decimalSeparator);
  const priorityFee = parseGweiField(values.maxPriorityFeePerGas, decimalSeparator);
  const gasPrice = parseGweiField(values.gasPrice, decimalSeparator);
  const feeFormat = message('gweiFormat');
  if (maxFee === 'invalid') errors.maxFeePerGas = feeFormat;
  else if (typeof maxFee === 'object') errors.maxFeePerGas = maxFee;
  else if (maxFee !== undefined && maxFee > maxUint256) errors.maxFeePerGas = message('maxFeeTooLarge');
  if (priorityFee === 'invalid') errors.maxPriorityFeePerGas = feeFormat;
  else if (typeof priorityFee === 'object') errors.maxPriorityFeePerGas = priorityFee;
  else if (priorityFee !== undefined && priorityFee > maxUint256)
    errors.maxPriorityFeePerGas = message('priorityFeeTooLarge');
  if (gasPrice === 'invalid') errors.gasPrice = feeFormat;
  else if (typeof gasPrice === 'object') errors.gasPrice = gasPrice;
  else if (gasPrice !== undefined && gasPrice > maxUint256) errors.gasPrice = message('gasPriceTooLarge');
  else if (gasPrice !== undefined && (maxFee !== undefined || priorityFee !== undefined)) {
    errors.gasPrice = message('gasPriceWithMaxFee');
  }
  if (
    !errors.maxPriorityFeePerGas &&
    !errors.maxFeePerGas &&
    typeof maxFee === 'bigint' &&
    typeof priorityFee === 'bigint' &&
    priorityFee > maxFee
  ) {
    errors.maxPriorityFeePerGas = message('priorityAboveMaxFee');
  }

  if (feeBalance) {
    if (!errors.amount && value !== undefined && balance !== undefined && value > balance) {
      errors.amount = message('amountAboveBalance', { symbol });
    }
    if (!errors.amount && estimatedFee !== undefined && feeBalance.balance !== undefined && estimatedFee > feeBalance.balance) {
      errors.amount = message('feeAboveBalance', { symbol: feeBalance.symbol });
    }
  } else if (!errors.amount && value !== undefined && balance !== undefined && value + (estimatedFee ?? 0n) > balance) {
    errors.amount = message('amountPlusFeeAboveBalance', { symbol });
  }

  if (Object.keys(errors).length > 0 || !to || value === undefined) return { errors };
  const request: SendRequest = { to, value };
  if (gas !== undefined) request.gas = gas;
  if (typeof maxFee === 'bigint') request.maxFeePerGas = maxFee;
  if (typeof priorityFee === 'bigint') request.maxPriorityFeePerGas = priorityFee;
  if (typeof gasPrice === 'bigint') request.gasPrice = gasPrice;
  return { errors, request };
}

/** The call that moves `value` to `to`: the value itself for the native currency, an ERC-20 `transfer` for a token. */
export type SendCall = { to: Address; value: bigint; data: Hex | undefined };

/**
 * The call that sends `value` (wei, or the token's smallest unit) to `to`:
 * for a token (`tokenAddress`), a call to its contract with 0 wei and the
 * `transfer(to, value)` calldata (viem `encodeFunctionData`); else a plain
 * transfer with no calldata.
 */
export function sendCallOf({ to, value }: { to: Address; value: bigint }, tokenAddress: Address | undefined): SendCall {
  return tokenAddress
    ? { to: tokenAddress, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }) }
    : { to, value, data: undefined };
}
