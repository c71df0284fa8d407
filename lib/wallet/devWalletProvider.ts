import {
  ChainDisconnectedError,
  http,
  numberToHex,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  type Address,
  type Chain,
  type EIP1193Parameters,
  type EIP1193Provider,
  type EIP1193RequestFn,
  type Hex,
} from 'viem';
import type { CallsIdStore, NodeRequest } from './atomicCalls';

/** Where the Dev Wallet remembers its current chain between page loads. */
export const DEV_WALLET_CHAIN_STORAGE_KEY = 'co-editions.devWallet.chainId';

/** Where the Dev Wallet remembers that the site may see its account (EIP-2255). */
export const DEV_WALLET_AUTHORIZED_STORAGE_KEY = 'co-editions.devWallet.authorized';

/** Parameters of {@link createDevWalletProvider}. */
export type CreateDevWalletProviderParameters = {
  /** The local chains it can switch between; each must have its RPC URL set. */
  chains: readonly [Chain, ...Chain[]];
  /** Where the current chain id is kept; `undefined` keeps it in memory only. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  /** Which of the node's unlocked accounts it is: 0 (default) is anvil's first; another keeps its state under keys of its own. */
  accountIndex?: number;
};

type Listener = (...args: never[]) => void;

/**
 * An EIP-1193 provider for local development that forwards every request to
 * its current chain's anvil node, whose unlocked account `accountIndex` signs for
 * real. It answers the wallet methods itself: accounts only once asked
 * (EIP-1102, EIP-2255), chain switches (EIP-3326, 4902 for an unknown chain)
 * and EIP-5792 calls (`lib/wallet/atomicCalls.ts`). `lib/config/appConfig.ts`
 * enables it only when every chain is local.
 */
export function createDevWalletProvider({
  chains,
  storage,
  accountIndex = 0,
}: CreateDevWalletProviderParameters): EIP1193Provider {
  const keyOf = (key: string) => (accountIndex === 0 ? key : `${key}.${accountIndex}`);
  const chainKey = keyOf(DEV_WALLET_CHAIN_STORAGE_KEY);
  const authorizedKey = keyOf(DEV_WALLET_AUTHORIZED_STORAGE_KEY);
  const listeners = new Map<string, Set<Listener>>();
  const transports = new Map(
    chains.map((chain) => [chain.id, http(undefined, { retryCount: 0 })({ chain, retryCount: 0 })]),
  );
  const stored = Number(storage?.getItem(chainKey));
  let chainId = transports.has(stored) ? stored : chains[0].id;
  let authorized = storage?.getItem(authorizedKey) === 'true';

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  };

  const nodeRequest: NodeRequest = (target, method, params) => {
    const transport = transports.get(target);
    if (!transport) throw new ChainDisconnectedError(new Error(`No node for chain ${target}.`));
    return transport.request({ method, params } as EIP1193Parameters);
  };
  const forward = (method: string, params: unknown) => nodeRequest(chainId, method, params as unknown[]);
  /** The account, once the site may see it: the node's unlocked account `accountIndex`. */
  const account = async (): Promise<Address> => {
    const first = authorized ? ((await forward('eth_accounts', [])) as Address[])[accountIndex] : undefined;
    if (!first) throw new UnauthorizedProviderError(new Error('Connect the Dev Wallet first (eth_requestAccounts).'));
    return first;
  };
  /** The ids apps gave their batches, kept across reloads (EIP-5792); read on first use, with the EIP-5792 code. */
  let callsIds: CallsIdStore | undefined;
  const appCallsIds = async (): Promise<CallsIdStore> => {
    const { callsIdStore } = await import('./atomicCalls');
    callsIds ??= callsIdStore(storage);
    return callsIds;
  };

  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'eth_accounts':
      case 'eth_requestAccounts': {
        if (method === 'eth_requestAccounts' && !authorized) {
          authorized = true;
          storage?.setItem(authorizedKey, 'true');
        }
        if (!authorized) return [];
        const accounts = (await forward('eth_accounts', [])) as Address[];
        return accounts.slice(accountIndex, accountIndex + 1);
      }
      case 'wallet_revokePermissions':
        authorized = false;
        storage?.removeItem(authorizedKey);
        emit('accountsChanged', []);
        return null;
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hex }] = params as [{ chainId: Hex }];
        const next = Number(hex);
        if (!transports.has(next)) {
          throw new SwitchChainError(new Error(`The Dev Wallet has no node for chain ${next}.`));
        }
        if (next !== chainId) {
          chainId = next;
          storage?.setItem(chainKey, String(next));
          emit('chainChanged', numberToHex(next));
        }
        return null;
      }
      case 'wallet_addEthereumChain': {
        const [{ chainId: hex }] = params as [{ chainId: Hex }];
        if (transports.has(Number(hex))) return null;
        throw new UnsupportedProviderMethodError(new Error('The Dev Wallet only knows the local chains.'));
      }
      // EIP-5792, imported on first use: its ERC-7821 encoding stays out of every page's first load.
      case 'wallet_getCapabilities': {
        const [, asked] = (Array.isArray(params) ? params : []) as [unknown, Hex[] | undefined];
        const { atomicCapabilities } = await import('./atomicCalls');
        return atomicCapabilities(nodeRequest, await account(), asked ? asked.map(Number).filter((id) => transports.has(id)) : [...transports.keys()]);
      }
      case 'wallet_sendCalls': {
        const { sendAtomicCalls } = await import('./atomicCalls');
        return sendAtomicCalls(nodeRequest, await account(), params, await appCallsIds());
      }
      case 'wallet_getCallsStatus': {
        const { atomicCallsStatus } = await import('./atomicCalls');
        return atomicCallsStatus(nodeRequest, params, await appCallsIds());
      }
      default:
        return forward(method, params);
    }
  };

  return {
    // viem's EIP1193RequestFn is generic over its whole RPC schema; this
    // implementation answers any method, so the cast only narrows the type.
    request: request as EIP1193RequestFn,
    on: (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener: (event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
    },
  } as EIP1193Provider;
}
