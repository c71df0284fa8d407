import { createEmitter } from '@wagmi/core/internal';
import { mainnet } from 'viem/chains';
import { createConnector, createStorage, type CreateConnectorFn } from 'wagmi';
import { describe, expect, it } from 'vitest';
import { onDemandConnector } from './onDemandConnector';

/** A stand-in for an SDK-backed connector that records which of its methods ran. */
function recordingConnector(type: string, calls: string[]): CreateConnectorFn {
  const provider = { request: async () => null };
  return createConnector(() => ({
    id: type,
    name: type,
    type,
    async setup() {
      calls.push('setup');
    },
    async connect() {
      calls.push('connect');
      await this.getProvider();
      return { accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chainId: 1 } as never;
    },
    async disconnect() {},
    async getAccounts() {
      return [];
    },
    async getChainId() {
      return 1;
    },
    async getProvider() {
      calls.push('getProvider');
      return provider;
    },
    async isAuthorized() {
      calls.push('isAuthorized');
      return true;
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }));
}

/** Creates the wrapped connector as wagmi's createConfig would, with wagmi storage holding `recentConnectorId`. */
async function create(type: string, { restoring, recent }: { restoring: boolean; recent?: string }) {
  const calls: string[] = [];
  const map = new Map<string, string>();
  const storage = createStorage({
    storage: { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) },
  });
  if (recent) await storage.setItem('recentConnectorId', recent);
  const connector = onDemandConnector(recordingConnector(type, calls), { isRestoring: () => restoring })({
    chains: [mainnet],
    emitter: createEmitter('test'),
    storage,
    transports: {},
  });
  return { connector, calls };
}

describe('onDemandConnector', () => {
  it('skips set-up and hides the provider from a restore when the connector holds no stored connection', async () => {
    const { connector, calls } = await create('walletConnect', { restoring: true });
    await connector.setup?.();
    await expect(connector.getProvider()).rejects.toThrow('Provider not found');
    expect(await connector.isAuthorized()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('sets up and restores the connector wagmi used last', async () => {
    const { connector, calls } = await create('walletConnect', { restoring: true, recent: 'walletConnect' });
    await connector.setup?.();
    expect(await connector.isAuthorized()).toBe(true);
    expect(calls).toEqual(['setup', 'isAuthorized']);
  });

  it('loads on first use outside a restore: the wallet picker asking for the QR code URI', async () => {
    const { connector, calls } = await create('coinbaseWallet', { restoring: false });
    await connector.setup?.();
    await expect(connector.getProvider()).resolves.toBeDefined();
    expect(calls).toEqual(['getProvider']);
  });

  it('always lets connect through, and its provider with it', async () => {
    const { connector, calls } = await create('metaMask', { restoring: true });
    await connector.connect();
    expect(calls).toEqual(['connect', 'getProvider']);
  });

  it('passes injected connectors through untouched', async () => {
    const { connector, calls } = await create('injected', { restoring: true });
    await connector.setup?.();
    await connector.getProvider();
    expect(calls).toEqual(['setup', 'getProvider']);
  });
});
