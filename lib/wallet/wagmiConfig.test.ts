import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getBalance } from 'wagmi/actions';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { parseAppConfig } from '@/lib/config/appConfig';
import { RPC_TIMEOUT_MS } from './rpcTimeout';
import { createWagmiConfig } from './wagmiConfig';
import { PLACEHOLDER_PROJECT_ID_WARNING } from '@/lib/config/walletConnectProjectId';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createWagmiConfig', () => {
  it('logs exactly one warning for the placeholder project id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createWagmiConfig(parseAppConfig({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'YOUR_PROJECT_ID' }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(PLACEHOLDER_PROJECT_ID_WARNING);
  });

  it('logs nothing for a real project id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createWagmiConfig(parseAppConfig({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: '0123456789abcdef0123456789abcdef' }));
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses http transports with a 10,000 ms time-out and multicall batching', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = createWagmiConfig(
      parseAppConfig({
        NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'YOUR_PROJECT_ID',
        NEXT_PUBLIC_RPC_URL_1: 'http://127.0.0.1:1',
      }),
    );
    expect(config.chains.map((chain) => chain.id)).toEqual([1, 11155111]);
    const client = config.getClient({ chainId: 1 });
    expect(client.transport.type).toBe('http');
    expect(client.transport.timeout).toBe(RPC_TIMEOUT_MS);
    expect(client.transport.url).toBe('http://127.0.0.1:1');
    expect(client.batch?.multicall).toBe(true);
  });
});

describe('createWagmiConfig against a real node', () => {
  const node = useAnvil({ chainId: 1 });
  /** JSON-RPC bodies the node received, one entry per HTTP request. */
  const bodies: unknown[] = [];
  let proxy: Server;
  let proxyUrl: string;

  beforeAll(async () => {
    // A counting pass-through in front of anvil: one entry per HTTP request.
    proxy = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString();
      bodies.push(JSON.parse(body));
      const upstream = await fetch(node().rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      response.writeHead(upstream.status, { 'content-type': 'application/json' });
      response.end(await upstream.text());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
  });

  it('batches concurrent JSON-RPC requests into one HTTP request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = createWagmiConfig(
      parseAppConfig({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'YOUR_PROJECT_ID', NEXT_PUBLIC_RPC_URL_1: proxyUrl }),
    );
    bodies.length = 0;
    const [first, second] = await Promise.all([
      getBalance(config, { chainId: 1, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
      config.getClient({ chainId: 1 }).request({ method: 'eth_blockNumber' }),
    ]);
    expect(first.value).toBe(10_000n * 10n ** 18n);
    expect(typeof second).toBe('string');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toHaveLength(2);
  });
});
