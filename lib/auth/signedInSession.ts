import type { Address } from 'viem';

/**
 * A signed-in visitor, as `GET /api/auth/session` answers it: the address
 * (EIP-55) and the chain id of the SIWE message they signed (EIP-4361).
 */
export type SignedInSession = { address: Address; chainId: number };
