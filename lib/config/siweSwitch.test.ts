import { describe, expect, it } from 'vitest';
import { isSiweEnabled } from './siweSwitch';

describe('isSiweEnabled', () => {
  it('is on unless NEXT_PUBLIC_SIWE says off, as the schema of publicEnv.ts reads it', () => {
    expect(isSiweEnabled({})).toBe(true);
    expect(isSiweEnabled({ NEXT_PUBLIC_SIWE: ' ' })).toBe(true);
    expect(isSiweEnabled({ NEXT_PUBLIC_SIWE: 'On' })).toBe(true);
    expect(isSiweEnabled({ NEXT_PUBLIC_SIWE: ' OFF ' })).toBe(false);
  });
});
