import { getAddress, isHex, type Address, type Client, type Hex } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';

/** Clock skew tolerated on issuedAt, expirationTime and notBefore: 60,000 ms. */
export const SIWE_CLOCK_SKEW_MS = 60_000;

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
 *    uri, nonce and issuedAt;
 * 2. the domain equals the request's host, the uri's origin the site's origin;
 * 3. the nonce equals the session's (the caller clears it either way);
 * 4. the chain id is a configured chain;
 * 5. issuedAt is not in the future, expirationTime has not passed and
 *    notBefore has, each with {@link SIWE_CLOCK_SKEW_MS} of skew;
 * 6. the signature is valid for the address, checked by viem's
 *    `verifySiweMessage` on the message's own chain, so EOAs, ERC-1271
 *    contract wallets (Safe) and ERC-6492 undeployed smart accounts all pass.
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
  const expires = parsed.expirationTime?.getTime();
  if (expires !== undefined && (Number.isNaN(expires) || expires <= time - SIWE_CLOCK_SKEW_MS)) {
    throw new SiweVerificationError('Message has expired.');
  }
  const notBefore = parsed.notBefore?.getTime();
  if (notBefore !== undefined && (Number.isNaN(notBefore) || notBefore > time + SIWE_CLOCK_SKEW_MS)) {
    throw new SiweVerificationError('Message is not valid yet.');
  }

  // viem re-checks the time window without skew; hand it a time inside the
  // window we just accepted so that only the signature decides from here.
  let checkTime = time;
  if (notBefore !== undefined) checkTime = Math.max(checkTime, notBefore);
  if (expires !== undefined) checkTime = Math.min(checkTime, expires - 1);

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
