import { describe, expect, it } from 'vitest';
import { hasStoredConnection, WAGMI_STORE_KEY } from './connectionRestore';

/** A Storage stand-in holding `value` under wagmi's key. */
const storageWith = (value: string | null): Pick<Storage, 'getItem'> => ({
  getItem: (key) => (key === WAGMI_STORE_KEY ? value : null),
});

describe('hasStoredConnection', () => {
  it('is true when wagmi persisted a current connection', () => {
    const state = { state: { connections: { __type: 'Map', value: [['uid', { accounts: ['0x1'], chainId: 1 }]] }, chainId: 1, current: 'uid' }, version: 2 };
    expect(hasStoredConnection(storageWith(JSON.stringify(state)))).toBe(true);
  });

  it('is false with no current connection, nothing stored, no storage, or garbage', () => {
    expect(hasStoredConnection(storageWith(JSON.stringify({ state: { chainId: 1, current: null }, version: 2 })))).toBe(false);
    expect(hasStoredConnection(storageWith(null))).toBe(false);
    expect(hasStoredConnection(undefined)).toBe(false);
    expect(hasStoredConnection(storageWith('{"state":'))).toBe(false);
    expect(hasStoredConnection(storageWith('null'))).toBe(false);
  });
});
