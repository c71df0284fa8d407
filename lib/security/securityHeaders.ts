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
 * The app's HTTP response headers (`docs/security.md`), as pure functions of
 * the parsed app configuration and of the kind of build. `next.config.ts`
 * sends them on every response (pages, API routes, static files) through
 * its `headers()`; nothing else sets security headers.
 *
 * Sources:
 * - Content Security Policy Level 3, W3C: https://www.w3.org/TR/CSP3/
 * - MDN, Content-Security-Policy and its directives:
 *   https://developer.mozilla.org/docs/Web/HTTP/Headers/Content-Security-Policy
 * - MDN, Permissions-Policy: https://developer.mozilla.org/docs/Web/HTTP/Headers/Permissions-Policy
 * - MDN, Strict-Transport-Security: https://developer.mozilla.org/docs/Web/HTTP/Headers/Strict-Transport-Security
 * - Safe Apps docs, "Getting started" (manifest and CORS) and "Releasing your
 *   Safe App": https://github.com/safe-global/safe-docs/blob/main/safe-apps/get-started.md,
 *   https://github.com/safe-global/safe-docs/blob/main/safe-apps/release.md
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

/**
 * Origin of the Safe{Wallet} web app, the one page allowed to frame this app
 * (as a Safe App: Safe{Wallet} loads it in an iframe and talks to it with
 * `postMessage`, Safe Apps docs).
 */
export const SAFE_WALLET_ORIGIN = 'https://app.safe.global';

/** Path of the Safe App manifest Safe{Wallet} reads (`public/manifest.json`). */
export const SAFE_APP_MANIFEST_PATH = '/manifest.json';

/** Path of the route browsers post CSP violation reports to (`pages/api/csp-report.ts`). */
export const CSP_REPORT_PATH = '/api/csp-report';

/**
 * `Cross-Origin-Opener-Policy` (MDN): this page shares no browsing context
 * group with a cross-origin page that opens it (a phishing site cannot keep
 * a handle on it), while the popups it opens keep `window.opener`, which
 * the Coinbase Wallet SDK's keys.coinbase.com popup needs to answer the
 * page. `same-origin` would cut that channel and break Coinbase Wallet.
 */
const CROSS_ORIGIN_OPENER_POLICY = 'same-origin-allow-popups';

/** `Strict-Transport-Security` in production: two years, subdomains included (MDN's recommended value). */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * The origins of every configured chain's RPC URLs (each chain's
 * `rpcUrls.default.http`, all of them when several are configured), unique,
 * in order. Origins only: a key in a URL's path never lands in a header.
 */
export function rpcOrigins(config: SecurityHeadersConfig): string[] {
  const origins = config.chains.flatMap((chain) => chain.rpcUrls.default.http.map((url) => new URL(url).origin));
  return [...new Set(origins)];
}

/** A CSP directive name and its source list, in the order they are sent. */
type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

