import { getAddress, isHex, keccak256, numberToHex, type Address, type Hex } from 'viem';
import { callsIdStore } from '../../lib/wallet/atomicCalls';
import { ANVIL_ACCOUNT_COUNT, anvilAccount } from '../anvilAccounts';
import type { MockWalletEvent, MockWalletResponse, MockWalletState } from './mockWalletProtocol';
import { ACCOUNT_METHODS, answerWalletCalls, chainIdParam, createNodeClient, rpcError, type NodeClient } from './rpcAnswers';

/** Options of {@link WalletCore}: the wallet's nodes, its starting chain and account, and what it supports. */
export type WalletCoreOptions = {
  /**
   * The chains the wallet has a node for: chain id → JSON-RPC URL (an anvil
   * node). Non-wallet requests are forwarded to the node of the current chain.
   */
  nodes: Readonly<Record<number, string>>;
  /** Chain the wallet starts on; default: the lowest chain id of `nodes`. */
  chainId?: number;
  /** anvil account the wallet starts with, 0 to `accountCount - 1`; default 0. */
  accountIndex?: number;
  /** How many accounts the nodes unlock (anvil `--accounts`); default {@link ANVIL_ACCOUNT_COUNT}. */
  accountCount?: number;
  /**
   * Chains the wallet has a node for but that the user has not added yet:
   * `wallet_switchEthereumChain` answers 4902 until the site adds them with
   * `wallet_addEthereumChain` (EIP-3085). Default none.
   */
  unaddedChainIds?: readonly number[];
  /**
   * `false` for a wallet that cannot switch chains on a site's request:
   * `wallet_switchEthereumChain` answers 4200 "unsupported method". Default true.
   */
  canSwitchChain?: boolean;
  /**
   * EIP-5792: answer `wallet_getCapabilities`, `wallet_sendCalls` and
   * `wallet_getCallsStatus` as a wallet that batches atomically where its
   * account is delegated (`lib/wallet/atomicCalls.ts`; delegate it with
   * `delegateToBatchExecutor`). Default false: the methods are unsupported
   * (4200), as in a wallet without EIP-5792.
   */
  eip5792?: boolean;
};

/** Thrown by the test-side API for arguments the wallet cannot honour (no nodes, an account or chain id out of range). */
class MockWalletUsageError extends Error {
  override name = 'MockWalletUsageError';
}

/**
 * What a browser wallet knows and answers, without any page: its chain, its
 * account, whether the site is connected, and its answers to the EIP-1193
 * methods a wallet serves itself (EIP-1102, EIP-2255, EIP-3085, EIP-3326,
 * EIP-5792). Everything else is forwarded to the anvil node of the current
 * chain, whose unlocked accounts sign for real. Subclasses deliver events
 * and state to the page (`MockWallet`).
 *
 * Answered here: `eth_chainId`; `eth_accounts` (`[]` until connected);
 * `eth_requestAccounts` and `wallet_requestPermissions` (connect);
 * `wallet_getPermissions`; `wallet_revokePermissions` (disconnect, emits
 * `accountsChanged` `[]`); `wallet_switchEthereumChain` (a chain with a node
 * the user has added: switch and emit `chainChanged`; otherwise 4902; 4200
 * for a wallet made unable to switch); `wallet_addEthereumChain` (a chain with
 * a node: added and switched to, as MetaMask does; otherwise 4200, the mock
 * cannot add nodes). Signing and sending need a connection (4100 otherwise).
 * With no node for the current chain (after {@link moveToChain} to such a
 * chain), forwarded requests fail with 4901 and a message naming the chain.
 */
export abstract class WalletCore {
  readonly #nodes: ReadonlyMap<number, NodeClient>;
  #chainId: number;
  #accountIndex: number;
  #connected = false;
  #holdNextBroadcast: ((signed: Hex) => void) | undefined;
  readonly #unaddedChainIds: Set<number>;
  readonly #canSwitchChain: boolean;
  readonly #accountCount: number;
  readonly #eip5792: boolean;
  /** The ids the site gave its batches (EIP-5792): kept here, outside the page, so they outlive a reload. */
  readonly #callsIds = callsIdStore();

