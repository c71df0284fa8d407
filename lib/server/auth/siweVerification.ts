import { getAddress, isAddressEqual, isHex, recoverMessageAddress, type Address, type Client, type Hex } from 'viem';
import { createSiweMessage, parseSiweMessage, verifySiweMessage } from 'viem/siwe';
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
 * Verifies a Sign-In with Ethereum message (EIP-4361) for this site:
 * 1. it parses (viem/siwe `parseSiweMessage`) with address, chain id, domain,
 *    uri, nonce, issuedAt, expirationTime and our statement, and viem's
 *    `createSiweMessage` of what was parsed gives back the exact text signed:
 *    nothing was added between or after the fields that a wallet's strict
 *    EIP-4361 parser would refuse to show as a sign-in;
 * 2. the domain equals the request's host, the uri's origin the site's origin;
 * 3. the nonce equals the session's (the caller clears it either way);
 * 4. the chain id is a configured chain;
 * 5. issuedAt is not in the future, expirationTime is at most
 *    {@link SIWE_MESSAGE_TTL_MS} after it and has not passed, and
 *    notBefore has, each with {@link SIWE_CLOCK_SKEW_MS} of skew;
 * 6. the signature is valid for the address: recovered locally first
 *    (viem `recoverMessageAddress`, no RPC request), so an ordinary
 *    account costs the operator nothing; only when that does not match is
 *    the chain asked, through viem's `verifySiweMessage` on the message's
 *    own chain, for ERC-1271 contract wallets (Safe) and ERC-6492
 *    undeployed smart accounts.
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
  const parsed = parseSiweMessage(message);
  if (
    !parsed.address ||
    parsed.chainId === undefined ||
    !parsed.domain ||
    !parsed.uri ||
    !parsed.nonce ||
    !parsed.issuedAt ||
    parsed.version !== '1'
  ) {
    throw new SiweVerificationError('Message is not a complete EIP-4361 message.');
  }
  if (parsed.statement !== SIWE_STATEMENT) throw new SiweVerificationError('Message statement is not this site\'s.');
  if (!parsed.expirationTime) throw new SiweVerificationError('Message has no expiration time.');
  if (!isExactlySerialised(parsed, message)) throw new SiweVerificationError('Message has text outside its EIP-4361 fields.');
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

  const time = now.getTime();
  const issuedAt = parsed.issuedAt.getTime();
  if (Number.isNaN(issuedAt) || issuedAt > time + SIWE_CLOCK_SKEW_MS) {
    throw new SiweVerificationError('Message is issued in the future.');
  }
  const expires = parsed.expirationTime.getTime();
  if (Number.isNaN(expires) || expires <= time - SIWE_CLOCK_SKEW_MS) {
    throw new SiweVerificationError('Message has expired.');
  }
  if (expires - issuedAt > SIWE_MESSAGE_TTL_MS) throw new SiweVerificationError('Message is valid for longer than 10 minutes.');
  const notBefore = parsed.notBefore?.getTime();
  if (notBefore !== undefined && (Number.isNaN(notBefore) || notBefore > time + SIWE_CLOCK_SKEW_MS)) {
    throw new SiweVerificationError('Message is not valid yet.');
  }

  // viem re-checks the time window without skew; hand it a time inside the
  // window we just accepted so that only the signature decides from here.
  let checkTime = time;
  if (notBefore !== undefined) checkTime = Math.max(checkTime, notBefore);
  checkTime = Math.min(checkTime, expires - 1);

  if (await signedByAccount(message, signature, parsed.address)) {
    return { address: getAddress(parsed.address), chainId: parsed.chainId };
  }
  const valid = await verifySiweMessage(client, {
    message,
    signature,
    address: parsed.address,
    domain,
    nonce,
    time: new Date(checkTime),
  });
  if (!valid) throw new SiweVerificationError('Signature does not match the address.');
  return { address: getAddress(parsed.address), chainId: parsed.chainId };
}

/** Whether viem's `createSiweMessage` of the parsed fields is the very text that was signed. */
function isExactlySerialised(parsed: ReturnType<typeof parseSiweMessage>, message: string): boolean {
  try {
    return createSiweMessage(parsed as Parameters<typeof createSiweMessage>[0]) === message;
  } catch {
    return false;
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