/**
 * The Content-Security-Policy directives (CSP Level 3), before serialising:
 *
 * - `default-src 'self'`: anything not listed below (workers, media,
 *   manifests) comes from this origin only.
 * - `script-src 'self'`: the bundles only. The production pages carry no
 *   inline executable script (`next.config.ts` turns off Turbopack's inlined
 *   chunk bootstrap) and `__NEXT_DATA__` is `type="application/json"`,
 *   which is never executed, so neither a hash nor a nonce is needed, and
 *   the pages stay static. Development adds `'unsafe-eval'` for React
 *   Refresh and Turbopack's dev runtime (eval-based source maps) and
 *   `'unsafe-inline'` for the one inline script `next dev` writes into each
 *   page (`var __nextHmrInitialVersion=…`, whose value changes as you edit).
 * - `style-src 'self' 'unsafe-inline' https://fonts.googleapis.com`:
 *   RainbowKit injects a `<style>` element with its theme's CSS variables,
 *   React sets `style` attributes (server-rendered ones are markup), and
 *   WalletConnect's modal injects `<style>` elements that `@import` Google
 *   Fonts. Their contents change with every kit version, so hashes would
 *   break silently; inline style cannot run script, which is what this
 *   policy guards.
 * - `img-src 'self' data: blob:`: ENS avatars come from our own avatar
 *   route (`pages/api/avatar/[name].ts`), which fetches them on the server,
 *   so no avatar host sees a visitor; the kit's wallet and chain icons are
 *   `data:` URLs, WalletConnect's modal shows wallet images as `blob:` URLs.
 * - `font-src 'self' https://fonts.gstatic.com`: the modal's Inter font.
 * - `connect-src`: this origin (the sign-in API, Next's data), every
 *   configured RPC URL's origin, and the wallet SDKs' hosts
 *   ({@link WALLETCONNECT_CONNECT_SOURCES}, {@link COINBASE_CONNECT_SOURCES},
 *   {@link METAMASK_SDK_CONNECT_SOURCES});
 *   development adds `ws:` for the HMR socket.
 * - `frame-src`: WalletConnect's Verify iframe ({@link WALLETCONNECT_FRAME_SOURCES}).
 * - `frame-ancestors https://app.safe.global`: only Safe{Wallet} may frame
 *   the app (as a Safe App); any other site, this one included, may not,
 *   which stops clickjacking. (`X-Frame-Options` is not sent: it cannot name
 *   an allowed origin, and `frame-ancestors` supersedes it.)
 * - `object-src 'none'`: no plug-ins; `base-uri 'self'`: an injected
 *   `<base>` cannot redirect relative script URLs; `form-action 'self'`:
 *   forms post only here.
 * - `report-uri /api/csp-report`: every violation is posted to
 *   {@link CSP_REPORT_PATH}, which logs a bounded summary. Chromium,
 *   Firefox and Safari all send these today. `report-to` (the Reporting
 *   API) is left out on purpose: where it names an endpoint, Chromium
 *   ignores `report-uri`, and the Chromium the suite drives (156, headless)
 *   delivered no Reporting API report at all, so adding it would silence
 *   the reports we can prove arrive (`docs/security.md`). The route reads
 *   the Reporting API's format too, for the day it is added.
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
 * Browser features the app turns off for itself and for anything it might
 * frame (Permissions-Policy, MDN): no camera, microphone, location, payment,
 * hardware (USB, serial, HID, Bluetooth, MIDI, gamepads), sensors, screen
 * capture, WebAuthn and other credential APIs, and so on. Wallets that need
 * such features run in their own extension or window (Coinbase's passkeys
 * live in its keys.coinbase.com popup), not in this page.
 *
 * Every name is one Chromium recognises on every platform
 * (`document.featurePolicy.features()`), so the header never puts a warning
 * in the console. Left out for that reason: `bluetooth` (Chromium builds
 * without Web Bluetooth, such as Linux's, report it as unrecognised; Web
 * Bluetooth asks the visitor to pick a device before any page can use it),
 * `ambient-light-sensor` (shipped by no browser this app targets) and
 * `web-share` (desktop Chromium warns about it).
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
 * The headers every response carries:
 * - `Content-Security-Policy` ({@link contentSecurityPolicy});
 * - in production, `X-Content-Type-Options: nosniff`: a response is only
 *   ever what its Content-Type says (no script or style sniffed out of JSON
 *   or text). `next dev` serves one of its own scripts,
 *   `_next/static/development/_clientMiddlewareManifest.js`, as
 *   `application/json`, which nosniff would refuse with a console error on
 *   every page, so development goes without it;
 * - `Referrer-Policy: strict-origin-when-cross-origin`: other sites (RPC
 *   providers, WalletConnect, block explorers) see at most this origin,
 *   never a path or query, and nothing at all over http;
 * - `Permissions-Policy` ({@link permissionsPolicy});
 * - `Cross-Origin-Opener-Policy` ({@link CROSS_ORIGIN_OPENER_POLICY});
 * - in production, `Strict-Transport-Security` ({@link HSTS_VALUE}):
 *   browsers honour it only over HTTPS, where it keeps them there.
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
