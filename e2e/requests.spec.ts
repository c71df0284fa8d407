/**
 * Payment requests in the browser (`/requests`, `/pay/<id>`,
 * `docs/requests.md`): a requester and a payer, each in a browser context
 * of their own with their own mock wallet, on the e2e build, its embedded
 * database and the anvil nodes.
 */
import { parseEther } from 'viem';
import { anvilAccount } from '../tooling/anvilAccounts';
import { readE2eEnv, type E2eChainId } from '../tooling/e2eEnv';
import { displayName } from '../lib/format/displayName';
import { joinAtEllipsis } from '../lib/format/shortenAddress';
import { callTestToken, e2eNodeClient, MAINNET_ID, payFromAnvil, placeTestToken, SEPOLIA_ID, tokenBalanceOf } from './fixtures/anvilNodes';
import { USDC } from './fixtures/listedTokens';
import { openSecondVisitor, type SecondVisitor } from './fixtures/secondVisitor';
import { PayPage } from './pages/PayPage';
import { RequestsPage } from './pages/RequestsPage';
import { expect, test } from './fixtures/test';

const REQUESTER_INDEX = 45;
const PAYER_INDEX = 46;
const OUTSIDE_PAYER_INDEX = 47;

/**
 * How long a payment sent from /pay may take to read "Paid": its receipt is
 * polled every 4 s (viem's default), then our server reads it from the chain.
 */
const PAID_TIMEOUT_MS = 30_000;

/**
 * What a status pill reads once a payment is seen: confirming until its
 * block is final (64 blocks later on anvil), which another test's
 * `anvil_mine` may bring at any moment (`e2e/requests-watcher.spec.ts`).
 */
const PAID = /^Paid(?: · confirming \(\d+ blocks?\))?$/;

/** The id at the end of a `/pay/<id>` link. */
const idOf = (link: string) => link.split('/pay/')[1] ?? '';

/** Runs `during` with a signed-in payer of anvil account `accountIndex` (on Ethereum unless `chainId` says otherwise) in a browser context of their own, closed after. */
async function asPayer(
  browser: Parameters<typeof openSecondVisitor>[0],
  accountIndex: number,
  during: (payer: SecondVisitor) => Promise<void>,
  chainId: E2eChainId = MAINNET_ID,
): Promise<void> {
  const payer = await openSecondVisitor(browser, { accountIndex, chainId });
  try {
    await payer.home.gotoSignedIn();
    await during(payer);
    expect(payer.thirdPartyRequests).toEqual([]);
  } finally {
    await payer.context.close();
  }
}

