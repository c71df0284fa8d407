import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createPublicClient } from 'viem';
import { anvil } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { getFreePort } from '@/tooling/anvil';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { chainTransport } from './rpcTransport';
import { RPC_TIMEOUT_MS } from './rpcTimeout';

describe('chainTransport on a real anvil node', () => {
  const node = useAnvil({ chainId: anvil.id });

  /** The anvil chain with `urls` as its RPC URLs, as `parseAppConfig` would set them. */
  const chainWith = (urls: string[]) => ({ ...anvil, rpcUrls: { default: { http: urls } } });

  it('reads through a single URL', async () => {
    const client = createPublicClient({ chain: anvil, transport: chainTransport(chainWith([node().rpcUrl])) });
    expect(await client.getChainId()).toBe(anvil.id);
  });

  it('falls over from a URL that refuses connections to the next one', async () => {
    // A port nobody listens on: the connection is refused at once.
    const closed = `http://127.0.0.1:${await getFreePort()}`;
    const client = createPublicClient({ chain: anvil, transport: chainTransport(chainWith([closed, node().rpcUrl])) });
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBeGreaterThanOrEqual(0n);
    expect(await client.getChainId()).toBe(anvil.id);
  });

  it('gives up on a node that hangs after one 10 s time-out, without retrying', async () => {
    // Accepts connections and never answers, like a frozen node.
    const sockets: Socket[] = [];
    const hung = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    try {
      const client = createPublicClient({ chain: anvil, transport: chainTransport(chainWith([`http://127.0.0.1:${port}`])) });
      await expect(client.getChainId()).rejects.toThrow(/took too long to respond/);
      expect(sockets).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
  }, RPC_TIMEOUT_MS + 15_000);

  it('fails with the transport error when every URL is dead', async () => {
    const closed = `http://127.0.0.1:${await getFreePort()}`;
    const client = createPublicClient({ chain: anvil, transport: chainTransport(chainWith([closed])) });
    await expect(client.getChainId()).rejects.toThrow(/HTTP request failed/);
  });
});
