import { describe, expect, it } from 'vitest';
import { defaultChainIds, describeSupportedChains, isSupportedChainId, parseChainIds } from './chains';
import { InvalidEnvError } from './InvalidEnvError';

describe('parseChainIds', () => {
  it('defaults to Ethereum and Sepolia when unset or blank', () => {
    expect(parseChainIds(undefined)).toEqual([1, 11155111]);
    expect(parseChainIds('  ')).toEqual(defaultChainIds);
  });

  it('keeps the given order and trims spaces', () => {
    expect(parseChainIds('11155111, 1')).toEqual([11155111, 1]);
    expect(parseChainIds('31337,1337')).toEqual([31337, 1337]);
  });

  it('accepts every documented chain id', () => {
    expect(parseChainIds('1,11155111,8453,10,42161,137,31337,1337')).toHaveLength(8);
  });

  it.each([
    ['5', /NEXT_PUBLIC_CHAINS: unknown chain id 5\. Supported chain ids: 1 \(Ethereum\)/],
    ['mainnet', /NEXT_PUBLIC_CHAINS: "mainnet" is not a chain id/],
    ['1,,2', /NEXT_PUBLIC_CHAINS: "" is not a chain id/],
    ['1,1', /NEXT_PUBLIC_CHAINS: chain id 1 is listed twice/],
    ['0x1', /NEXT_PUBLIC_CHAINS: "0x1" is not a chain id/],
  ])('rejects %j with a message naming the variable', (value, message) => {
    expect(() => parseChainIds(value)).toThrow(InvalidEnvError);
    expect(() => parseChainIds(value)).toThrow(message);
  });
});

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
