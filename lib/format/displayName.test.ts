import { describe, expect, it } from 'vitest';
import { displayName, MAX_ENS_LABEL_CHARS } from './displayName';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('displayName', () => {
  it('shortens an address to its first 4 and last 4 characters', () => {
    expect(displayName(ADDRESS)).toBe('0xf3…2266');
  });

  it('prefers the ENS name, whole when its label is short', () => {
    expect(displayName(ADDRESS, 'vitalik.eth')).toBe('vitalik.eth');
    expect(displayName(ADDRESS, 'pay.vitalik.eth')).toBe('pay.vitalik.eth');
  });

  it(`cuts a label longer than ${MAX_ENS_LABEL_CHARS} characters and drops the top-level domain`, () => {
    expect(displayName(ADDRESS, `${'a'.repeat(30)}.eth`)).toBe(`${'a'.repeat(24)}...`);
  });
});
