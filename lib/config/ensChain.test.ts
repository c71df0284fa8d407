import { describe, expect, it } from 'vitest';
import { ensChainIdOf } from './ensChain';

describe('ensChainIdOf', () => {
  it('reads names on Ethereum whenever it is configured, also beside the local chains', () => {
    expect(ensChainIdOf([11155111, 1])).toBe(1);
    expect(ensChainIdOf([31337, 1])).toBe(1);
  });

  it('reads them on the local Anvil chain of `npm run dev` without Ethereum', () => {
    expect(ensChainIdOf([31337, 1337])).toBe(31337);
  });

  it('reads none on chains that have no ENS of ours (Sepolia alone, L2s, Localhost)', () => {
    expect(ensChainIdOf([11155111])).toBeUndefined();
    expect(ensChainIdOf([8453, 10])).toBeUndefined();
    expect(ensChainIdOf([1337])).toBeUndefined();
  });
});
