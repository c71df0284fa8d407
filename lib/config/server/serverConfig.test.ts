import { describe, expect, it, vi } from 'vitest';
import type { ServerEnv } from '../env';
import { InvalidEnvError } from '../InvalidEnvError';
import { checkServerEnv, parseServerConfig } from './serverConfig';

const SECRET = 'x'.repeat(32);
const production = (env: Partial<ServerEnv>): ServerEnv =>
  ({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SITE_URL: 'https://coeditions.example', ...env }) as ServerEnv;
const development = (env: Partial<ServerEnv>): ServerEnv => ({ NODE_ENV: 'development', SESSION_SECRET: SECRET, ...env }) as ServerEnv;

/** The message of the {@link InvalidEnvError} `parse()` throws. */
function messageOf(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    if (error instanceof InvalidEnvError) return error.message;
    throw error;
  }
  throw new Error('parsed');
}

describe('SITE_URL', () => {
  it('takes one origin or several, as URL writes them', () => {
    expect(parseServerConfig(production({ SITE_URL: 'https://CoEditions.example' })).siteOrigins).toEqual({
      kind: 'configured',
      origins: ['https://coeditions.example'],
    });
    expect(parseServerConfig(production({ SITE_URL: 'https://a.example, https://b.example:8443/' })).siteOrigins).toEqual({
      kind: 'configured',
      origins: ['https://a.example', 'https://b.example:8443'],
    });
  });

  it('is required in production, and optional in development', () => {
    expect(messageOf(() => parseServerConfig(production({ SITE_URL: undefined })))).toMatch(/^SITE_URL: is required in production/);
    expect(parseServerConfig(development({ SITE_URL: '' })).siteOrigins).toEqual({ kind: 'local-development' });
  });

  it.each(['https://a.example/app', 'https://a.example?x=1', 'ftp://a.example', 'a.example', 'https://a.example,,https://b.example', 'https://u:p@a.example'])(
    'refuses %j, naming SITE_URL, at build time too',
    (value) => {
      expect(messageOf(() => checkServerEnv(development({ SITE_URL: value })))).toMatch(/^SITE_URL: /);
    },
  );
});

describe('TRUST_PROXY', () => {
  it('is off unless 1', () => {
    expect(parseServerConfig(production({})).trustProxy).toBe(false);
    expect(parseServerConfig(production({ TRUST_PROXY: '0' })).trustProxy).toBe(false);
    expect(parseServerConfig(production({ TRUST_PROXY: '1' })).trustProxy).toBe(true);
    expect(messageOf(() => parseServerConfig(production({ TRUST_PROXY: 'true' })))).toBe('TRUST_PROXY: "true" is not 1 or 0.');
  });
});

describe('PSEUDO_LOCALE', () => {
  it('routes the pseudo-locale only when 1, and stops a build on anything else', () => {
    expect(checkServerEnv(production({})).pseudoLocale).toBe(false);
    expect(checkServerEnv(production({ PSEUDO_LOCALE: '1' })).pseudoLocale).toBe(true);
    expect(parseServerConfig(production({ PSEUDO_LOCALE: '0' })).pseudoLocale).toBe(false);
    expect(messageOf(() => checkServerEnv(production({ PSEUDO_LOCALE: 'yes' })))).toBe('PSEUDO_LOCALE: "yes" is not 1 or 0.');
  });
});

describe('AVATAR_FETCH_ALLOWED_IPS', () => {
  it('allows nothing when unset or blank, and reads comma-separated IPv4 and IPv6 addresses', () => {
    expect([...parseServerConfig(production({})).avatarFetchAllowedIps]).toEqual([]);
    expect([...parseServerConfig(production({ AVATAR_FETCH_ALLOWED_IPS: ' ' })).avatarFetchAllowedIps]).toEqual([]);
    expect([...parseServerConfig(production({ AVATAR_FETCH_ALLOWED_IPS: '127.0.0.1, ::1' })).avatarFetchAllowedIps]).toEqual(['127.0.0.1', '::1']);
  });

  it('refuses a host name or a range, naming the variable', () => {
    expect(messageOf(() => checkServerEnv(development({ AVATAR_FETCH_ALLOWED_IPS: 'localhost' })))).toBe(
      'AVATAR_FETCH_ALLOWED_IPS: "localhost" is not an IP address.',
    );
    expect(messageOf(() => checkServerEnv(development({ AVATAR_FETCH_ALLOWED_IPS: '10.0.0.0/8' })))).toMatch(/^AVATAR_FETCH_ALLOWED_IPS: /);
  });
});

