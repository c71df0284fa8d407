/**
 * Every visitor's language (`docs/i18n.md`): each page server-rendered in
 * each locale with no English in it, the kit in the same language, the
 * language menu and its cookie, the first visit's redirect by
 * `Accept-Language`, and axe on a non-Latin locale. Amounts typed the
 * locale's way: `locale-amounts.spec.ts`.
 */
import { request } from '@playwright/test';
import { localePath } from '../lib/i18n/alternateLinks';
import { DEFAULT_LOCALE, LOCALES, type AppLocale } from '../lib/i18n/locales';
import { LOCALE_COOKIE } from '../lib/i18n/localeCookie';
import enUS from '../messages/en-US.json' with { type: 'json' };
import { expectNoAxeViolations } from './fixtures/axe';
import { CATALOGUES, connectByTestIds } from './fixtures/localeCatalogues';
import { expect, test } from './fixtures/test';

/** The title of the kit's Connect modal in each locale: RainbowKit's own words (its `connect.title`). */
const KIT_CONNECT_TITLE: Readonly<Record<AppLocale, string>> = {
  'en-US': 'Connect a Wallet',
  'de-DE': 'Ein Wallet verbinden',
  'fr-FR': 'Connecter un portefeuille',
  'es-419': 'Conectar una billetera',
  'ja-JP': 'ウォレットを接続する',
  'zh-CN': '连接钱包',
};

/** Each page, and its heading as the server renders it to a visitor with no wallet. */
const PAGES = [
  { path: '/', heading: (messages: typeof enUS) => messages.Home.heading },
  { path: '/send', heading: (messages: typeof enUS) => messages.Send.heading },
  { path: '/account', heading: (messages: typeof enUS) => messages.Account.heading },
] as const;

/**
 * en-US's messages that a page in another locale must not show: those its
 * catalogue words differently, of two words or more, with their arguments
 * cut out (what is left of "Send {symbol}" is no sentence).
 */
function englishPhrases(locale: AppLocale): string[] {
  const flat = (messages: object): string[] => Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : flat(value as object)));
  const own = new Set(flat(CATALOGUES[locale]));
  return flat(enUS)
    .filter((message) => !own.has(message))
    .flatMap((message) => message.split(/\{[^}]*\}|<[^>]*>/))
    .map((part) => part.trim())
    .filter((part) => /^[A-Z][a-z]+ [a-z]+/.test(part));
}

