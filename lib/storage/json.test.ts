import { describe, expect, it } from 'vitest';
import { isRecord, parseJson, readStoredJson } from './json';
import { MemoryStorage } from './browserStorage';

describe('isRecord', () => {
  it('accepts plain objects only', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([])).toBe(false);
    expect(isRecord('{}')).toBe(false);
  });
});

describe('parseJson', () => {
  it('parses JSON and answers undefined for anything else', () => {
    expect(parseJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseJson('{not json')).toBeUndefined();
  });
});

describe('readStoredJson', () => {
  it('reads a stored JSON value, and undefined when missing, malformed or unreadable', () => {
    const storage = new MemoryStorage();
    storage.setItem('ok', '[1,2]');
    storage.setItem('bad', '{');
    expect(readStoredJson(storage, 'ok')).toEqual([1, 2]);
    expect(readStoredJson(storage, 'bad')).toBeUndefined();
    expect(readStoredJson(storage, 'missing')).toBeUndefined();
    const denied = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(readStoredJson(denied, 'ok')).toBeUndefined();
  });
});