describe('SESSION_SECRET', () => {
  it('uses a secret of at least 32 characters as it is', () => {
    expect(parseServerConfig(production({})).sessionSecret).toBe(SECRET);
  });

  it('refuses a short secret, naming the variable', () => {
    expect(messageOf(() => parseServerConfig(development({ SESSION_SECRET: 'short' })))).toBe(
      'SESSION_SECRET: must be at least 32 characters long (it has 5).',
    );
  });

  it('refuses to run in production without one', () => {
    expect(messageOf(() => parseServerConfig(production({ SESSION_SECRET: undefined })))).toMatch(/^SESSION_SECRET: is required in production/);
    expect(messageOf(() => parseServerConfig(production({ SESSION_SECRET: '' })))).toMatch(/^SESSION_SECRET: is required in production/);
  });

  it('is a random one per process in development, with a warning, and is not asked for by the build check', () => {
    const warn = vi.fn();
    const first = parseServerConfig(development({ SESSION_SECRET: undefined }), { warn }).sessionSecret;
    const second = parseServerConfig(development({ SESSION_SECRET: undefined }), { warn }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('SESSION_SECRET is not set');
    expect(() => checkServerEnv(development({ SESSION_SECRET: undefined }))).not.toThrow();
  });
});

describe('a variable missing from the environment', () => {
  it('is checked as unset: SITE_URL and SESSION_SECRET are still required in production', () => {
    expect(messageOf(() => parseServerConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET } as ServerEnv))).toMatch(/^SITE_URL: is required/);
    expect(messageOf(() => parseServerConfig({ NODE_ENV: 'production', SITE_URL: 'https://a.example' } as ServerEnv))).toMatch(/^SESSION_SECRET: is required/);
  });
});

describe('DATABASE_URL and DATA_DIR', () => {
  it('keeps requests in the embedded database under .data unless a PostgreSQL URL is given', () => {
    expect(parseServerConfig(production({})).database).toEqual({ kind: 'embedded', dataDir: '.data' });
    expect(parseServerConfig(production({ DATA_DIR: '/var/lib/coeditions' })).database).toEqual({ kind: 'embedded', dataDir: '/var/lib/coeditions' });
    const url = 'postgres://app@db.example:5432/coeditions';
    expect(parseServerConfig(production({ DATABASE_URL: url })).database).toEqual({ kind: 'postgres', url });
  });

  it.each(['mysql://db.example/x', 'postgres://', 'db.example:5432'])('refuses DATABASE_URL %j, naming it, at build time too', (value) => {
    expect(messageOf(() => checkServerEnv(development({ DATABASE_URL: value })))).toMatch(/^DATABASE_URL: is not a PostgreSQL URL/);
  });
});

describe('RPC_URL_<chainId> and FINALITY_DEPTH_<chainId>', () => {
  it("take the server's own node of a chain, several URLs in order, and a finality depth; unset, none and 64", () => {
    const config = parseServerConfig(development({ RPC_URL_1: 'https://node.example/key123, https://backup.example', FINALITY_DEPTH_8453: '300' }));
    expect(config.serverRpcUrls).toEqual(new Map([[1, ['https://node.example/key123', 'https://backup.example']]]));
    expect(config.finalityDepths.get(8453)).toBe(300);
    expect(config.finalityDepths.get(1)).toBe(64);
  });

  it.each([
    ['RPC_URL_1', 'wss://node.example', /must use http: or https:/],
    ['RPC_URL_11155111', 'https://a.example,,https://b.example', /empty entry/],
    ['FINALITY_DEPTH_1', 'ten', /not a whole number of blocks/],
    ['FINALITY_DEPTH_137', '0', /at least 1 block/],
  ])('refuse %s=%j, naming the variable, at build time too', (name, value, message) => {
    expect(messageOf(() => parseServerConfig(development({ [name]: value })))).toMatch(new RegExp(`^${name}: .*${message.source}`));
    expect(() => checkServerEnv(development({ [name]: value }))).toThrow(InvalidEnvError);
  });
});

describe('SIGN_IN_RATE_LIMIT', () => {
  it('allows 600 sign-in requests a minute unless set', () => {
    expect(parseServerConfig(production({})).signInRateLimit).toBe(600);
    expect(parseServerConfig(production({ SIGN_IN_RATE_LIMIT: ' 2000 ' })).signInRateLimit).toBe(2000);
  });

  it.each([
    ['many', /not a whole number of requests a minute/],
    ['0', /at least 1 a minute/],
    ['1.5', /not a whole number/],
  ])('refuses %j, naming the variable', (value, message) => {
    expect(messageOf(() => parseServerConfig(development({ SIGN_IN_RATE_LIMIT: value })))).toMatch(new RegExp(`^SIGN_IN_RATE_LIMIT: .*${message.source}`));
  });
});
