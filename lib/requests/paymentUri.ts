import { getAddress, isAddress, maxUint256, parseUnits, type Address } from 'viem';

/**
 * A payment as an EIP-681 URI carries it: who is paid, in what, how much
 * and on which chain.
 */
export type PaymentUri = {
  /** The recipient: an address (EIP-55) or an ENS name, still to be resolved. */
  recipient: string;
  /** The ERC-20 contract paid in (EIP-55); `null` for the chain's native currency. */
  token: Address | null;
  /** In the asset's smallest unit (wei, or the token's base unit); `undefined` when the URI names none. */
  amount: bigint | undefined;
  /** EIP-155 chain id; `undefined` when the URI names none (the wallet's current chain). */
  chainId: number | undefined;
};

/** What is wrong with a URI that {@link parsePaymentUri} refuses, for the page to say in its words. */
export type PaymentUriProblem = 'scheme' | 'target' | 'chain' | 'function' | 'parameter' | 'amount';

/** Thrown by {@link parsePaymentUri}: `problem` says what is wrong, the message says it in English. */
export class PaymentUriError extends Error {
  override name = 'PaymentUriError';
  constructor(
    readonly problem: PaymentUriProblem,
    message: string,
  ) {
    super(message);
  }
}

/** Builds the URI of a {@link PaymentUri} whose recipient is an address and amount and chain are known. */
export type BuildPaymentUriParameters = { recipient: Address; token: Address | null; amount: bigint; chainId: number };

/**
 * The EIP-681 URI of a payment, as wallets scan it:
 * `ethereum:<recipient>@<chainId>?value=<wei>` for the native currency,
 * `ethereum:<token>@<chainId>/transfer?address=<recipient>&uint256=<amount>`
 * for an ERC-20 token. Amounts are written as whole integers, never with an
 * exponent, so no reader can round them.
 */
export function buildPaymentUri({ recipient, token, amount, chainId }: BuildPaymentUriParameters): string {
  return token
    ? `ethereum:${getAddress(token)}@${chainId}/transfer?address=${getAddress(recipient)}&uint256=${amount}`
    : `ethereum:${getAddress(recipient)}@${chainId}?value=${amount}`;
}

// EIP-681's `number`: digits with an optional fraction and exponent. Signs are left out: no payment is negative.
const NUMBER = /^(\d+)(?:\.(\d+))?(?:[eE](\d+))?$/;
const ENS_NAME = /^[^\s./?@#]+(\.[^\s./?@#]+)+$/;

/** An EIP-681 `number` as an exact whole amount below 2^256, or why not. */
function wholeAmount(text: string, name: string): bigint {
  const match = NUMBER.exec(text);
  if (!match) throw new PaymentUriError('amount', `${name} is not a number: "${text.slice(0, 40)}".`);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  if (fraction.replace(/0+$/, '').length > Number(exponent)) {
    throw new PaymentUriError('amount', `${name} is not a whole number of the smallest unit: "${text.slice(0, 40)}".`);
  }
  const amount = parseUnits(`${whole}.${fraction || '0'}`, Number(exponent));
  if (amount > maxUint256) throw new PaymentUriError('amount', `${name} is larger than 2^256 - 1.`);
  return amount;
}

/** `text` before and after the first `separator`; `undefined` after when there is none. */
function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** A percent-encoded URI part, decoded. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new PaymentUriError('parameter', `The link has a malformed escape: "${text.slice(0, 40)}".`);
  }
}

/** An address or an ENS name, as a target or an `address` parameter; an address comes back checksummed. */
function recipientOf(text: string, what: string): string {
  if (/^0x/i.test(text)) {
    if (!isAddress(text, { strict: false })) throw new PaymentUriError('target', `${what} is not an address: "${text.slice(0, 50)}".`);
    return getAddress(text);
  }
  if (!ENS_NAME.test(text)) throw new PaymentUriError('target', `${what} is neither an address nor an ENS name: "${text.slice(0, 50)}".`);
  return text.toLowerCase();
}

/**
 * Reads an EIP-681 payment URI: `ethereum:[pay-]<target>[@chainId][/transfer]?<parameters>`.
 * Only payments are read: a bare target or `value` (the native currency),
 * or an ERC-20 `transfer` with `address` and `uint256`. `gas`, `gasLimit`
 * and `gasPrice` are allowed and ignored: the wallet estimates its own.
 *
 * @throws {PaymentUriError} naming what is wrong: the scheme, the target,
 *   the chain id, a function other than `transfer`, an unknown, repeated
 *   or missing parameter, or an amount that is not a whole number below 2^256.
 */
export function parsePaymentUri(uri: string): PaymentUri {
  const text = uri.trim();
  const scheme = /^ethereum:(?:pay-)?/i.exec(text);
  if (!scheme) throw new PaymentUriError('scheme', 'A payment link starts with "ethereum:".');
  const [path, query] = splitOnce(text.slice(scheme[0].length), '?');
  const [targetPart, functionName] = splitOnce(path, '/');
  const [target, chainText] = splitOnce(targetPart, '@');
  let chainId: number | undefined;
  if (chainText !== undefined) {
    chainId = /^[1-9]\d{0,15}$/.test(chainText) ? Number(chainText) : Number.NaN;
    if (!Number.isSafeInteger(chainId)) throw new PaymentUriError('chain', `"${chainText.slice(0, 20)}" is not a chain id.`);
  }
  if (functionName !== undefined && functionName !== 'transfer') {
    throw new PaymentUriError('function', `"${functionName.slice(0, 40)}" is not a payment: only a transfer can be paid from a link.`);
  }
  const parameters = new Map<string, string>();
  for (const pair of query ? query.split('&') : []) {
    const [key, value = ''] = splitOnce(pair, '=');
    const name = decoded(key);
    if (parameters.has(name)) throw new PaymentUriError('parameter', `The link gives "${name.slice(0, 20)}" twice.`);
    parameters.set(name, decoded(value));
  }
  const known = functionName ? ['address', 'uint256', 'gas', 'gasLimit', 'gasPrice'] : ['value', 'gas', 'gasLimit', 'gasPrice'];
  const unknown = [...parameters.keys()].find((name) => !known.includes(name));
  if (unknown !== undefined) throw new PaymentUriError('parameter', `The link has a parameter this payment cannot have: "${unknown.slice(0, 20)}".`);
  if (!functionName) {
    const value = parameters.get('value');
    return { recipient: recipientOf(target, 'The recipient'), token: null, amount: value === undefined ? undefined : wholeAmount(value, 'The value'), chainId };
  }
  if (!/^0x/i.test(target)) throw new PaymentUriError('target', 'A token payment names the token by its address.');
  const token = recipientOf(target, 'The token') as Address;
  const recipient = parameters.get('address');
  if (recipient === undefined) throw new PaymentUriError('parameter', 'A token payment names its recipient (the "address" parameter).');
  const amount = parameters.get('uint256');
  return { recipient: recipientOf(recipient, 'The recipient'), token, amount: amount === undefined ? undefined : wholeAmount(amount, 'The amount'), chainId };
}
