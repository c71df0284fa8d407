import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';

/** The statement every Co-Editions sign-in message carries. */
export const SIWE_STATEMENT = 'Sign in to Co-Editions.';

/** How long a sign-in message stays valid after it is issued: 10 minutes in ms. */
export const SIWE_MESSAGE_TTL_MS = 10 * 60 * 1000;

/** Parameters of {@link createSignInMessage}. */
export type CreateSignInMessageParameters = {
  address: Address;
  chainId: number;
  nonce: string;
  /** `window.location.host`, e.g. `co-editions.app` or `localhost:3000`. */
  domain: string;
  /** `window.location.origin`. */
  uri: string;
  /** Default `new Date()`. */
  now?: Date;
};

/**
 * The EIP-4361 message the visitor signs, built with viem/siwe
 * `createSiweMessage`: version 1, {@link SIWE_STATEMENT}, issued now and
 * expiring {@link SIWE_MESSAGE_TTL_MS} later.
 *
 * @throws viem's `SiweInvalidMessageFieldError` for a malformed field.
 */
export function createSignInMessage({
  address,
  chainId,
  nonce,
  domain,
  uri,
  now = new Date(),
}: CreateSignInMessageParameters): string {
  return createSiweMessage({
    address,
    chainId,
    domain,
    nonce,
    uri,
    version: '1',
    statement: SIWE_STATEMENT,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + SIWE_MESSAGE_TTL_MS),
  });
}
