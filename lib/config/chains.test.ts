import { describe, expect, it } from 'vitest';
import { describeSupportedChains, isSupportedChainId } from './chains';

describe('isSupportedChainId', () => {
  it('knows the documented set and nothing else', () => {
    expect(isSupportedChainId(8453)).toBe(true);
    expect(isSupportedChainId(5)).toBe(false);
  });
});

describe('describeSupportedChains', () => {
  it('names each chain with its id', () => {
    expect(describeSupportedChains()).toContain('31337 (Anvil)');
    expect(describeSupportedChains()).toContain('1337 (Localhost)');
  });
});
