import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { mainnet, sepolia } from 'viem/chains';
import type { Chain } from 'viem';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { APP_NAME } from '@/lib/config/appName';
import { parseAppConfig } from '@/lib/config/appConfig';
import {
  contentSecurityPolicy,
  DISABLED_FEATURES,
  HSTS_VALUE,
  permissionsPolicy,
  rpcOrigins,
  SAFE_APP_MANIFEST_CORS_HEADERS,
  SAFE_APP_MANIFEST_PATH,
  SAFE_WALLET_ORIGIN,
  securityHeaderRules,
  PAY_PAGE_HEADERS,
  securityHeaders,
  type SecurityHeadersConfig,
} from './securityHeaders';
import { COINBASE_CONNECT_SOURCES, WALLETCONNECT_CONNECT_SOURCES, WALLETCONNECT_FRAME_SOURCES } from './walletSdkHosts';

/** `chain` with its default RPC URLs replaced by `urls`, as `parseAppConfig` does. */
function withUrls(chain: Chain, urls: string[]): Chain {
  return { ...chain, rpcUrls: { ...chain.rpcUrls, default: { http: urls } } };
}

/** Two chains, Ethereum with a keyed provider and a local backup, Sepolia on a local node. */
const CONFIG: SecurityHeadersConfig = {
  chains: [
    withUrls(mainnet, ['https://eth.example.org/v2/SECRET-KEY', 'http://127.0.0.1:8545']),
    withUrls(sepolia, ['http://127.0.0.1:8546/', 'https://eth.example.org/sepolia']),
  ],
};

/** A CSP header value as a map of directive name to sources (CSP Level 3 §2.2 parsing, simplified). */
function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `directive ${name} appears once`).toBe(false);
    directives.set(name, sources);
  }
  return directives;
}

const production = parseCsp(contentSecurityPolicy(CONFIG, { production: true }));
const development = parseCsp(contentSecurityPolicy(CONFIG, { production: false }));

describe('rpcOrigins', () => {
  it('lists the origin of every configured RPC URL, once, without paths or keys', () => {
    expect(rpcOrigins(CONFIG)).toEqual(['https://eth.example.org', 'http://127.0.0.1:8545', 'http://127.0.0.1:8546']);
  });

  it('reads the chains parseAppConfig returns: viem public RPCs by default, every listed URL otherwise', () => {
    const defaults = parseAppConfig({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'YOUR_PROJECT_ID' });
    expect(rpcOrigins(defaults)).toEqual(
      [...new Set([...mainnet.rpcUrls.default.http, ...sepolia.rpcUrls.default.http].map((url) => new URL(url).origin))],
    );
    const configured = parseAppConfig({
      NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'YOUR_PROJECT_ID',
      NEXT_PUBLIC_CHAINS: '31337',
      NEXT_PUBLIC_RPC_URL_31337: 'http://127.0.0.1:9,http://127.0.0.1:8545/rpc',
    });
    expect(rpcOrigins(configured)).toEqual(['http://127.0.0.1:9', 'http://127.0.0.1:8545']);
  });
});

describe('contentSecurityPolicy in production', () => {
  it('allows scripts from this origin only: no inline script, no eval', () => {
    expect(production.get('script-src')).toEqual(["'self'"]);
    expect(production.get('default-src')).toEqual(["'self'"]);
  });

  it('lets only Safe{Wallet} frame the app', () => {
    expect(SAFE_WALLET_ORIGIN).toBe('https://app.safe.global');
    expect(production.get('frame-ancestors')).toEqual([SAFE_WALLET_ORIGIN]);
  });

  it('connects only to this origin, the RPC origins and the wallet SDK hosts: no avatar host', () => {
    expect(production.get('connect-src')).toEqual([
      "'self'",
      'https://eth.example.org',
      'http://127.0.0.1:8545',
      'http://127.0.0.1:8546',
      ...WALLETCONNECT_CONNECT_SOURCES,
      ...COINBASE_CONNECT_SOURCES,
      'https://metamask-sdk.api.cx.metamask.io',
      'wss://metamask-sdk.api.cx.metamask.io',
      'https://mm-sdk-analytics.api.cx.metamask.io',
    ]);
    expect(production.get('connect-src')).not.toContain('ws:');
    expect(production.get('connect-src')?.join(' ')).not.toContain('SECRET-KEY');
  });

  it('names the WalletConnect relay, Verify, pulse and AppKit hosts', () => {
    expect(WALLETCONNECT_CONNECT_SOURCES).toEqual(
      expect.arrayContaining([
        'wss://relay.walletconnect.org',
        'https://verify.walletconnect.org',
        'https://pulse.walletconnect.org',
        'https://api.web3modal.org',
        'https://rpc.walletconnect.org',
      ]),
    );
    expect(production.get('frame-src')).toEqual([...WALLETCONNECT_FRAME_SOURCES]);
  });

  it('shows images from this origin only (avatars come through our route), icons from data: and blob: URLs', () => {
    expect(production.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows inline style (the kit\'s theme element, style attributes) but no style host beyond the modal\'s font', () => {
    expect(production.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(production.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
  });

  it('locks plug-ins, <base> and form targets', () => {
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('base-uri')).toEqual(["'self'"]);
    expect(production.get('form-action')).toEqual(["'self'"]);
  });

  it('reports violations to the app\'s own route by report-uri, without a report-to that would make Chromium skip it', () => {
    expect(production.get('report-uri')).toEqual(['/api/csp-report']);
    expect(production.has('report-to')).toBe(false);
  });

  it('never allows a wildcard host, http: or any scheme-wide script source', () => {
    for (const [name, sources] of production) {
      expect(sources, name).not.toContain('*');
      expect(sources, name).not.toContain('http:');
      expect(sources, name).not.toContain('https:');
    }
  });
});

describe('contentSecurityPolicy in development', () => {
  it("adds 'unsafe-eval' and inline scripts for React Refresh and HMR, ws: for the HMR socket, and nothing else", () => {
    expect(development.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'unsafe-inline'"]);
    expect(development.get('connect-src')).toEqual([...(production.get('connect-src') ?? []), 'ws:']);
    const others = (map: Map<string, string[]>) => [...map].filter(([name]) => name !== 'script-src' && name !== 'connect-src');
    expect(others(development)).toEqual(others(production));
  });
});

describe('permissionsPolicy', () => {
  const entries = new Map(
    permissionsPolicy()
      .split(', ')
      .map((entry) => {
        const match = /^([a-z-]+)=\(([^)]*)\)$/.exec(entry);
        expect(match, entry).not.toBeNull();
        return [match?.[1] ?? '', match?.[2] ?? ''] as const;
      }),
  );

  it('turns off every unused feature, camera, microphone, geolocation, payment and hardware included', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
      expect(DISABLED_FEATURES).toContain(feature);
      expect(entries.get(feature), feature).toBe('');
    }
    expect(entries.size).toBe(DISABLED_FEATURES.length + 1);
  });

  it('keeps clipboard-write for this origin (Copy address)', () => {
    expect(entries.get('clipboard-write')).toBe('self');
  });
});

describe('securityHeaders', () => {
  const names = (options: { production: boolean }) => securityHeaders(CONFIG, options).map(({ key }) => key);

  it('sends CSP, Referrer-Policy, Permissions-Policy and COOP always, nosniff and HSTS in production only', () => {
    expect(names({ production: true })).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Strict-Transport-Security',
    ]);
    expect(names({ production: false })).toEqual(['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']);
    const headers = Object.fromEntries(securityHeaders(CONFIG, { production: true }).map(({ key, value }) => [key, value]));
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    expect(HSTS_VALUE).toBe('max-age=63072000; includeSubDomains');
  });

  it('never sends X-Frame-Options, which cannot allow Safe{Wallet} alone', () => {
    expect(names({ production: true })).not.toContain('X-Frame-Options');
  });
});

