import { describe, expect, it } from 'vitest';
import { tokenListForChains } from './tokenList';

describe('tokenListForChains', () => {
  it("keeps the published list's tokens on the given chains, without logos", () => {
    const { source, tokens } = tokenListForChains([1]);
    expect(source).toMatch(/^Uniswap Labs Default \d+\.\d+\.\d+$/);
    expect(tokens.length).toBeGreaterThan(100);
    expect(tokens.every((token) => token.chainId === 1)).toBe(true);
    expect(tokens.find((token) => token.symbol === 'USDC')).toEqual({
      chainId: 1,
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      name: 'USDCoin',
      symbol: 'USDC',
      decimals: 6,
    });
    expect(tokens.some((token) => 'logoURI' in token)).toBe(false);
    expect(tokenListForChains([]).tokens).toEqual([]);
  });
});
