import {
  AtomicityNotSupportedError,
  concat,
  DuplicateIdError,
  hexToNumber,
  InvalidParamsRpcError,
  isHex,
  numberToHex,
  size,
  slice,
  UnknownBundleIdError,
  type Address,
  type Hex,
  type WalletCallReceipt,
  type WalletCapabilities,
  type WalletGetCallsStatusReturnType,
  type WalletSendCallsParameters,
} from 'viem';
import { encodeExecuteData } from 'viem/experimental/erc7821';
import { isRecord, readStoredJson } from '@/lib/storage/json';

/** Sends a JSON-RPC request to the node of `chainId`, where the wallet's account is unlocked (anvil). */
export type NodeRequest = (chainId: number, method: string, params: unknown[]) => Promise<unknown>;

/** EIP-7702's delegation designator: an account's code is `0xef0100 ‖ address` while it is delegated. */
const DELEGATION_PREFIX = '0xef0100';

/** Whether `account` is delegated on `chainId` (EIP-7702) to the ERC-7821 executor (`tooling/contracts/BatchExecutor.sol`). */
async function isDelegated(request: NodeRequest, chainId: number, account: Address): Promise<boolean> {
  const code = (await request(chainId, 'eth_getCode', [account, 'latest'])) as Hex;
  return code.toLowerCase().startsWith(DELEGATION_PREFIX) && size(code) === 23;
}

/** `wallet_getCapabilities` (EIP-5792): `atomic` is `supported` on the chains where the account is delegated. */
export async function atomicCapabilities(request: NodeRequest, account: Address, chainIds: readonly number[]): Promise<Record<Hex, WalletCapabilities>> {
  const entries = await Promise.all(
    chainIds.map(async (chainId) => [numberToHex(chainId), { atomic: { status: (await isDelegated(request, chainId, account)) ? 'supported' : 'unsupported' } }] as const),
  );
  return Object.fromEntries(entries);
}

/** App-given EIP-5792 batch ids, each mapped to the wallet's own: the transaction hash, then the chain id. */
export type CallsIdStore = {
  get: (id: string) => Hex | undefined;
  set: (id: string, walletId: Hex) => void;
};

/** Where the Dev Wallet keeps {@link CallsIdStore} between page loads: a JSON object, app id → wallet id. */
export const DEV_WALLET_CALLS_IDS_STORAGE_KEY = 'co-editions.devWallet.callsIds';

/** The most app-given ids a {@link callsIdStore} keeps; the oldest go first. */
const MAX_CALLS_IDS = 100;

/** A {@link CallsIdStore} in memory, kept in `storage` when given so it outlives a reload; bad stored entries are ignored. */
export function callsIdStore(storage?: Pick<Storage, 'getItem' | 'setItem'>): CallsIdStore {
  const stored = storage ? readStoredJson(storage, DEV_WALLET_CALLS_IDS_STORAGE_KEY) : undefined;
  const ids = new Map<string, Hex>(
    Object.entries(isRecord(stored) ? stored : {}).flatMap(([id, walletId]) => (typeof walletId === 'string' && isHex(walletId) && size(walletId) === 64 ? [[id, walletId] as const] : [])),
  );
  return {
    get: (id) => ids.get(id),
    set: (id, walletId) => {
      ids.set(id, walletId);
      for (const oldest of [...ids.keys()].slice(0, Math.max(0, ids.size - MAX_CALLS_IDS))) ids.delete(oldest);
      try {
        storage?.setItem(DEV_WALLET_CALLS_IDS_STORAGE_KEY, JSON.stringify(Object.fromEntries(ids)));
      } catch {
        // Storage denied: the ids live as long as the page.
      }
    },
  };
}

/**
 * `wallet_sendCalls` (EIP-5792), atomically: one ERC-7821 `execute` from the
 * account to itself. The id carries the chain id, so the status can be
 * read after a chain switch or a reload.
 *
 * @throws InvalidParamsRpcError (-32602) for a malformed request;
 *   DuplicateIdError (5720) for an `id` already used, sending nothing;
 *   AtomicityNotSupportedError (5760) where the account is not delegated.
 */
export async function sendAtomicCalls(request: NodeRequest, account: Address, params: unknown, ids: CallsIdStore): Promise<{ id: string }> {
  const [call] = Array.isArray(params) ? (params as WalletSendCallsParameters) : [];
  if (!call || !Array.isArray(call.calls) || typeof call.chainId !== 'string' || !isHex(call.chainId)) {
    throw new InvalidParamsRpcError(new Error('Expected params [{ version, chainId, from, calls: [{ to, value, data }], id? }].'));
  }
  const appId = typeof call.id === 'string' && call.id.length > 0 ? call.id : undefined;
  if (appId !== undefined && (appId.length > 4096 || ids.get(appId))) throw new DuplicateIdError(new Error(`A batch with id ${appId.slice(0, 80)} was already sent.`));
  const chainId = hexToNumber(call.chainId);
  if (!(await isDelegated(request, chainId, account))) {
    throw new AtomicityNotSupportedError(new Error(`The account is not delegated to a batch executor on chain ${chainId}.`));
  }
  const calls = call.calls.map(({ to, value, data }) => ({ to: to as Address, value: value ? BigInt(value) : 0n, data: data ?? '0x' }));
  const hash = (await request(chainId, 'eth_sendTransaction', [{ from: account, to: account, data: encodeExecuteData({ calls }) }])) as Hex;
  const walletId = concat([hash, numberToHex(chainId, { size: 32 })]);
  if (appId === undefined) return { id: walletId };
  ids.set(appId, walletId);
  return { id: appId };
}

/**
 * `wallet_getCallsStatus` (EIP-5792): 100 pending, 200 succeeded, 500 reverted; always atomic.
 *
 * @throws UnknownBundleIdError (5730) for an id this wallet did not issue.
 */
export async function atomicCallsStatus(request: NodeRequest, params: unknown, ids: CallsIdStore): Promise<WalletGetCallsStatusReturnType> {
  const [id] = Array.isArray(params) ? (params as unknown[]) : [];
  const walletId = typeof id === 'string' ? (ids.get(id) ?? id) : undefined;
  if (typeof id !== 'string' || !walletId || !isHex(walletId) || size(walletId) !== 64) throw new UnknownBundleIdError(new Error(`Unknown calls id ${String(id).slice(0, 80)}.`));
  const hash = slice(walletId, 0, 32);
  const chainId = hexToNumber(slice(walletId, 32, 64));
  const receipt = (await request(chainId, 'eth_getTransactionReceipt', [hash])) as (WalletCallReceipt & { status: Hex }) | null;
  const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true };
  if (!receipt) return { ...base, status: 100 };
  const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt;
  return {
    ...base,
    status: status === '0x1' ? 200 : 500,
    receipts: [{ logs: logs.map(({ address, data, topics }) => ({ address, data, topics })), status, blockHash, blockNumber, gasUsed, transactionHash }],
  };
}