test.describe('as the requester and the payer', () => {
  // A zone away from the server's UTC: /pay says when a request expires in the visitor's own.
  test.use({ walletOptions: { accountIndex: REQUESTER_INDEX }, timezoneId: 'Asia/Tokyo' });

  test('a request is made, paid by another account from its link, and shows "Paid" on both sides without a reload', async ({ home, page, wallet, browser, request }) => {
    await home.gotoSignedIn();
    const requests = new RequestsPage(page);
    await requests.goto();
    // Pasted with a tab, which the form sends as a space.
    const note = 'Cover art <b>v2</b>\thttps://example.com';
    const link = await requests.create({ amount: '0.05', note });
    const id = idOf(link);
    await expect(requests.qrCode).toBeVisible();
    await expect(requests.walletLink).toHaveText(`ethereum:${wallet.address}@1?value=50000000000000000`);
    const item = requests.item(id);
    await expect(item.getByTestId('request-status')).toHaveText('Open');
    await expect(item.getByTestId('request-amount')).toHaveText('0.05 ETH');
    // The note is text: its markup shows as typed, and its URL is no link.
    await expect(item.getByTestId('request-note')).toHaveText(note);
    await expect(item.getByTestId('request-note').locator('a, b')).toHaveCount(0);

    // The server renders the request for a payer who opens it cold, out of search engines and other sites' logs.
    const html = await request.get(link);
    expect(html.headers()['referrer-policy']).toBe('no-referrer');
    expect(html.headers()['x-robots-tag']).toBe('noindex');
    const body = await html.text();
    expect(body).toMatch(new RegExp(`${displayName(wallet.address)} requests <span[^>]*>0\\.05\u00a0ETH</span>`));
    expect(body).toMatch(/<meta name="robots" content="noindex"/);
    expect(body).not.toContain('<b>v2</b>');

    const node = e2eNodeClient(MAINNET_ID);
    const before = await node.getBalance({ address: wallet.address });
    await asPayer(browser, PAYER_INDEX, async (payer) => {
      const pay = new PayPage(payer.page);
      await pay.goto(link);
      await expect(pay.heading).toHaveText(`${displayName(wallet.address)} requests 0.05 ETH`);
      await expect(pay.network).toHaveText('Ethereum');
      await expect(pay.note).toHaveText(note);
      await expect(pay.status).toHaveText('Open');
      // The payer's wallet is on Sepolia: the page offers the request's network first.
      await expect(pay.payButton).toHaveCount(0);
      await pay.switchButton.filter({ hasText: 'Switch to Ethereum' }).click();
      // Before paying, the fee and the total, as the send form shows them.
      const fees = payer.page.getByTestId('fee-summary');
      await expect(fees.getByTestId('fee-amount')).toHaveText(/^0\.\d+\sETH$/);
      await expect(fees.getByTestId('total-amount')).toHaveText(/^0\.05\d+\sETH$/);
      await pay.payButton.filter({ hasText: 'Pay 0.05 ETH' }).click();
      await expect(pay.status).toHaveText(PAID, { timeout: PAID_TIMEOUT_MS });
      // Said once: the status above already reads "Paid".
      await expect(pay.paid.locator('p')).toHaveText(new RegExp(`^Paid by ${joinAtEllipsis(displayName(payer.wallet.address))} in block \\d+\\.$`));
      await expect(pay.payButton).toHaveCount(0);
      // The page is a receipt now: amount, to, from, the block's time, and a way to ask in turn.
      const receipt = payer.page.getByTestId('pay-receipt');
      await expect(receipt).toContainText('Amount0.05 ETH');
      await expect(receipt).toContainText(`To${joinAtEllipsis(displayName(wallet.address))}`);
      await expect(receipt).toContainText(`From${joinAtEllipsis(displayName(payer.wallet.address))}`);
      await expect(payer.page.getByTestId('pay-receipt-time').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      await expect(payer.page.getByRole('link', { name: 'Make your own request' })).toHaveAttribute('href', '/requests');
    }, SEPOLIA_ID);
    await expect(item.getByTestId('request-status')).toHaveText(PAID);
    await expect(item.getByTestId('request-payer')).toHaveText(joinAtEllipsis(displayName(anvilAccount(PAYER_INDEX))));
    expect((await node.getBalance({ address: wallet.address })) - before).toBe(parseEther('0.05'));
  });

  test('a token request moves exactly its amount of that token', async ({ home, page, wallet, browser }) => {
    await placeTestToken(MAINNET_ID, USDC);
    await callTestToken(MAINNET_ID, USDC, anvilAccount(PAYER_INDEX), { functionName: 'mint', args: [anvilAccount(PAYER_INDEX), 10_000_000n] });
    await home.gotoSignedIn();
    const requests = new RequestsPage(page);
    await requests.goto();
    const link = await requests.create({ asset: 'USDC', amount: '2.5' });
    await expect(requests.walletLink).toHaveText(`ethereum:${USDC}@1/transfer?address=${wallet.address}&uint256=2500000`);
    const before = await tokenBalanceOf(MAINNET_ID, USDC, wallet.address);
    await asPayer(browser, PAYER_INDEX, async (payer) => {
      const pay = new PayPage(payer.page);
      await pay.goto(link);
      await expect(pay.heading).toHaveText(`${displayName(wallet.address)} requests 2.5 USDC`);
      await pay.payButton.filter({ hasText: 'Pay 2.5 USDC' }).click();
      await expect(pay.status).toHaveText(PAID, { timeout: PAID_TIMEOUT_MS });
    });
    expect((await tokenBalanceOf(MAINNET_ID, USDC, wallet.address)) - before).toBe(2_500_000n);
    await expect(requests.item(idOf(link)).getByTestId('request-status')).toHaveText(PAID);
  });

  test('a payment made outside the app is reported by its hash, by anyone; forged reports and the requester paying themselves are refused', async ({ home, page, wallet, browser }) => {
    await home.gotoSignedIn();
    const requests = new RequestsPage(page);
    await requests.goto();
    const link = await requests.create({ amount: '0.01' });
    // The requester's own link offers no Pay button.
    const own = new PayPage(page);
    await own.goto(link);
    await expect(page.getByTestId('pay-own-request')).toHaveText(/^This is your own request: share its link or QR code to be paid\./);
    await expect(own.payButton).toHaveCount(0);
    await requests.goto();
    const toThemselves = await payFromAnvil(wallet.address, wallet.address, parseEther('0.01'));
    const tooLittle = await payFromAnvil(anvilAccount(OUTSIDE_PAYER_INDEX), wallet.address, parseEther('0.009'));
    // More than asked, which the server's watcher leaves to a person to report: it attributes exact amounts only.
    const paid = await payFromAnvil(anvilAccount(OUTSIDE_PAYER_INDEX), wallet.address, parseEther('0.012'));

    // Someone with no wallet at all: the link is all they have.
    const visitor = await browser.newContext({ baseURL: readE2eEnv().baseUrl });
    try {
      const pay = new PayPage(await visitor.newPage());
      await pay.goto(link);
      await pay.hashField.fill('0x1234');
      await expect(pay.page.getByText('A transaction hash is 0x and 64 hexadecimal digits.')).toBeVisible();
      await expect(pay.checkButton).toBeDisabled();
      await pay.check(`0x${'12'.repeat(32)}`);
      await expect(pay.checkError).toContainText('Not recorded: No transaction with this hash');
      await pay.check(tooLittle);
      await expect(pay.checkError).toContainText('less than the requested amount');
      await pay.check(toThemselves);
      await expect(pay.checkError).toContainText('sent from the requester’s own address: paying oneself pays nothing');
      // The server's reason in the page's language.
      await pay.goto(link.replace('/pay/', '/de-DE/pay/'));
      await pay.page.getByLabel('Transaktions-Hash').fill(tooLittle);
      await pay.checkButton.click();
      await expect(pay.checkError).toHaveText('Nicht erfasst: Die Transaktion hat der anfragenden Person weniger als den angefragten Betrag gezahlt.');
      await pay.goto(link);
      await expect(pay.status).toHaveText('Open');
      await pay.check(paid);
      await expect(pay.status).toHaveText(PAID);
      await expect(pay.paid).toContainText(`Paid by ${joinAtEllipsis(displayName(anvilAccount(OUTSIDE_PAYER_INDEX)))}`);
    } finally {
      await visitor.close();
    }
    await expect(requests.item(idOf(link)).getByTestId('request-status')).toHaveText(PAID);
  });

  test('a cancelled, expired or unpayable request says so and offers no pay button; an unknown id is the 404 page', async ({ home, page, browser }) => {
    await home.gotoSignedIn();
    const requests = new RequestsPage(page);
    await requests.goto();
    const link = await requests.create({ amount: '0.02', expires: 'In 7 days' });
    const item = requests.item(idOf(link));
    await expect(item).toContainText('Expires');
    // The first press only asks; keeping it leaves it open.
    await item.getByTestId('cancel-request').click();
    await expect(item.getByRole('group', { name: 'Cancel this request? Its link stops taking payments, and it cannot be reopened.' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item.getByTestId('cancel-request')).toBeFocused();
    await expect(item.getByTestId('request-status')).toHaveText('Open');
    await requests.cancel(item);
    await expect(item.getByTestId('request-status')).toHaveText('Cancelled');
    await expect(item.getByTestId('cancel-request')).toHaveCount(0);
    // Focus stays with the entry, not lost to the page with the button that is gone.
    await expect(item).toBeFocused();
    // One that expires in two seconds, made through the API with the page's session.
    const expiring = await page.request.post('/api/requests', { data: { chainId: MAINNET_ID, token: null, amount: '1000', expiresAt: new Date(Date.now() + 2_000).toISOString() } });
    const { url: expiringLink, id: expiringId } = (await expiring.json()) as { url: string; id: string };
    await expect.poll(async () => ((await (await page.request.get(`/api/requests/${expiringId}`)).json()) as { status: string }).status, { timeout: 10_000 }).toBe('expired');
    await page.reload();
    await expect(requests.item(expiringId).getByTestId('request-status')).toHaveText('Expired');
    // An open request says when it expires: in UTC in the server's HTML, then in the visitor's zone.
    const dated = await page.request.post('/api/requests', { data: { chainId: MAINNET_ID, token: null, amount: '1000', expiresAt: '2031-03-14T09:30:00.000Z' } });
    const datedLink = ((await dated.json()) as { url: string }).url;
    const served = /data-testid="pay-expires"><time[^>]*>([^<]*)</.exec(await (await page.request.get(datedLink)).text())?.[1];
    expect(served?.replace(/\s/g, ' ')).toBe('Mar 14, 2031, 9:30 AM UTC');
    const datedPage = new PayPage(page);
    await datedPage.goto(datedLink);
    await expect(datedPage.expires).toHaveText('Mar 14, 2031, 6:30 PM GMT+9');
    await expect(datedPage.expires.locator('time')).toHaveAttribute('datetime', '2031-03-14T09:30:00.000Z');
    await asPayer(browser, PAYER_INDEX, async (payer) => {
      const pay = new PayPage(payer.page);
      await pay.goto(expiringLink);
      await expect(pay.status).toHaveText('Expired');
      await expect(pay.closed).toHaveText('This request has expired: it can no longer be paid.');
      await expect(pay.payButton).toHaveCount(0);
      // Only an open request has an expiry to tell.
      await expect(pay.expires).toHaveCount(0);
      await pay.goto(link);
      await expect(pay.status).toHaveText('Cancelled');
      await expect(pay.closed).toHaveText('This request was cancelled: it can no longer be paid.');
      await expect(pay.payButton).toHaveCount(0);
      // More than the payer holds: the send form's balance check, and the button stays disabled.
      const tooMuch = await page.request.post('/api/requests', { data: { chainId: MAINNET_ID, token: null, amount: parseEther('1000000').toString() } });
      await pay.goto(((await tooMuch.json()) as { url: string }).url);
      await expect(pay.page.getByTestId('pay-check')).toHaveText(/^Amount (plus network fee )?exceeds your ETH balance\.$/);
      await expect(pay.payButton).toBeDisabled();
      // A token the server cannot read: no pay button, and a reason.
      const unreadable = await page.request.post('/api/requests', { data: { chainId: MAINNET_ID, token: '0x000000000000000000000000000000000000dEaD', amount: '1' } });
      await pay.goto(((await unreadable.json()) as { url: string }).url);
      await expect(pay.closed).toContainText('The requested token could not be read on its network, so it cannot be paid here.');
      await expect(pay.payButton).toHaveCount(0);
      const unknown = await payer.page.goto('/pay/AAAAAAAAAAAAAAAAAAAAAA');
      expect(unknown?.status()).toBe(404);
    });
  });
});
