/**
 * Every visitor's language (`docs/i18n.md`): each page server-rendered in
 * each locale with no English in it, the kit in the same language, German
 * amounts and gwei fees with a decimal comma (typed, or in a pasted list)
 * sent exactly, the language menu and its cookie, the first visit's
 * redirect by `Accept-Language`, and axe on a non-Latin locale.
 */
import { request, type Page } from '@playwright/test';
import { parseEther, parseGwei, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { localePath } from '../lib/i18n/alternateLinks';
import { DEFAULT_LOCALE, LOCALES, type AppLocale } from '../lib/i18n/locales';
import { LOCALE_COOKIE } from '../lib/i18n/localeCookie';
import deDE from '../messages/de-DE.json' with { type: 'json' };
import enUS from '../messages/en-US.json' with { type: 'json' };
import esLA from '../messages/es-419.json' with { type: 'json' };
import frFR from '../messages/fr-FR.json' with { type: 'json' };
import jaJP from '../messages/ja-JP.json' with { type: 'json' };
import zhCN from '../messages/zh-CN.json' with { type: 'json' };
import { MOCK_WALLET_RDNS } from '../tooling/mockWallet/mockWalletProtocol';
import { e2eNodeClient, MAINNET_ID, SEPOLIA_ID } from './fixtures/anvilNodes';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectPaid, freshRecipients } from './fixtures/batchPayments';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';

const CATALOGUES: Readonly<Record<AppLocale, typeof enUS>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'fr-FR': frFR,
  'es-419': esLA,
  'ja-JP': jaJP,
  'zh-CN': zhCN,
};

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

