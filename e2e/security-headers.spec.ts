/**
 * The security headers (`docs/security.md`) on every kind of response of the running
 * production e2e build: pages, the 404 page, API routes, static chunks and
 * `public/` files, and the Safe App manifest with its CORS headers; then, in
 * Chromium, who may frame the app (`frame-ancestors`).
 */
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { appEnvironment, DEAD_RPC_URL } from '../tooling/appBuild';
import { E2E_CHAIN_IDS, readE2eEnv, type E2eChainId } from '../tooling/e2eEnv';
import { openInFrameOf, SAFE_APP_HOST_PATH } from './fixtures/safeAppHost';
import { expect, test } from './fixtures/test';
import { parseAppConfig } from '../lib/config/appConfig';
import {
  HSTS_VALUE,
  permissionsPolicy,
  SAFE_APP_MANIFEST_PATH,
  SAFE_WALLET_ORIGIN,
  securityHeaders,
} from '../lib/security/securityHeaders';

/** The CSP directives of a header value, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens): tokens is [string, ...string[]] => Boolean(tokens[0]))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/**
 * The headers the e2e build must send: `lib/security/securityHeaders.ts` applied to
 * the environment the build was made with (its RPC URLs on this run's anvil
 * ports), in production.
 */
function expectedHeaders(): Record<string, string> {
  const { rpcUrls } = readE2eEnv();
  const ports = Object.fromEntries(E2E_CHAIN_IDS.map((chainId) => [chainId, Number(new URL(rpcUrls[chainId]).port)])) as Record<E2eChainId, number>;
  const config = parseAppConfig(appEnvironment(ports));
  return Object.fromEntries(securityHeaders(config, { production: true }).map(({ key, value }) => [key.toLowerCase(), value]));
}

/** Asserts `response` carries every security header with its expected value. */
function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  for (const [name, value] of Object.entries(expectedHeaders())) {
    expect(headers[name], `${name} on ${response.url()} (${response.status()})`).toBe(value);
  }
  expect(headers['x-frame-options'], response.url()).toBeUndefined();
}

/** The first script chunk `/`'s HTML loads from `/_next/static` (its stylesheet is inline). */
async function staticScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'a script chunk in /').toBeDefined();
  return script ?? '';
}

test.describe('every response carries the security headers', () => {
  for (const path of ['/', '/send', '/account', '/no-such-page']) {
    test(`the page ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(path === '/no-such-page' ? 404 : 200);
      expectSecurityHeaders(response);
    });
  }

  test('the API routes, answered or refused', async ({ request }) => {
    const nonce = await request.get('/api/auth/nonce');
    expect(nonce.status()).toBe(200);
    expectSecurityHeaders(nonce);
    const session = await request.get('/api/auth/session');
    expect(session.status()).toBe(200);
    expectSecurityHeaders(session);
    const wrongMethod = await request.delete('/api/auth/verify');
    expect(wrongMethod.status()).toBe(405);
    expectSecurityHeaders(wrongMethod);
  });

  test('static chunks and public files', async ({ request }) => {
    const script = await staticScript(request);
    for (const path of [script, '/favicon.svg', '/safe-app-logo.svg', SAFE_APP_MANIFEST_PATH]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response);
    }
  });
});

test.describe('the policy of the production build', () => {
  test('scripts only from this origin, framed only by Safe{Wallet}, RPC nodes reachable, HSTS on', async ({ request }) => {
    const headers = (await request.get('/')).headers();
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual([SAFE_WALLET_ORIGIN]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    const { rpcUrls } = readE2eEnv();
    // Every URL of the build's RPC lists, the dead first one of Ethereum included.
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", DEAD_RPC_URL, ...E2E_CHAIN_IDS.map((chainId) => new URL(rpcUrls[chainId]).origin)]),
    );
    expect(csp.get('connect-src')).not.toContain('ws:');
    expect(headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe(permissionsPolicy());
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('no page holds an inline script that would run: only __NEXT_DATA__, which is JSON', async ({ request }) => {
    for (const path of ['/', '/send', '/account', '/no-such-page']) {
      const html = await (await request.get(path)).text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]?.trim());
      expect(inline, path).toEqual(['id="__NEXT_DATA__" type="application/json"']);
    }
  });
});

test.describe('the Safe App manifest', () => {
  test('/manifest.json has the name, description and icon Safe{Wallet} reads, and its CORS headers', async ({ request }) => {
    const response = await request.get(SAFE_APP_MANIFEST_PATH, { headers: { Origin: SAFE_WALLET_ORIGIN } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toMatch(/^application\/json\b/);
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['access-control-allow-methods']).toBe('GET');
    expect(headers['access-control-allow-headers']).toBe('X-Requested-With, content-type, Authorization');
    const manifest = (await response.json()) as { name: string; description: string; iconPath: string; icons: Array<{ src: string; type: string }> };
    expect(manifest).toMatchObject({ name: 'Co-Editions', iconPath: 'safe-app-logo.svg' });
    expect(manifest.description.length).toBeGreaterThan(0);
    expect(manifest.description.length).toBeLessThanOrEqual(200);

    // iconPath and icons[].src are relative to the manifest, as Safe{Wallet} resolves them.
    for (const { src, type } of [{ src: manifest.iconPath, type: 'image/svg+xml' }, ...manifest.icons]) {
      const icon = await request.get(new URL(src, response.url()).href);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toContain(type);
    }
  });

  test('the pages carry no CORS header: only the manifest is shared', async ({ request }) => {
    const page = await request.get('/', { headers: { Origin: SAFE_WALLET_ORIGIN } });
    expect(page.headers()['access-control-allow-origin']).toBeUndefined();
  });
});

/** Whether the frame titled "Safe App" in `page` ended on Chromium's error page (a refused frame). */
async function frameRefused(page: Page): Promise<boolean> {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  return frame?.url() === 'chrome-error://chromewebdata/';
}

test.describe('frame-ancestors', () => {
  test('https://app.safe.global may frame the app', async ({ page }) => {
    const app = await openInFrameOf(page, SAFE_WALLET_ORIGIN);
    await expect(app.getByTestId('rk-connect-button')).toBeVisible();
  });

  for (const [who, origin] of [
    ['another site', 'https://evil.example'],
    ['the app\'s own origin', ''],
  ] as const) {
    test.describe(() => {
      test.use({ expectedConsoleLines: { 'the refusal the test asserts': /^Framing '.*' violates the following Content Security Policy directive: "frame-ancestors / } });

      test(`${who} may not`, async ({ page }) => {
        const hostOrigin = origin || new URL(readE2eEnv().baseUrl).origin;
        const refusal = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
        await openInFrameOf(page, hostOrigin);
        // Chromium: "Framing '<app>/' violates the following Content Security
        // Policy directive: "frame-ancestors https://app.safe.global". …"
        const message = (await refusal).text();
        expect(message).toContain(`'${readE2eEnv().baseUrl}/'`);
        expect(message).toContain(`"frame-ancestors ${SAFE_WALLET_ORIGIN}"`);
        await expect.poll(() => frameRefused(page)).toBe(true);
        expect(page.url()).toBe(`${hostOrigin}${SAFE_APP_HOST_PATH}`);
      });
    });
  }
});
