// @vitest-environment jsdom
import { createClient, http, type EIP1193Provider } from 'viem';
import { anvil } from 'viem/chains';
import { createConfig, injected, type CreateConnectorFn } from 'wagmi';
import { describe, expect, it } from 'vitest';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { ANVIL_ACCOUNT_0 } from '@/tooling/vitest/wagmiConfig';
import { connectorAfterRestore } from './connectorAfterRestore';

type Listener = (...args: unknown[]) => void;

/**
 * The wallet (injected wallets need a `window`, hence jsdom): an EIP-1193 provider whose requests go to the anvil node
 * (whose unlocked accounts it exposes, as a wallet that has authorised the
 * site), and whose events the test fires.
 */
function walletOn(rpcUrl: string) {
  const client = createClient({ transport: http(rpcUrl) });
  const listeners = new Map<string, Set<Listener>>();
  const provider = {
    request: client.request,
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  } as unknown as EIP1193Provider;
  return {
    provider,
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    /** EIP-1193 `connect`, as a wallet's in-page provider sends it once it is up. */
    announceConnect: () => {
      for (const listener of listeners.get('connect') ?? []) listener({ chainId: `0x${anvil.id.toString(16)}` });
    },
  };
}

describe('connectorAfterRestore', () => {
  const node = useAnvil({ chainId: anvil.id });

  function setup(wrap: (connector: CreateConnectorFn) => CreateConnectorFn) {
    const wallet = walletOn(node().rpcUrl);
    const connector = injected({ target: { id: 'test-wallet', name: 'Test Wallet', provider: wallet.provider } });
    const config = createConfig({
      chains: [{ ...anvil, rpcUrls: { default: { http: [node().rpcUrl] } } }],
      connectors: [wrap(connector)],
      transports: { [anvil.id]: http() },
      ssr: true,
    });
    return { config, wallet };
  }

  it("(wagmi alone) connects the account on the wallet's connect event, as the config is created", async () => {
    const { config, wallet } = setup((connector) => connector);
    await config.connectors[0]!.getProvider();
    expect(wallet.listenerCount('connect')).toBe(1);
    wallet.announceConnect();
    await expect.poll(() => config.state.status).toBe('connected');
  });

  it("ignores the wallet's connect event until the restore has begun, then listens", async () => {
    let startRestore = () => {};
    const restoreStarted = new Promise<void>((resolve) => {
      startRestore = resolve;
    });
    const { config, wallet } = setup((connector) => connectorAfterRestore(connector, { restoreStarted: () => restoreStarted }));
    // wagmi's own setup() would be listening by the time this resolves: it asked first.
    await config.connectors[0]!.getProvider();
    expect(wallet.listenerCount('connect')).toBe(0);

    startRestore();
    await expect.poll(() => wallet.listenerCount('connect')).toBe(1);
    wallet.announceConnect();
    await expect.poll(() => config.state.status).toBe('connected');
    expect(config.state.connections.get(config.state.current ?? '')?.accounts[0]).toBe(ANVIL_ACCOUNT_0);
  });
});
