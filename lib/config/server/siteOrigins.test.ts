import { describe, expect, it } from 'vitest';
import { InvalidEnvError } from '../InvalidEnvError';
import { parseSiteOrigins, parseTrustProxy } from './siteOrigins';

describe('parseSiteOrigins', () => {
  it('takes one origin or several, as URL writes them', () => {
    expect(parseSiteOrigins({ value: 'https://CoEditions.example', production: true })).toEqual({
      kind: 'configured',
      origins: ['https://coeditions.example'],
    });
    expect(parseSiteOrigins({ value: 'https://a.example, https://b.example:8443/', production: true })).toEqual({
      kind: 'configured',
      origins: ['https://a.example', 'https://b.example:8443'],
    });
  });

  it('is required in production, and optional in development', () => {
    expect(() => parseSiteOrigins({ value: undefined, production: true })).toThrow(/^SITE_URL: is required in production/);
    expect(parseSiteOrigins({ value: '', production: false })).toEqual({ kind: 'local-development' });
  });

  it.each(['https://a.example/app', 'https://a.example?x=1', 'ftp://a.example', 'a.example', 'https://a.example,,https://b.example', 'https://u:p@a.example'])(
    'refuses %j, naming SITE_URL',
    (value) => {
      expect(() => parseSiteOrigins({ value, production: false })).toThrow(InvalidEnvError);
      expect(() => parseSiteOrigins({ value, production: false })).toThrow(/^SITE_URL: /);
    },
  );
});

describe('parseTrustProxy', () => {
  it('is off unless 1', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(true);
    expect(() => parseTrustProxy('true')).toThrow(/^TRUST_PROXY: /);
  });
});
