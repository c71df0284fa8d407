import { createTestClient, http, publicActions } from 'viem';
import { describe, expect, it } from 'vitest';
import { AnvilStartError, isRpcMethodLine, startAnvil } from './anvil';

describe('isRpcMethodLine', () => {
  it('is true for the method names anvil prints, one per call', () => {
    for (const line of ['eth_chainId', 'eth_call', 'anvil_setCode', 'net_version', 'web3_clientVersion', 'eth_getBlockByNumber']) {
      expect(isRpcMethodLine(line), line).toBe(true);
    }
  });

  it('is false for the rest of its output: banners, transaction details, blank lines', () => {
    for (const line of ['', 'Listening on 127.0.0.1:8545', '    Transaction: 0xabc', '    Gas used: 21000', 'Block Number: 1', 'Private Keys', '(0) 0xf39F…']) {
      expect(isRpcMethodLine(line), line).toBe(false);
    }
  });
});

describe('startAnvil', () => {
  it('gives nodes started at once a port each, and each answers for itself', async () => {
    const nodes = await Promise.all([1, 2, 3].map(() => startAnvil({ chainId: 31337 })));
    try {
      expect(new Set(nodes.map(({ port }) => port)).size).toBe(3);
      const [first, ...others] = nodes.map(({ rpcUrl }) => createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions));
      const address = '0x000000000000000000000000000000000000a11c';
      await first?.setBalance({ address, value: 7n });
      for (const other of others) expect(await other.getBalance({ address })).toBe(0n);
      await expect(startAnvil({ chainId: 31337, port: nodes[0]?.port })).rejects.toThrow(AnvilStartError);
    } finally {
      await Promise.all(nodes.map((node) => node.stop()));
    }
  });
});