/** Connects the mock wallet through the kit by its test ids (the words are the locale's) and signs in. */
async function connectByTestIds(page: Page): Promise<void> {
  await page.getByTestId('rk-connect-button').click();
  await page.getByTestId(`rk-wallet-option-${MOCK_WALLET_RDNS}`).click();
  await page.getByTestId('rk-auth-message-button').click();
  await expect(page.getByTestId('rk-account-button')).toBeVisible();
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
  expect(missingText).toContain(deDE.ErrorPage.notFoundTitle);
  expect(missingText).toContain(deDE.Header.send);
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

test.describe('a German send', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 38 } });

  test('refuses an ambiguous "1.000" and a grouped "1.000,5"; "0,5" ETH with fees typed as "100,5" and "1,5" gwei arrives as exactly 0.5 ETH at those fees', async ({ page, wallet }) => {
    const de = CATALOGUES['de-DE'];
    // A fresh address: nobody else sends to it.
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const node = e2eNodeClient(SEPOLIA_ID);
    const before = await node.getBalance({ address: recipient });
    await page.goto('/de-DE');
    await connectByTestIds(page);
    await page.getByRole('navigation', { name: de.Header.nav }).getByRole('link', { name: de.Header.send, exact: true }).click();
    await expect(page).toHaveURL(/\/de-DE\/send$/);
    await page.getByLabel(de.Send.recipient, { exact: true }).fill(recipient);
    // "1.000" is one thousand to a German reader and 1 to a parser: refused, with both readings offered.
    const amount = page.getByLabel(de.Send.amount, { exact: true });
    await amount.fill('1.000');
    await expect(page.getByTestId('error-amount')).toHaveText('„1.000“ ist mehrdeutig: Schreiben Sie 1000 oder 1.');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('1.000,5');
    await expect(page.getByTestId('error-amount')).toHaveText('Schreiben Sie „1.000,5“ ohne Tausendertrennzeichen: 1000,5.');
    await amount.fill('0,5');
    await expect(page.getByTestId('error-amount')).toHaveCount(0);
    await page.getByText(de.Send.advanced, { exact: true }).click();
    await page.getByLabel(de.Send.maxFee, { exact: true }).fill('12.500');
    await expect(page.getByTestId('error-maxFeePerGas')).toHaveText('„12.500“ ist mehrdeutig: Schreiben Sie 12500 oder 12,5.');
    await page.getByLabel(de.Send.maxFee, { exact: true }).fill('100,5');
    await page.getByLabel(de.Send.maxPriorityFee, { exact: true }).fill('1,5');
    await expect(page.getByTestId('total-amount')).toHaveText(/^0,5\d* ETH$/);
    await page.getByRole('button', { name: de.Send.submit, exact: true }).click();
    await expect(page.getByTestId('sent-status')).toHaveText(de.Status.confirmed, { timeout: 20_000 });
    expect(await node.getBalance({ address: recipient })).toBe(before + parseEther('0.5'));
    expect(wallet.requestsOf('eth_sendTransaction')[0]?.params).toEqual([
      expect.objectContaining({ maxFeePerGas: toHex(parseGwei('100.5')), maxPriorityFeePerGas: toHex(parseGwei('1.5')) }),
    ]);
  });

  test('of a pasted list as a German spreadsheet exports it ("0,5", ";" between the fields) pays each recipient exactly', async ({ page, wallet: _wallet }) => {
    const de = CATALOGUES['de-DE'];
    const recipients = freshRecipients(2);
    await page.goto('/de-DE/send');
    await connectByTestIds(page);
    await page.getByRole('button', { name: de.Send.addRecipient, exact: true }).click();
    const form = page.getByTestId('batch-form');
    await form.getByText(de.Batch.pasteList, { exact: true }).click();
    const list = form.getByLabel(de.Batch.list, { exact: true });
    await list.fill(`Adresse;Betrag\n${recipients[0]};1.500`);
    await form.getByRole('button', { name: de.Batch.useList, exact: true }).click();
    await expect(form.getByText('Zeile 2: „1.500“ ist mehrdeutig: Schreiben Sie 1500 oder 1,5.', { exact: true })).toBeVisible();
    await list.fill(`Adresse;Betrag\n${recipients[0]};0,5\n${recipients[1]};0,25`);
    await form.getByRole('button', { name: de.Batch.useList, exact: true }).click();
    const second = form.getByRole('group', { name: de.Batch.payment.replace('{number}', '2'), exact: true });
    await expect(second.getByLabel(de.Send.recipient, { exact: true })).toHaveValue(recipients[1] as string);
    await expect(second.getByRole('textbox').nth(1)).toHaveValue('0,25');
    const submit = page.getByTestId('batch-send');
    await expect(submit).toHaveText('2 Zahlungen senden');
    await submit.click();
    await expect(page.getByTestId('batch-count')).toHaveText('2 von 2 gesendet', { timeout: 20_000 });
    await expectPaid(recipients, [parseEther('0.5'), parseEther('0.25')]);
  });
});

test.describe('a Japanese send', () => {
  test.use({ walletOptions: { accountIndex: 59 } });

  test('typed with an IME in full-width ("０．２５") arrives as exactly 0.25 ETH, listed as "0.25 ETH を … に送金"', async ({ page, wallet: _wallet }) => {
    const ja = CATALOGUES['ja-JP'];
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const node = e2eNodeClient(MAINNET_ID);
    await page.goto('/ja-JP/send');
    await connectByTestIds(page);
    await page.getByLabel(ja.Send.recipient, { exact: true }).fill(recipient);
    await page.getByLabel(ja.Send.amount, { exact: true }).fill('０．２５');
    await expect(page.getByTestId('error-amount')).toHaveCount(0);
    await expect(page.getByTestId('total-amount')).toHaveText(/^0\.25\d* ETH$/);
    await page.getByRole('button', { name: ja.Send.submit, exact: true }).click();
    await expect(page.getByTestId('sent-status')).toHaveText(ja.Status.confirmed, { timeout: 20_000 });
    expect(await node.getBalance({ address: recipient })).toBe(parseEther('0.25'));
    // The transaction's description writes the amount by the page's rule, not as it was typed.
    await page.goto('/ja-JP/account');
    await expect(new AccountOverviewPage(page).transactions.first()).toContainText(/0\.25\sETH を 0x/);
  });
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
