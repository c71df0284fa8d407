import { randomBytes } from 'node:crypto';
import { readServerEnv, type ServerEnv } from '../env';
import { parseEnv } from '../parseEnv';
import { supportedChains } from '../chains';
import { serverEnvSchema, type DatabaseLocation, type SiteOrigins } from './serverEnv';

/** The server's own configuration: never part of a browser bundle. */
export type ServerConfig = {
  /** True under `next build` and `next start` (`NODE_ENV=production`). */
  production: boolean;
  /** The key sealing session cookies (iron-session password), at least 32 characters. */
  sessionSecret: string;
  /** The site's own origins (`SITE_URL`), which sign-in messages must name. */
  siteOrigins: SiteOrigins;
  /** Whether `X-Forwarded-Host` and `X-Forwarded-Proto` are read (`TRUST_PROXY=1`). */
  trustProxy: boolean;
  /** Non-public IP addresses the avatar route may fetch from (`AVATAR_FETCH_ALLOWED_IPS`; tests only). */
  avatarFetchAllowedIps: ReadonlySet<string>;
  /** Whether a production build routes the pseudo-locale `en-XA` (`PSEUDO_LOCALE=1`; tests only). */
  pseudoLocale: boolean;
  /** Where payment requests are kept (`DATABASE_URL`, `DATA_DIR`). */
  database: DatabaseLocation;
  /** The server's own node of each chain that has one (`RPC_URL_<chainId>`): http(s) URLs, tried in order. */
  serverRpcUrls: ReadonlyMap<number, readonly string[]>;
  /** Sign-in requests (`nonce` and `verify` together) one client address may make a minute (`SIGN_IN_RATE_LIMIT`, default 600). */
  signInRateLimit: number;
  /** Blocks after which a payment is final, per supported chain, where its node has no `finalized` tag (`FINALITY_DEPTH_<chainId>`). */
  finalityDepths: ReadonlyMap<number, number>;
};

/** Parameters of {@link parseServerConfig}. */
export type ParseServerConfigParameters = {
  /** Where the development secret's warning goes; default `console.warn`. */
  warn?: (message: string) => void;
};

/**
 * Validates the server's environment. In development a missing
 * `SESSION_SECRET` is a random one for the process, with a warning.
 *
 * @throws {InvalidEnvError} naming the variable malformed or, in production, missing.
 */
export function parseServerConfig(env: ServerEnv, { warn = console.warn }: ParseServerConfigParameters = {}): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const values = parseEnv(serverEnvSchema(production), env);
  let sessionSecret = values.SESSION_SECRET;
  if (sessionSecret === undefined) {
    warn('SESSION_SECRET is not set: using a random secret for this process. Sign-in sessions end when the server restarts.');
    sessionSecret = randomBytes(32).toString('hex');
  }
  return {
    production,
    sessionSecret,
    siteOrigins: values.SITE_URL,
    trustProxy: values.TRUST_PROXY,
    avatarFetchAllowedIps: values.AVATAR_FETCH_ALLOWED_IPS,
    pseudoLocale: values.PSEUDO_LOCALE,
    signInRateLimit: values.SIGN_IN_RATE_LIMIT,
    database: values.DATABASE_URL ? { kind: 'postgres', url: values.DATABASE_URL } : { kind: 'embedded', dataDir: values.DATA_DIR },
    serverRpcUrls: new Map(
      Object.keys(supportedChains).flatMap((id) => {
        const urls = values[`RPC_URL_${id}` as `RPC_URL_${keyof typeof supportedChains}`];
        return urls ? [[Number(id), urls] as const] : [];
      }),
    ),
    finalityDepths: new Map(Object.keys(supportedChains).map((id) => [Number(id), values[`FINALITY_DEPTH_${id}` as `FINALITY_DEPTH_${keyof typeof supportedChains}`]])),
  };
}

/**
 * Checks the server's variables for `next build` and `next dev`, without requiring the production ones.
 *
 * @throws {InvalidEnvError} naming the variable at fault.
 */
export function checkServerEnv(env: ServerEnv): Pick<ServerConfig, 'pseudoLocale'> {
  return { pseudoLocale: parseEnv(serverEnvSchema(false), env).PSEUDO_LOCALE };
}

let parsed: ServerConfig | undefined;

/**
 * The server's configuration, parsed once per process (so a random development secret stays).
 *
 * @throws {InvalidEnvError} as {@link parseServerConfig}.
 */
export function getServerConfig(): ServerConfig {
  parsed ??= parseServerConfig(readServerEnv());
  return parsed;
}

/** What {@link getSiteConfig} returns: the site's origins and whether a proxy is trusted. */
export type SiteConfig = Pick<ServerConfig, 'siteOrigins' | 'trustProxy'>;

let site: SiteConfig | undefined;

/**
 * `SITE_URL` and `TRUST_PROXY` alone, for `proxy.ts`, which must not make a development secret of its own.
 *
 * @throws {InvalidEnvError} naming `SITE_URL` or `TRUST_PROXY`.
 */
export function getSiteConfig(): SiteConfig {
  if (!site) {
    const values = parseEnv(serverEnvSchema(false), readServerEnv());
    site = { siteOrigins: values.SITE_URL, trustProxy: values.TRUST_PROXY };
  }
  return site;
}