  /**
   * @throws {MockWalletUsageError} when `nodes` is empty or `accountIndex` is not one of the unlocked accounts.
   */
  constructor({ nodes, chainId, accountIndex = 0, accountCount = ANVIL_ACCOUNT_COUNT, unaddedChainIds = [], canSwitchChain = true, eip5792 = false }: WalletCoreOptions) {
    this.#eip5792 = eip5792;
    this.#unaddedChainIds = new Set(unaddedChainIds);
    this.#canSwitchChain = canSwitchChain;
    this.#accountCount = accountCount;
    const entries = Object.entries(nodes).map(([id, url]) => [Number(id), url] as const);
    if (entries.length === 0) throw new MockWalletUsageError('MockWallet needs at least one node (chain id → RPC URL).');
    this.#nodes = new Map(entries.map(([id, url]) => [id, createNodeClient(url)]));
    this.#chainId = chainId ?? Math.min(...entries.map(([id]) => id));
    this.#accountIndex = this.#checkAccountIndex(accountIndex);
  }

  /** Delivers an EIP-1193 event to the page(s); resolves once delivered. */
  protected abstract emit(event: MockWalletEvent): Promise<void>;

  /**
   * Tells the page(s) the wallet's state after a change no event announces
   * (a connect), as an extension updates its in-page provider.
   */
  protected abstract sync(): Promise<void>;

