import { describe, expect, it } from 'vitest';
import { isRpcMethodLine } from './anvil';

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