describe('securityHeaderRules', () => {
  it('applies the headers to every path, the CORS headers to the Safe App manifest, and no referrer and noindex to request pages', () => {
    const rules = securityHeaderRules(CONFIG, { production: true });
    expect(rules).toEqual([
      { source: '/:path*', locale: false, headers: securityHeaders(CONFIG, { production: true }) },
      { source: '/manifest.json', headers: [...SAFE_APP_MANIFEST_CORS_HEADERS] },
      { source: '/pay/:id', headers: [...PAY_PAGE_HEADERS] },
    ]);
    expect(PAY_PAGE_HEADERS).toEqual([
      { key: 'Referrer-Policy', value: 'no-referrer' },
      { key: 'X-Robots-Tag', value: 'noindex' },
    ]);
    expect(SAFE_APP_MANIFEST_CORS_HEADERS).toEqual([
      { key: 'Access-Control-Allow-Origin', value: '*' },
      { key: 'Access-Control-Allow-Methods', value: 'GET' },
      { key: 'Access-Control-Allow-Headers', value: 'X-Requested-With, content-type, Authorization' },
    ]);
  });
});

describe('next.config.ts', () => {
  it('serves the rules from headers(), with HSTS for `next build` and without it for `next dev`', async () => {
    const built = await nextConfig(PHASE_PRODUCTION_BUILD).headers?.();
    const dev = await nextConfig(PHASE_DEVELOPMENT_SERVER).headers?.();
    const keys = (rules: typeof built) => rules?.[0]?.headers.map(({ key }) => key);
    expect(built?.map(({ source }) => source)).toEqual(['/:path*', SAFE_APP_MANIFEST_PATH, '/pay/:id']);
    expect(keys(built)).toContain('Strict-Transport-Security');
    expect(keys(dev)).not.toContain('Strict-Transport-Security');
    expect(dev?.[0]?.headers.find(({ key }) => key === 'Content-Security-Policy')?.value).toContain("'unsafe-eval'");
  });

  it('turns off the Turbopack shared runtime, whose inline bootstrap script script-src would refuse', () => {
    expect(nextConfig(PHASE_PRODUCTION_BUILD).experimental?.turbopackSharedRuntime).toBe(false);
  });
});

describe('public/manifest.json (Safe App manifest)', () => {
  const publicFile = (name: string) => fileURLToPath(new URL(`../../public/${name}`, import.meta.url));
  const manifest = JSON.parse(readFileSync(publicFile('manifest.json'), 'utf8')) as Record<string, unknown>;

  it('has the name, description and icon Safe{Wallet} reads, within its limits', () => {
    expect(manifest.name).toBe(APP_NAME);
    expect(typeof manifest.description).toBe('string');
    expect((manifest.description as string).length).toBeGreaterThan(0);
    expect((manifest.description as string).length).toBeLessThanOrEqual(200);
    expect(manifest.iconPath).toBe('safe-app-logo.svg');
    // The same file is the web app manifest: its PNG icons follow the SVG one Safe{Wallet} shows.
    expect((manifest.icons as unknown[])[0]).toEqual({ src: 'safe-app-logo.svg', sizes: 'any', type: 'image/svg+xml' });
  });

  it('points at a square SVG of at least 128 × 128 px', () => {
    const file = publicFile(manifest.iconPath as string);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    const width = Number(/<svg[^>]*\bwidth="(\d+)"/.exec(svg)?.[1]);
    const height = Number(/<svg[^>]*\bheight="(\d+)"/.exec(svg)?.[1]);
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(128);
  });
});
