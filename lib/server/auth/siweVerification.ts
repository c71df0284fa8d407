import { ParsedMessage } from '@spruceid/siwe-parser';
import { getAddress, isAddressEqual, isHex, recoverMessageAddress, type Address, type Client, type Hex } from 'viem';
import { verifySiweMessage } from 'viem/siwe';
import { SIWE_MESSAGE_TTL_MS, SIWE_STATEMENT } from '@/lib/auth/siweMessage';

/** Clock skew tolerated on issuedAt, expirationTime and notBefore: 60,000 ms. */
const SIWE_CLOCK_SKEW_MS = 60_000;

/** Why a sign-in was refused, in a few words the client may show or log. */
export class SiweVerificationError extends Error {
  override name = 'SiweVerificationError';
}

/** Parameters of {@link verifySignIn}. */
export type VerifySignInParameters = {
  /** The EIP-4361 message text the wallet signed. */
  message: string;
  /** The signature, 0x-prefixed hex (65 bytes for an EOA; any length for ERC-1271/6492). */
  signature: Hex;
  /** The request's `Host`, which the message's domain must equal. */
  domain: string;
  /** The site's origin, e.g. `https://co-editions.app`, which the uri's origin must equal. */
  origin: string;
  /** The nonce this session was issued; `undefined` when none is outstanding. */
  nonce: string | undefined;
  /** Public clients of the configured chains, by chain id. */
  clients: ReadonlyMap<number, Client>;
  /** The current time; default `new Date()`. */
  now?: Date;
};

/** Result of {@link verifySignIn}: who signed in, and on which chain. */
export type VerifySignInReturnType = { address: Address; chainId: number };

/**
 * Verifies a Sign-In with Ethereum message (EIP-4361) for this site: the
 * whole text parses under EIP-4361's ABNF (`@spruceid/siwe-parser`, as a
 * strict wallet would); statement, domain, uri, nonce and chain are ours;
 * the time window holds, with {@link SIWE_CLOCK_SKEW_MS} of skew. The
 * signature is recovered locally first, so an ordinary account costs no RPC
 * request; only then is the chain asked (viem `verifySiweMessage`), for
 * ERC-1271 and ERC-6492 accounts.
 *
 * @throws {SiweVerificationError} with a short reason when any check fails.
 *   RPC errors while checking a contract signature propagate as viem errors.
 */
export async function verifySignIn({
  message,
  signature,
  domain,
  origin,
  nonce,
  clients,
  now = new Date(),
}: VerifySignInParameters): Promise<VerifySignInReturnType> {
  if (!isHex(signature)) throw new SiweVerificationError('Signature is not hex.');
  const parsed = parseStrictly(message);
  if (parsed.statement !== SIWE_STATEMENT) throw new SiweVerificationError('Message statement is not this site\'s.');
  if (!parsed.expirationTime) throw new SiweVerificationError('Message has no expiration time.');
  if (parsed.scheme !== undefined && `${parsed.scheme}:` !== new URL(origin).protocol) {
    throw new SiweVerificationError('Message scheme does not match this site.');
  }
  if (parsed.domain !== domain) throw new SiweVerificationError('Message domain does not match this site.');
  let uriOrigin: string;
  try {
    uriOrigin = new URL(parsed.uri).origin;
  } catch {
    throw new SiweVerificationError('Message uri is not a URL.');
  }
  if (uriOrigin !== origin) throw new SiweVerificationError('Message uri does not match this site.');
  if (!nonce || parsed.nonce !== nonce) throw new SiweVerificationError('Nonce is invalid or already used.');
  const client = clients.get(parsed.chainId);
  if (!client) throw new SiweVerificationError(`Chain ${parsed.chainId} is not supported.`);

  const address = getAddress(parsed.address);
  const time = now.getTime();
  const issuedAt = Date.parse(parsed.issuedAt);
  if (Number.isNaN(issuedAt) || issuedAt > time + SIWE_CLOCK_SKEW_MS) {
    throw new SiweVerificationError('Message is issued in the future.');
  }
  const expires = Date.parse(parsed.expirationTime);
  if (Number.isNaN(expires) || expires <= time - SIWE_CLOCK_SKEW_MS) {
    throw new SiweVerificationError('Message has expired.');
  }
  if (expires - issuedAt > SIWE_MESSAGE_TTL_MS) throw new SiweVerificationError('Message is valid for longer than 10 minutes.');
  const notBefore = parsed.notBefore === undefined ? undefined : Date.parse(parsed.notBefore);
  if (notBefore !== undefined && (Number.isNaN(notBefore) || notBefore > time + SIWE_CLOCK_SKEW_MS)) {
    throw new SiweVerificationError('Message is not valid yet.');
  }

  // viem re-checks the time window without skew; hand it a time inside the
  // window we just accepted so that only the signature decides from here.
  let checkTime = time;
  if (notBefore !== undefined) checkTime = Math.max(checkTime, notBefore);
  checkTime = Math.min(checkTime, expires - 1);

  if (await signedByAccount(message, signature, address)) return { address, chainId: parsed.chainId };
  const valid = await verifySiweMessage(client, {
    message,
    signature,
    address,
    domain,
    nonce,
    time: new Date(checkTime),
  });
  if (!valid) throw new SiweVerificationError('Signature does not match the address.');
  return { address, chainId: parsed.chainId };
}

/** @throws {SiweVerificationError} unless the whole text is an EIP-4361 message. */
function parseStrictly(message: string): ParsedMessage {
  try {
    return new ParsedMessage(message);
  } catch {
    throw new SiweVerificationError('Message is not an EIP-4361 message: it has a missing, malformed or out-of-order field, or text outside its fields.');
  }
}

/** Whether `signature` is `address`'s own ECDSA signature of `message` (EIP-191), checked without any RPC request. */
async function signedByAccount(message: string, signature: Hex, address: Address): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address);
  } catch {
    // Not a 65-byte signature: a contract wallet's, for the chain to check.
    return false;
  }
}