  #checkAccountIndex(index: number): number {
    if (!Number.isInteger(index) || index < 0 || index >= this.#accountCount) {
      throw new MockWalletUsageError(`Account index ${index} is not one of anvil's unlocked accounts (0 to ${this.#accountCount - 1}).`);
    }
    return index;
  }

  /** The wallet's current account (checksummed), whether or not the site is connected. */
  get address(): Address {
    return anvilAccount(this.#accountIndex);
  }

  /** The wallet's current chain id (decimal). */
  get chainId(): number {
    return this.#chainId;
  }

  /** Whether the site is connected (has been given the account and not revoked it). */
  get isConnected(): boolean {
    return this.#connected;
  }

  /** What the page may read without asking: see {@link MockWalletState}. */
  protected state(): MockWalletState {
    return { chainId: numberToHex(this.#chainId), accounts: this.#connected ? [this.address] : [] };
  }

  /**
   * The next `eth_sendTransaction` is signed by the node's unlocked account
   * (`eth_signTransaction`) and its hash returned, but it is not broadcast:
   * as when a wallet sends through a node of its own that the app's node
   * never hears from.
   *
   * @returns the signed transaction (serialized, hex), once the page has sent it.
   */
  holdNextBroadcast(): Promise<Hex> {
    return new Promise((resolve) => {
      this.#holdNextBroadcast = resolve;
    });
  }

  /**
   * Selects anvil account `index` (0 to `accountCount - 1`) in the wallet. When the site is
   * connected, the page receives `accountsChanged` `[address]`; resolves
   * once the event has been delivered.
   *
   * @throws {MockWalletUsageError} for an index outside the unlocked accounts.
   */
  async switchAccount(index: number): Promise<void> {
    this.#accountIndex = this.#checkAccountIndex(index);
    if (this.#connected) await this.emit({ event: 'accountsChanged', args: [[this.address]] });
  }

  /**
   * The site is one the user connected before: the wallet shows it the
   * account from the page's first request on, as an extension remembers
   * the sites it has authorised. For use before the page loads; no event
   * is sent.
   */
  authorizeSite(): void {
    this.#connected = true;
  }

  /**
   * The user disconnects the site in the wallet itself (as MetaMask's
   * "Disconnect" on connected sites): the site is no longer authorised, and
   * the page receives `accountsChanged` `[]` (EIP-1193); resolves once
   * delivered. Does nothing when not connected.
   */
  async disconnectSite(): Promise<void> {
    if (!this.#connected) return;
    this.#connected = false;
    await this.emit({ event: 'accountsChanged', args: [[]] });
  }

  /**
   * A chain change the user makes in the wallet itself (not requested by the
   * site). Any chain id works, also one with no node (e.g. 1337: the app
   * sees an unsupported chain); while there, forwarded requests fail with
   * 4901. The page receives `chainChanged`; resolves once delivered.
   *
   * @throws {MockWalletUsageError} for anything but a positive safe integer.
   */
  async moveToChain(chainId: number): Promise<void> {
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new MockWalletUsageError(`${chainId} is not a chain id.`);
    this.#chainId = chainId;
    await this.emit({ event: 'chainChanged', args: [numberToHex(chainId)] });
  }

  /**
   * Sends EIP-1193 `connect` (with the current chain id) to the page again,
   * as an extension's in-page provider does when it has reached its
   * network: at a moment the test picks, rather than once on load.
   */
  async announceConnect(): Promise<void> {
    await this.emit({ event: 'connect', args: [{ chainId: numberToHex(this.#chainId) }] });
  }

  /**
   * Answers one EIP-1193 request from a page at `origin` (its EIP-2255
   * permissions name it). May throw what the node threw; the caller maps it
   * to an error answer.
   */
  protected async answer(origin: string, method: string, params: unknown): Promise<MockWalletResponse> {
    if (ACCOUNT_METHODS.has(method) && !this.#connected) {
      return rpcError(4100, `Mock Wallet: ${method} needs the site to be connected first (eth_requestAccounts).`);
    }
    switch (method) {
      case 'eth_chainId':
        return { result: this.state().chainId };
      case 'eth_accounts':
        return { result: this.state().accounts };
      case 'eth_requestAccounts':
        await this.#connect();
        return { result: [this.address] };
      case 'wallet_requestPermissions':
        await this.#connect();
        return { result: this.#permissions(origin) };
      case 'wallet_getPermissions':
        return { result: this.#connected ? this.#permissions(origin) : [] };
      case 'wallet_revokePermissions':
        await this.disconnectSite();
        return { result: null };
      case 'wallet_switchEthereumChain': {
        const target = chainIdParam(params);
        if (target === undefined) return rpcError(-32602, 'Expected params [{ chainId: "0x…" }].');
        if (!this.#canSwitchChain) return rpcError(4200, 'Mock Wallet does not support wallet_switchEthereumChain.');
        if (!this.#nodes.has(target) || this.#unaddedChainIds.has(target)) return rpcError(4902, `Unrecognized chain ID "${numberToHex(target)}". Try adding the chain using wallet_addEthereumChain first.`);
        if (target !== this.#chainId) await this.moveToChain(target);
        return { result: null };
      }
      case 'wallet_addEthereumChain': {
        const target = chainIdParam(params);
        if (target === undefined) return rpcError(-32602, 'Expected params [{ chainId: "0x…", chainName, rpcUrls, … }].');
        if (!this.#nodes.has(target)) return rpcError(4200, `Mock Wallet has no node for chain ${target}; give it one in the fixture's nodes.`);
        this.#unaddedChainIds.delete(target);
        // Like MetaMask, adding a chain also switches to it (EIP-3085 leaves
        // it to the wallet; wagmi expects it after a 4902).
        if (target !== this.#chainId) await this.moveToChain(target);
        return { result: null };
      }
      case 'wallet_getCapabilities':
      case 'wallet_sendCalls':
      case 'wallet_getCallsStatus':
        return this.#walletCalls(method, params);
      case 'eth_sendTransaction':
        return this.#sendTransaction(params);
      default:
        return this.#forward(method, params);
    }
  }

  /** Sends through the node, or signs only when {@link holdNextBroadcast} asked for it. */
  async #sendTransaction(params: unknown): Promise<MockWalletResponse> {
    const hold = this.#holdNextBroadcast;
    if (!hold) return this.#forward('eth_sendTransaction', params);
    this.#holdNextBroadcast = undefined;
    const signed = await this.#forward('eth_signTransaction', params);
    if (!('result' in signed) || typeof signed.result !== 'string' || !isHex(signed.result)) return signed;
    hold(signed.result);
    return { result: keccak256(signed.result) };
  }

  /** EIP-5792, when enabled: capabilities of the current account on the chains asked, atomic calls, their status. */
  async #walletCalls(method: string, params: unknown): Promise<MockWalletResponse> {
    if (!this.#eip5792) return rpcError(4200, `Mock Wallet does not support ${method} (EIP-5792).`);
    return answerWalletCalls({ nodes: this.#nodes, address: this.address, callsIds: this.#callsIds, method, params });
  }

  /** Connects the site; the page learns it before the request resolves. */
  async #connect(): Promise<void> {
    if (this.#connected) return;
    this.#connected = true;
    await this.sync();
  }

  /** EIP-2255 permissions granting `eth_accounts` to `invoker` (an origin). */
  #permissions(invoker: string) {
    return [
      {
        id: 'mock-wallet-eth-accounts',
        parentCapability: 'eth_accounts',
        invoker,
        date: Date.now(),
        caveats: [{ type: 'restrictReturnedAccounts', value: [getAddress(this.address)] }],
      },
    ];
  }

  async #forward(method: string, params: unknown): Promise<MockWalletResponse> {
    const node = this.#nodes.get(this.#chainId);
    if (!node) {
      return rpcError(4901, `Mock Wallet has no node for chain ${this.#chainId} (it was moved there with moveToChain); ${method} cannot be served until it switches to chain ${[...this.#nodes.keys()].join(' or ')}.`);
    }
    return { result: await node.request({ method, params }) };
  }
}
