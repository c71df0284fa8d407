import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createPublicClient } from 'viem';
import { anvil } from 'viem/chains';
import { describe, expect, it, vi } from 'vitest';
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
    // Accepts connections and requests, and never answers, like a frozen node.
    const sockets: Socket[] = [];
    const requests: string[] = [];
    let received = () => {};
    const firstRequest = new Promise<void>((resolve) => {
      received = resolve;
    });
    const hung = createServer((socket) => {
      sockets.push(socket);
      socket.on('data', (chunk) => {
        if (chunk.toString().includes('"method"')) requests.push(chunk.toString());
        received();
      });
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    // The time-out's clock is injected: the test waits for no real 10 s.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const client = createPublicClient({ chain: anvil, transport: chainTransport(chainWith([`http://127.0.0.1:${port}`])) });
      let settled = false;
      const request = client.getChainId().finally(() => {
        settled = true;
      });
      request.catch(() => undefined);
      await firstRequest;
      await vi.advanceTimersByTimeAsync(RPC_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(request).rejects.toThrow(/took too long to respond/);
      // viem's default would send it three more times.
      expect(requests).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
  });

  it('fails with the transport error when every URL is dead', async () => {
    const closed = `http://127.0.0.1:${await getFreePort()}`;
    const client = createPublicClient({ chain: anvil, transport: chainTransport(chainWith([closed])) });
    await expect(client.getChainId()).rejects.toThrow(/HTTP request failed/);
  });
});
