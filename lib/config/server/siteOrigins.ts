import { InvalidEnvError } from '../InvalidEnvError';

/** The variable that names the site's own origins. */
export const SITE_URL_VARIABLE = 'SITE_URL';

/** The variable that lets `X-Forwarded-Host` and `X-Forwarded-Proto` be read. */
export const TRUST_PROXY_VARIABLE = 'TRUST_PROXY';

/**
 * The origins a SIWE message may name as its domain and uri (EIP-4361): the
 * configured ones, or, in development with `SITE_URL` unset, any port of
 * `http://localhost` and `http://127.0.0.1`.
 */
export type SiteOrigins = { kind: 'configured'; origins: readonly string[] } | { kind: 'local-development' };

/** Parameters of {@link parseSiteOrigins}. */
export type ParseSiteOriginsParameters = {
  /** The raw `SITE_URL`: one origin, or several separated by commas. */
  value: string | undefined;
  /** `NODE_ENV === 'production'`: then `SITE_URL` is required. */
  production: boolean;
};

/**
 * Parses `SITE_URL`. The site's identity is configuration, never a request
 * header: whoever sends a request sets its `Host`, so a phishing site could
 * otherwise post a message signed for its own domain with its own `Host`.
 *
 * @returns the origins, as `URL.origin` writes them (lowercase host, no
 *   default port), in the order given.
 * @throws {InvalidEnvError} naming `SITE_URL` when it is missing in
 *   production, has an empty entry, or an entry that is not a bare http(s)
 *   origin (no path, query, fragment or credentials).
 */
export function parseSiteOrigins({ value, production }: ParseSiteOriginsParameters): SiteOrigins {
  if (value === undefined || value.trim() === '') {
    if (production) {
      throw new InvalidEnvError(
        SITE_URL_VARIABLE,
        'is required in production: set it to the origin visitors open, e.g. "https://coeditions.example" (several separated by commas).',
      );
    }
    return { kind: 'local-development' };
  }
  const origins = value.split(',').map((entry) => parseOrigin(entry.trim()));
  return { kind: 'configured', origins: [...new Set(origins)] };
}

function parseOrigin(text: string): string {
  if (text === '') throw new InvalidEnvError(SITE_URL_VARIABLE, 'has an empty entry; separate origins with single commas.');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidEnvError(SITE_URL_VARIABLE, `"${text}" is not a URL; expected an origin such as "https://coeditions.example".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidEnvError(SITE_URL_VARIABLE, `"${text}" must use http: or https:.`);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if (!bare || !/^https?:\/\/[^/]+\/?$/i.test(text)) {
    throw new InvalidEnvError(SITE_URL_VARIABLE, `"${text}" must be an origin only (scheme, host and port), with no path, query or fragment.`);
  }
  return url.origin;
}

/**
 * Parses `TRUST_PROXY`: `1` reads `X-Forwarded-Host` and `X-Forwarded-Proto`
 * (set it only behind a proxy that overwrites them); unset or `0` ignores them.
 *
 * @throws {InvalidEnvError} naming `TRUST_PROXY` for any other value.
 */
export function parseTrustProxy(value: string | undefined): boolean {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (text === '1') return true;
  throw new InvalidEnvError(TRUST_PROXY_VARIABLE, `"${value}" is not 1 or 0.`);
}
