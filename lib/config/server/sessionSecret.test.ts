import { describe, expect, it, vi } from 'vitest';
import { InvalidEnvError } from '@/lib/config/InvalidEnvError';
import { resolveSessionSecret } from './sessionSecret';

describe('resolveSessionSecret', () => {
  it('uses a secret of at least 32 characters as it is', () => {
    const value = 'x'.repeat(32);
    expect(resolveSessionSecret({ value, production: true })).toBe(value);
  });

  it('refuses a short secret, naming the variable', () => {
    expect(() => resolveSessionSecret({ value: 'short', production: false })).toThrow(InvalidEnvError);
    expect(() => resolveSessionSecret({ value: 'short', production: false })).toThrow(
      'SESSION_SECRET: must be at least 32 characters long (it has 5).',
    );
  });

  it('refuses to run in production without one', () => {
    expect(() => resolveSessionSecret({ value: undefined, production: true })).toThrow(/^SESSION_SECRET: is required in production/);
    expect(() => resolveSessionSecret({ value: '', production: true })).toThrow(InvalidEnvError);
  });

  it('generates a random one per call in development, with a warning', () => {
    const warn = vi.fn();
    const first = resolveSessionSecret({ value: undefined, production: false, warn });
    const second = resolveSessionSecret({ value: undefined, production: false, warn });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('SESSION_SECRET is not set');
  });
});
