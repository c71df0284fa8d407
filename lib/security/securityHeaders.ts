import type { AppConfig } from '@/lib/config/appConfig';
import {
  WALLETCONNECT_CONNECT_SOURCES,
  WALLETCONNECT_FRAME_SOURCES,
  COINBASE_CONNECT_SOURCES,
  METAMASK_SDK_CONNECT_SOURCES,
  WALLETCONNECT_MODAL_STYLE_SOURCES,
  WALLETCONNECT_MODAL_FONT_SOURCES,
} from './walletSdkHosts';

// Every header's reason and source (CSP Level 3, MDN, the Safe Apps docs) is in docs/security.md.

/** One HTTP response header, in the shape of Next.js's `headers()` config. */
export type HeaderEntry = { key: string; value: string };

/** One rule of Next.js's `headers()` config; `locale: false` matches the path as requested, without a locale prefix (which `/_next/` paths never get). */
export type HeaderRule = { source: string; locale?: false; headers: HeaderEntry[] };

/** Which build the headers are for. */
export type SecurityHeadersOptions = {
  /** `true` for `next build` / `next start`, `false` for `next dev`. */
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
 * The Content-Security-Policy directives. `next dev` alone adds `'unsafe-eval'`
 * and `'unsafe-inline'` (React Refresh, the HMR script) and `ws:` (the HMR
 * socket). No `report-to`: where it names an endpoint, Chromium ignores
 * `report-uri`, and headless Chromium delivered no Reporting API report.
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

/** The `Content-Security-Policy` value, serialised as CSP Level 3 §2.2 describes, each source once. */
export function contentSecurityPolicy(config: SecurityHeadersConfig, options: SecurityHeadersOptions): string {
  return contentSecurityPolicyDirectives(config, options)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * Features turned off for the app and anything it frames: wallets that need
 * hardware or credential APIs run in their own window. Only names every
 * Chromium knows, so the console never warns (not `bluetooth`,
 * `ambient-light-sensor` or `web-share`).
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

/** The `Permissions-Policy` value: {@link DISABLED_FEATURES} off, and `clipboard-write=(self)` for the copy buttons. */
export function permissionsPolicy(): string {
  return [...DISABLED_FEATURES.map((feature) => `${feature}=()`), 'clipboard-write=(self)'].join(', ');
}

/** The headers every response carries. `nosniff` and HSTS only in production: `next dev` serves a script as `application/json`. */
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

/** The CORS headers Safe{Wallet} needs to read the public manifest, as the Safe Apps docs ("Getting started") list them. */
export const SAFE_APP_MANIFEST_CORS_HEADERS: readonly HeaderEntry[] = [
  { key: 'Access-Control-Allow-Origin', value: '*' },
  { key: 'Access-Control-Allow-Methods', value: 'GET' },
  { key: 'Access-Control-Allow-Headers', value: 'X-Requested-With, content-type, Authorization' },
];

/**
 * A payment request's page (`/pay/<id>`): its id is as good as a key, so
 * no link on it tells another site the page's address (`no-referrer`),
 * and no search engine lists it.
 */
export const PAY_PAGE_HEADERS: readonly HeaderEntry[] = [
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'X-Robots-Tag', value: 'noindex' },
];

/**
 * The rules for `next.config.ts`'s `headers()`: {@link securityHeaders} on
 * every path, the manifest's CORS headers, and {@link PAY_PAGE_HEADERS}
 * (a later rule's header replaces an earlier one's of the same name).
 */
export function securityHeaderRules(config: SecurityHeadersConfig, options: SecurityHeadersOptions): HeaderRule[] {
  return [
    { source: '/:path*', locale: false, headers: securityHeaders(config, options) },
    { source: SAFE_APP_MANIFEST_PATH, headers: [...SAFE_APP_MANIFEST_CORS_HEADERS] },
    { source: '/pay/:id', headers: [...PAY_PAGE_HEADERS] },
  ];
}
