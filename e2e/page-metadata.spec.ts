/**
 * What a browser, a search engine and a home screen read of each page:
 * its own title and meta description, a theme colour for each colour
 * scheme, the icons, and the web app manifest as Chromium parses it
 * (`Page.getAppManifest`), with every icon it names served at its declared
 * size and type; and the messages in its data, only the namespaces it
 * reads. Lighthouse's SEO and best-practices categories check the same
 * (`npm run bench`).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { THEME_COLORS } from '../lib/config/themeColors';
import { PAGE_NAMESPACES } from '../lib/i18n/pageNamespaces';
import { expect, test } from './fixtures/test';

/** Every page, with the document title it must have. */
const PAGES = [
  { path: '/', title: 'Co-Editions' },
  { path: '/account', title: 'Account · Co-Editions' },
  { path: '/send', title: 'Send · Co-Editions' },
] as const;

/** Width and height of a PNG, from its IHDR chunk (bytes 16 to 23, big-endian). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The manifest as Chromium parsed it for `page`: its URL, its errors, and its raw JSON. */
async function appManifest(page: Page): Promise<{ url: string; errors: string[]; data: Record<string, unknown> }> {
  const session = await page.context().newCDPSession(page);
  const manifest = (await session.send('Page.getAppManifest', {})) as { url: string; errors: Array<{ message: string }>; data?: string };
  await session.detach();
  return { url: manifest.url, errors: manifest.errors.map((error) => error.message), data: JSON.parse(manifest.data ?? 'null') as Record<string, unknown> };
}

/** Fetches `src` (relative to `base`) and checks it is served with `type` and, for a PNG, `sizes`. */
async function expectIconServed(request: APIRequestContext, base: string, icon: { src: string; type: string; sizes: string }): Promise<void> {
  const response = await request.get(new URL(icon.src, base).href);
  expect(response.status(), icon.src).toBe(200);
  expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  if (icon.type === 'image/png') expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
}

for (const { path, title } of PAGES) {
  test(`${path} has its own title and description, both theme colours, the icons and the manifest`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, 'meta description').toBeGreaterThan(50);
    expect(description?.length ?? 0, 'meta description').toBeLessThanOrEqual(160);
    await expect(page.locator('meta[name="description"]'), 'one description').toHaveCount(1);

    for (const scheme of ['light', 'dark'] as const) {
      await expect(page.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`)).toHaveAttribute('content', THEME_COLORS[scheme]);
    }
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
  });
}

test('every page has a description of its own', async ({ page }) => {
  const descriptions = new Set<string | null>();
  for (const { path } of PAGES) {
    await page.goto(path);
    descriptions.add(await page.locator('meta[name="description"]').getAttribute('content'));
  }
  expect(descriptions.size).toBe(PAGES.length);
});

test('Chromium reads the web app manifest without an error, and every icon it names is served at its size', async ({ page, request }) => {
  await page.goto('/');
  const { url, errors, data } = await appManifest(page);
  expect(new URL(url).pathname).toBe('/manifest.json');
  expect(errors).toEqual([]);
  expect(data).toMatchObject({
    name: 'Co-Editions',
    short_name: 'Co-Editions',
    start_url: '/',
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: THEME_COLORS.light,
  });
  const icons = data.icons as Array<{ src: string; type: string; sizes: string; purpose?: string }>;
  const png = icons.filter((icon) => icon.type === 'image/png');
  expect(png.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) await expectIconServed(request, url, icon);
  await expectIconServed(request, url, { src: '/icons/apple-touch-icon.png', type: 'image/png', sizes: '180x180' });
});

test('/robots.txt lets every crawler in', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain\b/);
  expect(await response.text()).toBe('User-agent: *\nAllow: /\n');
});

test('each page’s HTML carries only the message namespaces it reads', async ({ request }) => {
  for (const [path, page] of [['/', 'home'], ['/send', 'send'], ['/requests', 'requests'], ['/account', 'account'], ['/de-DE/account', 'account']] as const) {
    const html = await (await request.get(path)).text();
    const data = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    const { props } = JSON.parse(data ?? '{}') as { props: { pageProps: { messages: Record<string, unknown> } } };
    expect(Object.keys(props.pageProps.messages).sort(), path).toEqual([...PAGE_NAMESPACES[page]].sort());
  }
});
