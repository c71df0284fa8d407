import { createPublicClient } from 'viem';
import { anvil } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { getFreePort } from '@/scripts/anvil';
import { useAnvil } from '@/tests/anvil';
import { chainTransport } from './rpcTransport';

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

  it('fails with the transport error when every URL is dead', async () => {
    const closed = `http://127.0.0.1:${await getFreePort()}`;
    const client = createPublicClient({ chain: anvil, transport: chainTransport(chainWith([closed])) });
    await expect(client.getChainId()).rejects.toThrow(/HTTP request failed/);
  });
});
