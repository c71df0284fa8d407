import { BaseError, createClient, http, rpcSchema, type Address } from 'viem';
import { atomicCallsStatus, atomicCapabilities, sendAtomicCalls, type CallsIdStore, type NodeRequest } from '../../lib/wallet/atomicCalls';
import type { MockWalletResponse, MockWalletRpcError } from './mockWalletProtocol';

/** Requests that sign or send for the account: they need the site to be connected (EIP-1193 4100 otherwise). */
export const ACCOUNT_METHODS: ReadonlySet<string> = new Set([
  'wallet_sendCalls',
  'eth_sendTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
]);

/** Requests a real wallet shows the user a prompt for: the mock wallet's prompt script (reject, fail, hold) acts on these. */
export const PROMPTING_METHODS: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  ...ACCOUNT_METHODS,
]);

/** A viem client for one anvil node that forwards any JSON-RPC method: the dapp, not the wallet, decides which. */
export function createNodeClient(rpcUrl: string) {
  return createClient({
    transport: http(rpcUrl, { retryCount: 0 }),
    rpcSchema: rpcSchema<[{ Method: string; Parameters?: unknown; ReturnType: unknown }]>(),
  });
}

/** The client {@link createNodeClient} returns. */
export type NodeClient = ReturnType<typeof createNodeClient>;

/** An EIP-1193 error answer: `{ error: { code, message, data? } }`. */
export function rpcError(code: number, message: string, data?: unknown): { error: MockWalletRpcError } {
  return { error: data === undefined ? { code, message } : { code, message, data } };
}

/**
 * Maps whatever the node client threw to an EIP-1193 error answer, keeping
 * the node's code and message (a viem `BaseError` is walked for the first
 * cause with a numeric `code`); anything else is -32603 "internal error".
 */
export function toRpcError(error: unknown): { error: MockWalletRpcError } {
  if (error instanceof BaseError) {
    const withCode = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as
      | (Error & { code: number; details?: string; shortMessage?: string; data?: unknown })
      | null;
    if (withCode) return rpcError(withCode.code, withCode.details || withCode.shortMessage || withCode.message, withCode.data);
    return rpcError(-32603, error.shortMessage);
  }
  return rpcError(-32603, error instanceof Error ? error.message : String(error));
}

/** Reads `[{ chainId: '0x…' }]`-shaped params (EIP-3326, EIP-3085) as a decimal chain id; `undefined` when malformed. */
export function chainIdParam(params: unknown): number | undefined {
  if (!Array.isArray(params)) return undefined;
  const [first] = params as unknown[];
  if (typeof first !== 'object' || first === null) return undefined;
  const { chainId } = first as { chainId?: unknown };
  if (typeof chainId !== 'string' || !/^0x[0-9a-f]+$/i.test(chainId)) return undefined;
  return Number(chainId);
}

/** What {@link answerWalletCalls} answers from: the wallet's nodes by chain id, its current account, and its calls ids. */
type AnswerWalletCallsParameters = {
  nodes: ReadonlyMap<number, NodeClient>;
  address: Address;
  callsIds: CallsIdStore;
  /** `wallet_getCapabilities`, `wallet_sendCalls` or `wallet_getCallsStatus`. */
  method: string;
  params: unknown;
};

/**
 * Answers an EIP-5792 request as a wallet with atomic batches
 * (`lib/wallet/atomicCalls.ts`): capabilities of `address` on the chains
 * asked (those with a node), calls sent as one transaction, their status.
 * Throws what a node threw, and for a chain with no node.
 */
export async function answerWalletCalls({ nodes, address, callsIds, method, params }: AnswerWalletCallsParameters): Promise<MockWalletResponse> {
  const request: NodeRequest = async (chainId, nodeMethod, nodeParams) => {
    const node = nodes.get(chainId);
    if (!node) throw new Error(`Mock Wallet has no node for chain ${chainId}.`);
    return node.request({ method: nodeMethod, params: nodeParams });
  };
  if (method === 'wallet_getCapabilities') {
    const [, asked] = (Array.isArray(params) ? params : []) as [unknown, string[] | undefined];
    const chainIds = asked ? asked.map(Number).filter((id) => nodes.has(id)) : [...nodes.keys()];
    return { result: await atomicCapabilities(request, address, chainIds) };
  }
  if (method === 'wallet_sendCalls') return { result: await sendAtomicCalls(request, address, params, callsIds) };
  return { result: await atomicCallsStatus(request, params, callsIds) };
}
