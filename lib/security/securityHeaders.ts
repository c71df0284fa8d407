import type { AppConfig } from '@/lib/config/appConfig';
import {
  WALLETCONNECT_CONNECT_SOURCES,
  WALLETCONNECT_FRAME_SOURCES,
  COINBASE_CONNECT_SOURCES,
  METAMASK_SDK_CONNECT_SOURCES,
  WALLETCONNECT_MODAL_STYLE_SOURCES,
  WALLETCONNECT_MODAL_FONT_SOURCES,
} from './walletSdkHosts';

/*
 * The app's HTTP response headers, as pure functions of the parsed app
 * configuration and of the kind of build; `next.config.ts` sends them on
 * every response, and nothing else sets security headers. Each header and
 * directive, with its reason and sources (CSP Level 3, MDN, the Safe Apps
 * docs), is in docs/security.md.
 */

/** One HTTP response header, in the shape of Next.js's `headers()` config. */
export type HeaderEntry = { key: string; value: string };

/**
 * One rule of Next.js's `headers()` config: a path pattern and its headers.
 * With locale routing on, Next.js matches a pattern against the path with
 * its locale (`/en-US/manifest.json`), which `/_next/` paths never get;
 * `locale: false` matches the path as requested instead.
 */
export type HeaderRule = { source: string; locale?: false; headers: HeaderEntry[] };

/** Which build the headers are for. */
export type SecurityHeadersOptions = {
  /**
   * `true` for `next build` / `next start`, `false` for `next dev`. Only
   * development gets `'unsafe-eval'`, `'unsafe-inline'` scripts and `ws:`
   * (Turbopack's HMR, React Refresh); only production gets HSTS.
   */
  production: boolean;
};

/** The part of {@link AppConfig} the headers depend on: the chains and their RPC URLs. */
export type SecurityHeadersConfig = Pick<AppConfig, 'chains'>;

/** Origin of Safe{Wallet}, the one page allowed to frame this app (as a Safe App). */
export const SAFE_WALLET_ORIGIN = 'https://app.safe.global';

/** Path of the Safe App manifest Safe{Wallet} reads (`public/manifest.json`). */
export const SAFE_APP_MANIFEST_PATH = '/manifest.json';

/** Path of the route browsers post CSP violation reports to (`pages/api/csp-report.ts`). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** Not `same-origin`: Coinbase Wallet's keys.coinbase.com popup answers through `window.opener`. */
const CROSS_ORIGIN_OPENER_POLICY = 'same-origin-allow-popups';

/** `Strict-Transport-Security` in production: two years, subdomains included (MDN's recommended value). */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** The origins of every configured chain's RPC URLs, unique, in order: origins only, so a key in a URL's path never lands in a header. */
export function rpcOrigins(config: SecurityHeadersConfig): string[] {
  const origins = config.chains.flatMap((chain) => chain.rpcUrls.default.http.map((url) => new URL(url).origin));
  return [...new Set(origins)];
}

/** A CSP directive name and its source list, in the order they are sent. */
type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

/**
 * The Content-Security-Policy directives, before serialising; each one's
 * reason is in docs/security.md. Two things the table there cannot show:
 * - `next dev` adds `'unsafe-eval'` (React Refresh, Turbopack's eval source
 *   maps), `'unsafe-inline'` (its per-page `__nextHmrInitialVersion`
 *   script) and `ws:` (the HMR socket); production never has them.
 * - `report-to` is left out on purpose: where it names an endpoint,
 *   Chromium ignores `report-uri`, and headless Chromium delivered no
 *   Reporting API report at all.
 */
function contentSecurityPolicyDirectives(config: SecurityHeadersConfig, { production }: SecurityHeadersOptions): Directives {
  const development = !production;
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(development ? ["'unsafe-eval'", "'unsafe-inline'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...WALLETCONNECT_MODAL_STYLE_SOURCES]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", ...WALLETCONNECT_MODAL_FONT_SOURCES]],
    [
      'connect-src',
      [
        "'self'",
        ...rpcOrigins(config),
        ...WALLETCONNECT_CONNECT_SOURCES,
        ...COINBASE_CONNECT_SOURCES,
        ...METAMASK_SDK_CONNECT_SOURCES,
        ...(development ? ['ws:'] : []),
      ],
    ],
    ['frame-src', [...WALLETCONNECT_FRAME_SOURCES]],
    ['frame-ancestors', [SAFE_WALLET_ORIGIN]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['report-uri', [CSP_REPORT_PATH]],
  ];
}

/**
 * The `Content-Security-Policy` header value: {@link contentSecurityPolicyDirectives}
 * serialised as CSP Level 3 §2.2 describes (`name source source; name …`),
 * each source once.
 */
export function contentSecurityPolicy(config: SecurityHeadersConfig, options: SecurityHeadersOptions): string {
  return contentSecurityPolicyDirectives(config, options)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * Browser features the app turns off for itself and anything it frames
 * (Permissions-Policy): wallets that need hardware, sensors or credential
 * APIs run in their own extension or window. Only names every Chromium
 * recognises, so the header never warns in the console: not `bluetooth`
 * (unknown to Linux builds), `ambient-light-sensor` or `web-share`.
 */
export const DISABLED_FEATURES: readonly string[] = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/**
 * The `Permissions-Policy` header value: every {@link DISABLED_FEATURES}
 * entry `=()`, and `clipboard-write=(self)`, which the "Copy address" button
 * (`navigator.clipboard.writeText`) and the kit's account modal use.
 */
export function permissionsPolicy(): string {
  return [...DISABLED_FEATURES.map((feature) => `${feature}=()`), 'clipboard-write=(self)'].join(', ');
}

/**
 * The headers every response carries (docs/security.md). `nosniff` and
 * HSTS are production's only: `next dev` serves one of its own scripts as
 * `application/json`, which `nosniff` would refuse on every page.
 */
export function securityHeaders(config: SecurityHeadersConfig, options: SecurityHeadersOptions): HeaderEntry[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(config, options) },
    ...(options.production ? [{ key: 'X-Content-Type-Options', value: 'nosniff' }] : []),
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
    { key: 'Cross-Origin-Opener-Policy', value: CROSS_ORIGIN_OPENER_POLICY },
    ...(options.production ? [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }] : []),
  ];
}

/**
 * The CORS headers Safe{Wallet} needs to read {@link SAFE_APP_MANIFEST_PATH}
 * from its own origin, exactly as the Safe Apps docs ("Getting started",
 * CORS) list them. The manifest is public and carries no credentials, so
 * any origin may read it.
 */
export const SAFE_APP_MANIFEST_CORS_HEADERS: readonly HeaderEntry[] = [
  { key: 'Access-Control-Allow-Origin', value: '*' },
  { key: 'Access-Control-Allow-Methods', value: 'GET' },
  { key: 'Access-Control-Allow-Headers', value: 'X-Requested-With, content-type, Authorization' },
];

/**
 * The rules for `next.config.ts`'s `headers()`: {@link securityHeaders} on
 * every path (`/:path*` matches pages in every locale, API routes,
 * `/_next/static` files and `public/` files alike), and the Safe App manifest's CORS headers on
 * {@link SAFE_APP_MANIFEST_PATH}.
 */
export function securityHeaderRules(config: SecurityHeadersConfig, options: SecurityHeadersOptions): HeaderRule[] {
  return [
    { source: '/:path*', locale: false, headers: securityHeaders(config, options) },
    { source: SAFE_APP_MANIFEST_PATH, headers: [...SAFE_APP_MANIFEST_CORS_HEADERS] },
  ];
}
