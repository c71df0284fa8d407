import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import { addCustomToken, CUSTOM_TOKENS_STORAGE_KEY, readCustomTokens, removeCustomToken } from './customTokens';
import { tokenBadge } from './tokenBadge';
import type { TokenInfo } from './tokenInfo';

const token = (chainId: number, address: `0x${string}`, symbol = 'TUSD'): TokenInfo => ({ chainId, address, name: 'Test USD', symbol, decimals: 6 });
const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

describe('tokens added by address', () => {
  it('are kept per chain, once per address, and can be removed', () => {
    const storage = memoryStorage();
    addCustomToken(storage, token(1, A));
    addCustomToken(storage, token(1, A.toLowerCase() as `0x${string}`));
    addCustomToken(storage, token(11155111, A));
    addCustomToken(storage, token(1, B));
    expect(readCustomTokens(storage).map(({ chainId, address }) => `${chainId}:${address}`)).toEqual([`1:${A}`, `1:${B}`, `11155111:${A}`]);
    removeCustomToken(storage, { chainId: 1, address: A });
    expect(readCustomTokens(storage).map(({ chainId, address }) => `${chainId}:${address}`)).toEqual([`1:${B}`, `11155111:${A}`]);
  });

  it('skip what is not a token in storage, or sits under another chain id', () => {
    const storage = memoryStorage({
      [CUSTOM_TOKENS_STORAGE_KEY]: JSON.stringify({ 1: [token(1, A), token(5, B), { ...token(1, B), decimals: 300 }, { address: '<img src=x>' }], x: 'y' }),
    });
    expect(readCustomTokens(storage)).toEqual([token(1, A)]);
    expect(readCustomTokens(memoryStorage({ [CUSTOM_TOKENS_STORAGE_KEY]: '[oops' }))).toEqual([]);
  });
});

describe('tokenBadge', () => {
  it("is the symbol's first three letters or digits on a hue from the address", () => {
    expect(tokenBadge({ symbol: 'usdc', address: A })).toEqual({ initials: 'USD', background: `hsl(${0x5fbd % 360} 55% 40%)` });
    expect(tokenBadge({ symbol: '<img>', address: B }).initials).toBe('IMG');
    expect(tokenBadge({ symbol: '$$$', address: B }).initials).toBe('?');
  });
});
