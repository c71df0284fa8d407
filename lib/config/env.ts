/**
 * The one place the app reads `process.env`. Everything else takes the
 * parsed configuration: `appConfig.ts` (public, browser and server),
 * `server/serverConfig.ts` (server only). Variables and defaults:
 * `.env.example`.
 */

/** The public (`NEXT_PUBLIC_*`) variables the app reads, by name. */
export type PublicEnv = Readonly<Record<string, string | undefined>>;

/**
 * Reads the app's public variables from `process.env`.
 *
 * Next.js inlines `process.env.NEXT_PUBLIC_X` into browser bundles only where
 * the name is written out in full, so every variable is listed here by name;
 * a computed `process.env[name]` would be `undefined` in the browser.
 */
export function readPublicEnv(): PublicEnv {
  return {
    NEXT_PUBLIC_CHAINS: process.env.NEXT_PUBLIC_CHAINS,
    NEXT_PUBLIC_SIWE: process.env.NEXT_PUBLIC_SIWE,
    NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
    NEXT_PUBLIC_RPC_URL_1: process.env.NEXT_PUBLIC_RPC_URL_1,
    NEXT_PUBLIC_RPC_URL_11155111: process.env.NEXT_PUBLIC_RPC_URL_11155111,
    NEXT_PUBLIC_RPC_URL_8453: process.env.NEXT_PUBLIC_RPC_URL_8453,
    NEXT_PUBLIC_RPC_URL_10: process.env.NEXT_PUBLIC_RPC_URL_10,
    NEXT_PUBLIC_RPC_URL_42161: process.env.NEXT_PUBLIC_RPC_URL_42161,
    NEXT_PUBLIC_RPC_URL_137: process.env.NEXT_PUBLIC_RPC_URL_137,
    NEXT_PUBLIC_RPC_URL_31337: process.env.NEXT_PUBLIC_RPC_URL_31337,
    NEXT_PUBLIC_RPC_URL_1337: process.env.NEXT_PUBLIC_RPC_URL_1337,
  };
}

/** The server's own per-chain variables (`RPC_URL_<chainId>`, `FINALITY_DEPTH_<chainId>`), by name. */
type ServerChainEnv = Readonly<Partial<Record<`RPC_URL_${number}` | `FINALITY_DEPTH_${number}`, string>>>;

/** The server's own variables: never inlined into a browser bundle. */
export type ServerEnv = ServerChainEnv & Readonly<{
  /** `production` under `next build` and `next start`. */
  NODE_ENV: string | undefined;
  /** Key sealing the session cookie; parsed by `parseServerConfig` (`server/serverConfig.ts`). */
  SESSION_SECRET: string | undefined;
  /** Build output folder; default `.next`. */
  NEXT_DIST_DIR: string | undefined;
  /** The site's own origins; parsed by `parseServerConfig`. */
  SITE_URL: string | undefined;
  /** `1` to read `X-Forwarded-Host` and `X-Forwarded-Proto`. */
  TRUST_PROXY: string | undefined;
  /** Non-public IP addresses the avatar route may fetch from (tests only); parsed by `parseServerConfig`. */
  AVATAR_FETCH_ALLOWED_IPS: string | undefined;
  /** `1` routes the pseudo-locale `en-XA` in a production build (tests only; `next dev` always does): `lib/i18n/locales.ts`. */
  PSEUDO_LOCALE: string | undefined;
  /** A `postgres://` URL; unset, the embedded database in {@link ServerEnv.DATA_DIR}. */
  DATABASE_URL: string | undefined;
  /** Folder of the embedded database; default `.data`. */
  DATA_DIR: string | undefined;
  /** Sign-in requests (nonce and verify) per client address a minute; parsed by `parseServerConfig`. */
  SIGN_IN_RATE_LIMIT: string | undefined;
}>;

/**
 * Reads the server's variables from `process.env` (Node.js only:
 * `next.config.ts` and API routes). The per-chain ones are read by computed
 * name, which only the server can do: nothing inlines them into a page.
 */
export function readServerEnv(): ServerEnv {
  const chainEnv = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => /^(?:RPC_URL|FINALITY_DEPTH)_\d+$/.test(entry[0]) && entry[1] !== undefined),
  );
  return {
    ...chainEnv,
    NODE_ENV: process.env.NODE_ENV,
    SESSION_SECRET: process.env.SESSION_SECRET,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
    SITE_URL: process.env.SITE_URL,
    TRUST_PROXY: process.env.TRUST_PROXY,
    AVATAR_FETCH_ALLOWED_IPS: process.env.AVATAR_FETCH_ALLOWED_IPS,
    PSEUDO_LOCALE: process.env.PSEUDO_LOCALE,
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
    SIGN_IN_RATE_LIMIT: process.env.SIGN_IN_RATE_LIMIT,
  };
}
