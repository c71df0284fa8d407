import { describe, expect, it } from 'vitest';
import { tokenMetadataProblem, toTokenInfo } from './tokenInfo';

const TOKEN = { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', name: 'USD Coin', symbol: 'USDC', decimals: 6 };

describe('tokenMetadataProblem', () => {
  it('takes ordinary names and symbols, in any script, emoji included', () => {
    expect(tokenMetadataProblem(TOKEN)).toBeNull();
    expect(tokenMetadataProblem({ name: 'ユーロ建て', symbol: '€URO🚀', decimals: 18 })).toBeNull();
  });

  it('refuses a name or symbol with an invisible or direction-changing character', () => {
    for (const hidden of ['\u202e', '\u2066', '\u200b', '\ufeff', '\u0000', '\n']) {
      expect(tokenMetadataProblem({ ...TOKEN, symbol: `${hidden}HTE` })?.key).toBe('tokenHiddenCharacters');
      expect(tokenMetadataProblem({ ...TOKEN, name: `Ether${hidden}` })?.key).toBe('tokenHiddenCharacters');
    }
  });
});

describe('toTokenInfo', () => {
  it('drops a list entry whose symbol could pass for another', () => {
    expect(toTokenInfo(TOKEN)).toEqual(TOKEN);
    expect(toTokenInfo({ ...TOKEN, symbol: '\u202eHTE' })).toBeNull();
  });
});
