/**
 * No page scrolls sideways on a phone, in any state the app has: the
 * document is never wider than the viewport at 320 px (iPhone SE) and
 * 375 px (iPhone 8), disconnected, connected and signed in, on the wrong
 * network, with pending, confirmed and failed transactions, with error
 * messages shown, and with a 64-character ENS name; nor does a card's
 * content reach past its edge. Long values wrap or are shortened (`styles/`; amounts longer than a line: `long-amounts.spec.ts`). The connected header fits every width from
 * 320 to 1280 px in every language, the account's short address whole.
 */
import { devices, type Page } from '@playwright/test';
import { maxUint256 } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ensNameQueryKey } from '../components/header/useCachedProfile';
import { QUERY_CACHE_STORAGE_KEY } from '../lib/storage/queryClient';
import { formatAmount } from '../lib/format/formatAmount';
import { deployAlwaysReverts, MAINNET_ID, SEPOLIA_ID, withMiningHeld } from './fixtures/anvilNodes';
import { createRequestOverApi } from './fixtures/requestOverApi';
import { headerRows } from './fixtures/headerRows';
import { expectNoSidewaysScroll, expectWithinCard } from './fixtures/sidewaysScroll';
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE } from '../lib/i18n/locales';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { PayPage } from './pages/PayPage';
import { RequestsPage } from './pages/RequestsPage';
import { SendPage } from './pages/SendPage';

/** On a phone's user agent the kit lists no EIP-6963 wallets: the mock wallet is its "Browser Wallet" (`window.ethereum`). */
const BROWSER_WALLET = 'injected';

/** A primary name of 64 characters: 60 letters and ".eth". */
const LONG_ENS_NAME = `${'averyveryverylongname'.repeat(3).slice(0, 60)}.eth`;

/** The phones, without their WebKit default: the project's Chromium with their viewport, touch and user agent. */
const PHONES = [
  { name: '320 px (iPhone SE)', device: devices['iPhone SE'], maxHeaderRows: 2 },
  { name: '375 px (iPhone 8)', device: devices['iPhone 8'], maxHeaderRows: 2 },
];

/**
 * Makes `name` the primary ENS name of `address` in the persisted query
 * cache (fresh, so not looked up again for 24 h) before each page load's
 * first script, as a lookup that found one would have left it: the e2e
 * chains have no ENS deployment. Written at load time, so the app's own
 * writes of the cache cannot race it.
 */
