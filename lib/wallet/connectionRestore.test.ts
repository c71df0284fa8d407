import { describe, expect, it } from 'vitest';
import { STORED_CONNECTION, storageWith } from '@/tooling/vitest/storedConnection';
import { hasStoredConnection } from './connectionRestore';

describe('hasStoredConnection', () => {
  it('is true when wagmi persisted a current connection', () => {
    expect(hasStoredConnection(storageWith(STORED_CONNECTION))).toBe(true);
  });

  it('is false with no current connection, nothing stored, no storage, or garbage', () => {
    expect(hasStoredConnection(storageWith(JSON.stringify({ state: { chainId: 1, current: null }, version: 2 })))).toBe(false);
    expect(hasStoredConnection(storageWith(null))).toBe(false);
    expect(hasStoredConnection(undefined)).toBe(false);
    expect(hasStoredConnection(storageWith('{"state":'))).toBe(false);
    expect(hasStoredConnection(storageWith('null'))).toBe(false);
  });
});