/** What the visitor can read of the server's HTML: the body's text, scripts and styles left out. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test.describe('server-rendered in each locale', () => {
  for (const locale of LOCALES) {
    test(`${locale}: every page in ${locale}, with lang, hreflang alternates and no English`, async ({ request, baseURL }) => {
      const messages = CATALOGUES[locale];
      const english = locale === DEFAULT_LOCALE ? [] : englishPhrases(locale);
      for (const { path, heading } of PAGES) {
        const url = localePath(locale, path);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${locale}"`);
        // Absolute URLs on the origin asked, as search engines require.
        const links = response.headers()['link']?.split(', ') ?? [];
        const origin = new URL(baseURL ?? '').origin;
        for (const other of LOCALES) {
          expect(links, `${url}: alternate ${other}`).toContain(`<${origin}${localePath(other, path)}>; rel="alternate"; hreflang="${other}"`);
        }
        expect(links, url).toContain(`<${origin}${path}>; rel="alternate"; hreflang="x-default"`);
        const text = visibleText(html);
        expect(text, url).toContain(heading(messages));
        expect(text, url).toContain(messages.Header.send);
        // The wallet slot's placeholder until the page knows whether a wallet is connected.
        expect(html, url).toContain(`aria-label="${messages.Wallet.loading}"`);
        expect(english.filter((phrase) => text.includes(phrase)), `${url}: English left`).toEqual([]);
      }
    });

    test(`${locale}: no other locale's messages in the page or its scripts`, async ({ request }) => {
      const html = await (await request.get(localePath(locale, '/send'))).text();
      const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
      expect(scripts.length).toBeGreaterThan(0);
      const bodies = [html, ...(await Promise.all(scripts.map(async (src) => (await request.get(src)).text())))];
      const others = LOCALES.filter((other) => other !== locale).map((other) => CATALOGUES[other].Home.intro);
      for (const body of bodies) expect(others.filter((intro) => body.includes(intro))).toEqual([]);
    });
  }
});

test("a missing page speaks the route's language", async ({ request }) => {
  const missing = await request.get('/de-DE/no-such-page');
  expect(missing.status()).toBe(404);
  const missingText = visibleText(await missing.text());
  expect(missingText).toContain(CATALOGUES['de-DE'].ErrorPage.notFoundTitle);
  expect(missingText).toContain(CATALOGUES['de-DE'].Header.send);
});

test.describe("the kit in the page's language", () => {
  for (const locale of LOCALES) {
    test(`${locale}: the Connect button and the kit's Connect modal`, async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const connect = page.getByTestId('rk-connect-button');
      await expect(connect).toHaveText(CATALOGUES[locale].Wallet.connect);
      await connect.click();
      await expect(page.getByRole('dialog', { name: KIT_CONNECT_TITLE[locale] })).toBeVisible();
      // The header kept its words through hydration and the kit's load: no flash of English.
      await expect(connect).toHaveText(CATALOGUES[locale].Wallet.connect);
    });
  }
});

test.describe('the language menu', () => {
  test('switches the language on the same page and remembers the choice for /', async ({ page, context }) => {
    await page.goto('/send');
    const menu = page.getByTestId('language-menu');
    await expect(menu.getByTestId('language-en-US')).toHaveAttribute('aria-current', 'true');
    await menu.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja-JP\/send$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGUES['ja-JP'].Send.heading);
    await expect(menu.getByTestId('language-ja-JP')).toHaveAttribute('aria-current', 'true');
    const cookie = (await context.cookies()).find(({ name }) => name === LOCALE_COOKIE);
    expect(cookie?.value).toBe('ja-JP');

    // A visitor who has chosen is never redirected: `/` is English, even for a Japanese browser.
    await page.setExtraHTTPHeaders({ 'accept-language': 'ja' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enUS.Home.heading);
  });
});

test.describe('the first visit', () => {
  /** A GET from a client of its own, with no cookie but those in `headers`: each request is somebody's first visit. */
  const get = async (baseURL: string | undefined, path: string, headers: Record<string, string>) => {
    const client = await request.newContext({ baseURL });
    try {
      const response = await client.get(path, { headers, maxRedirects: 0 });
      return { status: response.status(), headers: response.headers() };
    } finally {
      await client.dispose();
    }
  };

  test('to / is redirected once by Accept-Language to a locale we speak, and the cookie remembers it', async ({ baseURL }) => {
    const response = await get(baseURL, '/', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(response.status).toBe(307);
    expect(response.headers['location']).toMatch(/\/de-DE$/);
    expect(response.headers['set-cookie']).toMatch(new RegExp(`^${LOCALE_COOKIE}=de-DE;`));
    expect(response.headers['vary']).toMatch(/Accept-Language/);
    expect((await get(baseURL, '/de-DE', { 'accept-language': 'de-AT', cookie: `${LOCALE_COOKIE}=de-DE` })).status).toBe(200);
    // Once: with the cookie the redirect set, `/` is no longer redirected.
    expect((await get(baseURL, '/', { 'accept-language': 'de-AT', cookie: `${LOCALE_COOKIE}=de-DE` })).status).toBe(200);
    for (const [header, locale] of [['es-MX', 'es-419'], ['ja', 'ja-JP'], ['zh', 'zh-CN'], ['fr-CA', 'fr-FR']] as const) {
      expect((await get(baseURL, '/', { 'accept-language': header })).headers['location'], header).toMatch(new RegExp(`/${locale}$`));
    }
  });

  test('is not redirected for a language we do not speak, for no header, or anywhere but /', async ({ baseURL }) => {
    const cases: Record<string, string>[] = [{ 'accept-language': 'ko-KR,ko;q=0.9' }, { 'accept-language': 'en-GB' }, {}, { 'accept-language': '*' }];
    for (const headers of cases) {
      expect((await get(baseURL, '/', headers)).status, JSON.stringify(headers)).toBe(200);
    }
    for (const path of ['/send', '/account', '/fr-FR', '/fr-FR/send']) {
      expect((await get(baseURL, path, { 'accept-language': 'de' })).status, path).toBe(200);
    }
    // A visitor who chose English keeps it, whatever the browser says.
    expect((await get(baseURL, '/', { 'accept-language': 'de', cookie: `${LOCALE_COOKIE}=en-US` })).status).toBe(200);
  });
});

test.describe('accessibility in a non-Latin locale', () => {
  test('ja-JP: every page, disconnected and connected, has no axe violation', async ({ page, wallet: _wallet }) => {
    for (const { path } of PAGES) {
      await page.goto(localePath('ja-JP', path));
      await expect(page.getByTestId('rk-connect-button')).toBeVisible();
      await expectNoAxeViolations(page, { label: `ja-JP ${path}, disconnected` });
    }
    await page.goto(localePath('ja-JP', '/'));
    await connectByTestIds(page);
    await expect(page.getByTestId('account-panel')).toBeVisible();
    await expectNoAxeViolations(page, { label: 'ja-JP /, connected' });
  });
});