async function stubEnsName(page: Page, address: string, name: string): Promise<void> {
  await page.addInitScript(
    ({ key, queryKey, name }) => {
      type StoredQuery = { queryKey: unknown; queryHash: string; state: Record<string, unknown> };
      type Stored = { buster: string; timestamp: number; clientState: { mutations: unknown[]; queries: StoredQuery[] } };
      let stored: Stored = { buster: '', timestamp: Date.now(), clientState: { mutations: [], queries: [] } };
      try {
        const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as Stored | null;
        if (parsed?.clientState?.queries) stored = parsed;
      } catch {
        // Unreadable: start afresh, as the app would.
      }
      // TanStack Query's hash of a key: JSON with object keys sorted.
      const queryHash = JSON.stringify(queryKey, (_, value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
          : value,
      );
      stored.clientState.queries = stored.clientState.queries.filter((query) => query.queryHash !== queryHash);
      stored.clientState.queries.push({
        queryKey,
        queryHash,
        state: { data: name, dataUpdateCount: 1, dataUpdatedAt: Date.now(), error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle' },
      });
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: QUERY_CACHE_STORAGE_KEY, queryKey: [...ensNameQueryKey(address, MAINNET_ID)] as unknown[], name },
  );
}

for (const { name, device, maxHeaderRows } of PHONES) {
  const { defaultBrowserType: _webkit, ...phone } = device;

  test.describe(`at ${name}`, () => {
    test.use(phone);

    test('disconnected, connected and signed in, on every page', async ({ home, page, wallet }) => {
      const overview = new AccountOverviewPage(page);
      const send = new SendPage(page);
      await home.goto();
      await expect(home.connectButton).toBeVisible();
      await expectNoSidewaysScroll(page, 'disconnected /');
      await overview.goto();
      await expect(overview.connectPrompt).toBeVisible();
      await expectNoSidewaysScroll(page, 'disconnected /account');

      await home.goto();
      await home.connect(BROWSER_WALLET);
      await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
      await expectNoSidewaysScroll(page, 'signed in /');
      // Brand mark, chain and account buttons on one row; below 640 px the nav is a tab bar at the screen's foot.
      await expect(home.accountButton).toBeVisible();
      expect(await headerRows(page), 'rows of the connected header').toBeLessThanOrEqual(maxHeaderRows);
      await overview.openFromHeader();
      await expect(overview.address).toHaveText(wallet.address);
      await expect(overview.signIn).toHaveAttribute('data-signed-in-as', wallet.address);
      await expectNoSidewaysScroll(page, 'signed in /account');
      await send.openFromHeader();
      await expect(send.form).toBeVisible();
      await expectNoSidewaysScroll(page, 'signed in /send');

      // Every error the form can show at once: a bad recipient, an amount past the balance.
      await send.fill({ recipient: `0x${'g'.repeat(40)}-not-an-address-nor-a-name`, amount: '99999999999999999999' });
      await expect(send.error('recipient')).toBeVisible();
      await expect(send.error('amount')).toBeVisible();
      await expectNoSidewaysScroll(page, 'errors shown on /send');

      // Filled in, with the fee and total in dollars: the widest the summary gets.
      await send.fill({ recipient: privateKeyToAccount(generatePrivateKey()).address, amount: '0.5' });
      await expect(send.feeTotal).toContainText('$');
      await expectWithinCard(send.form, 'filled-in /send');
    });

    test('on the wrong network', async ({ home, page, wallet }) => {
      await home.goto();
      await home.connect(BROWSER_WALLET);
      await wallet.moveToChain(1337);
      await expect(home.accountPanel.unsupportedChainNotice).toContainText('chain id 1337');
      await expectNoSidewaysScroll(page, 'wrong network /');
    });

    test('with a 64-character ENS name', async ({ home, page, wallet }) => {
      await stubEnsName(page, wallet.address, LONG_ENS_NAME);
      await home.goto();
      await home.connect(BROWSER_WALLET);
      await expect(page.getByText(LONG_ENS_NAME).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'long ENS name on /');
      const overview = new AccountOverviewPage(page);
      await overview.openFromHeader();
      await expect(page.getByRole('heading', { name: LONG_ENS_NAME })).toBeVisible();
      await expectNoSidewaysScroll(page, 'long ENS name on /account');
    });
  });
}

test.describe('every width from 320 to 1280 px, in every language', () => {
  test('signed in, the balance in fiat too: nothing scrolls sideways, the header is one row from 640 px up, and the short address is whole', async ({ home, page }) => {
    await home.gotoSignedIn();
    const name = home.accountButton.locator('.wallet-account-name');
    // Each language starts at the suite's 1280 px, where the fiat figure shows; its loop ends there.
    for (const locale of LOCALES) {
      await page.goto(`${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/account`);
      // The figure, or its reason while prices.spec.ts holds the shared feed stale.
      await expect(page.getByTestId('header-balance-fiat').or(page.getByTestId('header-balance-fiat-missing'))).toBeVisible();
      for (let width = 320; width <= 1280; width += 20) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoSidewaysScroll(page, `${locale} at ${width} px`);
        expect(await headerRows(page), `rows of the connected header, ${locale} at ${width} px`).toBeLessThanOrEqual(width >= 640 ? 1 : 2);
        // "0xf3…2266" may not shrink to "0xf…" for want of room (a long ENS name may).
        const clipped = await name.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(clipped, `px of the account's short address cut off, ${locale} at ${width} px`).toBe(0);
      }
    }
  });
});

test.describe('in the pseudo-locale (every string about 40% longer), at 320 px', () => {
  const { defaultBrowserType: _webkit, ...phone } = devices['iPhone SE'];
  test.use(phone);

  test('every page, disconnected, connected and signed in, and with errors shown', async ({ page, wallet }) => {
    for (const path of ['', '/account', '/send']) {
      await page.goto(`/${PSEUDO_LOCALE}${path}`);
      await expect(page.getByTestId('rk-connect-button')).toBeVisible();
      await expect(page.locator('main h1'), 'the heading, lengthened').toContainText('~');
      await expectNoSidewaysScroll(page, `disconnected /${PSEUDO_LOCALE}${path}`);
    }
    await page.goto(`/${PSEUDO_LOCALE}`);
    await page.getByTestId('rk-connect-button').click();
    await page.getByTestId(`rk-wallet-option-${BROWSER_WALLET}`).click();
    await page.getByTestId('rk-auth-message-button').click();
    await expect(page.getByTestId('sign-in-status')).toHaveAttribute('data-signed-in-as', wallet.address);
    await expectNoSidewaysScroll(page, `signed in /${PSEUDO_LOCALE}`);
    expect(await headerRows(page), 'rows of the connected header').toBeLessThanOrEqual(2);
    for (const path of ['/account', '/send']) {
      await page.goto(`/${PSEUDO_LOCALE}${path}`);
      await expect(page.getByTestId('rk-account-button')).toBeVisible();
      await expect(page.locator('main h1')).toBeVisible();
      await expectNoSidewaysScroll(page, `signed in /${PSEUDO_LOCALE}${path}`);
    }
    await page.locator('input[name="recipient"]').fill(`0x${'g'.repeat(40)}-not-an-address-nor-a-name`);
    await page.locator('input[name="amount"]').fill('99999999999999999999');
    await expect(page.locator('.field-error')).toHaveCount(2);
    await expectNoSidewaysScroll(page, `errors shown on /${PSEUDO_LOCALE}/send`);
  });
});

test.describe('payment requests, at 320 px', () => {
  const { defaultBrowserType: _webkit, ...phone } = devices['iPhone SE'];
  test.use({ ...phone, walletOptions: { accountIndex: 48 } });

  test('/requests signed out and signed in, with a request made and listed, and its /pay/<id> page', async ({ home, page, wallet, playwright, baseURL }) => {
    // The largest amount the API takes, 2^256 - 1 wei: 85 characters in "Your requests".
    await createRequestOverApi({ playwright, baseURL, accountIndex: 48, amountWei: maxUint256 });
    const requests = new RequestsPage(page);
    await requests.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Ask to be paid' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'signed out /requests');
    await home.gotoSignedIn();
    await requests.goto();
    await expect(requests.items.getByTestId('request-amount')).toHaveText(formatAmount({ value: maxUint256, decimals: 18, symbol: 'ETH' }).text);
    await expectNoSidewaysScroll(page, 'a request of 2^256 - 1 wei listed');
    // A note of one 140-character word: it must wrap, not widen the page.
    const link = await requests.create({ amount: '0.000000000000000001', note: 'n'.repeat(140), expires: 'In 30 days' });
    await expect(requests.qrCode).toBeVisible();
    await expect(requests.items.first().getByTestId('request-note')).toHaveText('n'.repeat(140));
    await expectNoSidewaysScroll(page, 'a request made on /requests');
    await requests.items.first().getByText('Link and QR code').click();
    await expect(requests.items.first().getByTestId('request-link')).toBeVisible();
    await expectNoSidewaysScroll(page, 'a listed request\'s link and QR code');
    for (const card of [requests.form, requests.created, requests.list]) await expectWithinCard(card, '/requests');
    const pay = new PayPage(page);
    await pay.goto(link);
    await expect(pay.note).toHaveText('n'.repeat(140));
    await expect(page.getByTestId('pay-own-request')).toBeVisible();
    await expectNoSidewaysScroll(page, '/pay/<id>, as its requester');
    await wallet.switchAccount(1);
    await expect(pay.payButton).toBeVisible();
    await expectNoSidewaysScroll(page, '/pay/<id>');
    await expectWithinCard(page.locator('.pay-request'), '/pay/<id>');
    await pay.hashField.fill(`0x${'a'.repeat(70)}`);
    await expect(page.getByText('A transaction hash is 0x and 64 hexadecimal digits.')).toBeVisible();
    await expectNoSidewaysScroll(page, '/pay/<id> with an error');
  });
});

test.describe('with pending, confirmed and failed transactions, at 320 px', () => {
  const { defaultBrowserType: _webkit, ...phone } = devices['iPhone SE'];
  test.use({ ...phone, walletOptions: { chainId: SEPOLIA_ID, accountIndex: 10 } });

  test('/send and /account', async ({ home, page, wallet }) => {
    test.setTimeout(90_000);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const reverting = await deployAlwaysReverts(SEPOLIA_ID, wallet.address);
    await home.goto();
    await home.connect(BROWSER_WALLET);
    const send = new SendPage(page);
    await send.openFromHeader();
    await send.sendAndConfirm({ recipient, amount: '0.01' });
    await expectNoSidewaysScroll(page, 'a confirmed transaction on /send');

    await send.fill({ recipient: reverting, amount: '0.01', gasLimit: '100000' });
    await send.send();
    await expect(send.sentStatus).toHaveText('Failed', { timeout: 20_000 });
    await expectNoSidewaysScroll(page, 'a failed transaction on /send');
    // Without a gas limit the estimate fails first: the form's error notice, with the contract's reason.
    await send.fill({ recipient: reverting, amount: '0.01', gasLimit: '' });
    await expect(send.estimateError).toBeVisible();
    await expectNoSidewaysScroll(page, 'the error notice on /send');

    await withMiningHeld(SEPOLIA_ID, async () => {
      await send.fill({ recipient, amount: '0.02', gasLimit: '' });
      await send.send();
      await expect(send.sentStatus).toHaveText('Pending');
      await expectNoSidewaysScroll(page, 'a pending transaction on /send');
      const overview = new AccountOverviewPage(page);
      await overview.openFromHeader();
      await expect(overview.transactions).toHaveCount(3);
      await expectNoSidewaysScroll(page, 'pending, confirmed and failed transactions on /account');
    });
  });
});
