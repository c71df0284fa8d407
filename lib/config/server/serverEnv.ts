import ipaddr from 'ipaddr.js';
import * as v from 'valibot';
import { supportedChains, type SupportedChainId } from '../chains';
import { blankAsUnset, commaSeparated, httpUrl } from '../parseEnv';
import { rpcUrls } from '../publicEnv';

/** iron-session needs a password of at least 32 characters. */
const SESSION_SECRET_MIN_LENGTH = 32;

/** The origins a SIWE message may name: the configured ones, or in development any port of `localhost` and `127.0.0.1`. */
export type SiteOrigins = { kind: 'configured'; origins: readonly string[] } | { kind: 'local-development' };

/** A bare http(s) origin (scheme, host, port), as `URL.origin` writes it: lowercase host, no default port. */
const origin = v.pipe(
  v.string(),
  v.nonEmpty('has an empty entry; separate origins with single commas.'),
  httpUrl('an origin such as "https://coeditions.example"'),
  v.check((text) => {
    const url = new URL(text);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    return bare && /^https?:\/\/[^/]+\/?$/i.test(text);
  }, (issue) => `${JSON.stringify(issue.input)} must be an origin only (scheme, host and port), with no path, query or fragment.`),
  v.transform((text) => new URL(text).origin),
);

/**
 * `SITE_URL`: the site's origins, comma-separated. Identity is configuration,
 * never the `Host` a request carries, which a phishing site sets. Required
 * in production.
 */
const siteOrigins = (production: boolean) =>
  v.pipe(
    blankAsUnset,
    v.check(
      (value) => !production || value !== undefined,
      'is required in production: set it to the origin visitors open, e.g. "https://coeditions.example" (several separated by commas).',
    ),
    v.transform((value) => (value === undefined ? undefined : commaSeparated(value))),
    v.optional(v.array(origin)),
    v.transform((origins): SiteOrigins => (origins ? { kind: 'configured', origins: [...new Set(origins)] } : { kind: 'local-development' })),
  );

/** A switch: `1` is on; unset, empty or `0` off (`TRUST_PROXY`, `PSEUDO_LOCALE`). */
const flag = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.picklist(['', '0', '1'], (issue) => `${JSON.stringify(issue.input)} is not 1 or 0.`),
  v.transform((value) => value === '1'),
);

/** `AVATAR_FETCH_ALLOWED_IPS`: non-public addresses the avatar route may fetch from (tests only); unset, none. */
const avatarFetchAllowedIps = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => commaSeparated(value).filter(Boolean)),
  v.array(v.pipe(v.string(), v.check((item) => ipaddr.isValid(item), (issue) => `${JSON.stringify(issue.input)} is not an IP address.`))),
  v.transform((items): ReadonlySet<string> => new Set(items.map((item) => ipaddr.parse(item).toString()))),
);

/** `SESSION_SECRET`: seals session cookies, at least {@link SESSION_SECRET_MIN_LENGTH} characters; required in production. */
const sessionSecret = (production: boolean) =>
  v.pipe(
    blankAsUnset,
    v.check(
      (value) => !production || value !== undefined,
      `is required in production: set it to a random string of at least ${SESSION_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`).`,
    ),
    v.check(
      (value) => value === undefined || value.length >= SESSION_SECRET_MIN_LENGTH,
      (issue) => `must be at least ${SESSION_SECRET_MIN_LENGTH} characters long (it has ${String(issue.input).length}).`,
    ),
  );

/** Where requests are kept: a PostgreSQL server (`DATABASE_URL`), else the embedded database in a folder (`DATA_DIR`). */
export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string };

/** `DATABASE_URL`: a `postgres://` or `postgresql://` URL with a host; unset, none. */
const databaseUrl = v.pipe(
  blankAsUnset,
  v.optional(
    v.pipe(
      v.string(),
      v.check((text) => {
        try {
          const url = new URL(text);
          return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
        } catch {
          return false;
        }
      }, 'is not a PostgreSQL URL such as "postgres://app@db.example:5432/coeditions".'),
    ),
  ),
);

/** `DATA_DIR`: the embedded database's folder, relative to where the server starts; default `.data`. */
const dataDir = v.pipe(blankAsUnset, v.transform((value) => value ?? '.data'));

/** Sign-in requests per client address a minute, by default: one office, or one test run, signs in hundreds of times a minute. */
const DEFAULT_SIGN_IN_RATE_LIMIT = 600;

/** `SIGN_IN_RATE_LIMIT`: a whole number of requests a minute from 1 to 1,000,000; unset, {@link DEFAULT_SIGN_IN_RATE_LIMIT}. */
const signInRateLimit = v.pipe(
  blankAsUnset,
  v.transform((value) => value?.trim() ?? String(DEFAULT_SIGN_IN_RATE_LIMIT)),
  v.regex(/^\d+$/, (issue) => `${JSON.stringify(issue.input)} is not a whole number of requests a minute.`),
  v.transform(Number),
  v.minValue(1, 'must be at least 1 a minute.'),
  v.maxValue(1_000_000, 'must be at most 1,000,000 a minute.'),
);

/** Blocks below the latest after which a payment is final where the node has no `finalized` tag. */
const DEFAULT_FINALITY_DEPTH = 64;

/** `FINALITY_DEPTH_<chainId>`: a whole number of blocks from 1 to 10,000; unset, {@link DEFAULT_FINALITY_DEPTH}. */
const finalityDepth = v.pipe(
  blankAsUnset,
  v.transform((value) => value?.trim() ?? String(DEFAULT_FINALITY_DEPTH)),
  v.regex(/^\d+$/, (issue) => `${JSON.stringify(issue.input)} is not a whole number of blocks.`),
  v.transform(Number),
  v.minValue(1, 'must be at least 1 block.'),
  v.maxValue(10_000, 'must be at most 10,000 blocks.'),
);

/** The per-chain variables of every supported chain, configured or not: a typo should not wait until the chain is switched on. */
const chainEntries = {
  ...(Object.fromEntries(Object.keys(supportedChains).map((id) => [`RPC_URL_${id}`, rpcUrls])) as Record<`RPC_URL_${SupportedChainId}`, typeof rpcUrls>),
  ...(Object.fromEntries(Object.keys(supportedChains).map((id) => [`FINALITY_DEPTH_${id}`, finalityDepth])) as Record<`FINALITY_DEPTH_${SupportedChainId}`, typeof finalityDepth>),
};

/** The server's variables in one valibot schema; `production` requires `SITE_URL` and `SESSION_SECRET`. */
export const serverEnvSchema = (production: boolean) =>
  v.object({
    SITE_URL: siteOrigins(production),
    // `1` reads `X-Forwarded-Host` and `X-Forwarded-Proto`.
    TRUST_PROXY: flag,
    // `1` routes the pseudo-locale in a production build (tests only).
    PSEUDO_LOCALE: flag,
    AVATAR_FETCH_ALLOWED_IPS: avatarFetchAllowedIps,
    SESSION_SECRET: sessionSecret(production),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SIGN_IN_RATE_LIMIT: signInRateLimit,
    ...chainEntries,
  });
