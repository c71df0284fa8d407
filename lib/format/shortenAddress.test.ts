import { describe, expect, it } from 'vitest';
import { joinAtEllipsis, shortenAddress } from './shortenAddress';

const ADDRESS = '0x6A62a3BC4C1f3d10D2b8B6F7c7a0a47cCaF3CB79';

describe('shortened addresses', () => {
  it('keeps the first 6 and the last 4 characters around "…"', () => {
    expect(shortenAddress(ADDRESS)).toBe('0x6A62…CB79');
  });

  it('joins the ellipsis to what follows it, so a line cannot end there, and changes nothing else', () => {
    expect(joinAtEllipsis(`Send 1 ETH to ${shortenAddress(ADDRESS)}`)).toBe('Send 1 ETH to 0x6A62…\u2060CB79');
    expect(joinAtEllipsis('Send 1 ETH to bob.eth')).toBe('Send 1 ETH to bob.eth');
  });
});
