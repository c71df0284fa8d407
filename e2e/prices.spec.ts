/**
 * Amounts in the visitor's own currency (`components/prices/`,
 * `docs/prices.md`), from Chainlink's mock feeds that global setup places
 * at the real feeds' addresses on the e2e Ethereum node (chain 1), as
 * `npm run dev` does: ETH at $3,000, EUR at $1.08, GBP at $1.27, JPY at
 * $0.0067, CNY at $0.138.
 */
import { parseEther, parseUnits } from 'viem';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { PRICE_FEEDS } from '../lib/prices/priceFeeds';
import { anvilAccount } from '../tooling/anvilAccounts';
import { E2E_PRICE_FEEDS_ACCOUNT_INDEX, readE2eEnv } from '../tooling/e2eEnv';
import { setFeedRound } from '../tooling/priceFeeds';
import { CURRENCY_STORAGE_KEY } from '../components/prices/useCurrencyChoice';
import { callTestToken, e2eNodeClient, MAINNET_ID, placeTestToken, SEPOLIA_ID } from './fixtures/anvilNodes';
import { USDC } from './fixtures/listedTokens';
import { BatchSendPage } from './pages/BatchSendPage';
import { SendPage } from './pages/SendPage';
import { RequestsPage } from './pages/RequestsPage';
import { PayPage } from './pages/PayPage';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

/** A visitor of their own: 10,000 ETH on Ethereum, worth $30,000,000 at the mock price. */
const VISITOR_INDEX = 52;
/** One who sends, so that the visitor's balance stays a round figure. */
const SENDER_INDEX = 53;
const ETH_USD = PRICE_FEEDS[MAINNET_ID]!.native!;

/** Answers the ETH / USD mock feed on the e2e Ethereum node with `answer` (8 decimals) as of `updatedAt` (Unix seconds; now by default). */
function answerEthUsd(answer: bigint, updatedAt?: bigint): Promise<void> {
  return setFeedRound(readE2eEnv().rpcUrls[MAINNET_ID], ETH_USD.address, { answer, updatedAt }, anvilAccount(E2E_PRICE_FEEDS_ACCOUNT_INDEX));
}

test.use({ walletOptions: { accountIndex: VISITOR_INDEX } });

test('each balance shows its value in the chosen currency, written the locale’s way, kept across pages and visits; "None" hides them all', async ({ home, page }) => {
  await placeTestToken(MAINNET_ID, USDC);
  // Minted by another account: the visitor's ETH stays a round figure.
  await callTestToken(MAINNET_ID, USDC, anvilAccount(E2E_PRICE_FEEDS_ACCOUNT_INDEX), { functionName: 'mint', args: [anvilAccount(VISITOR_INDEX), 2_500_000n] });
  await home.gotoSignedIn();
  await expect(page.getByTestId('account-balance-fiat')).toHaveText('≈ $30,000,000.00');
  // The header's account button abbreviates, as it does the balance beside it ("10k ETH").
  await expect(home.accountButton).toContainText('10k ETH≈ $30M');
  const overview = new AccountOverviewPage(page);
  await overview.openFromHeader();
  const ethereum = page.getByTestId(`balance-value-${MAINNET_ID}-fiat`);
  await expect(ethereum).toHaveText('≈ $30,000,000.00');
  await expect(overview.token(MAINNET_ID, USDC).getByTestId('token-fiat')).toHaveText('≈ $2.50');
  // Chainlink's Sepolia feed is not on the test node: no figure, and why.
  await expect(page.getByTestId(`balance-value-${SEPOLIA_ID}-fiat-missing`)).toHaveAttribute('data-problem', 'unreadable');
  const select = page.getByLabel('Currency');
  await expect(select).toHaveValue('USD');
  await expect(page.getByTestId('currency-hint')).toContainText('Prices on Ethereum and Sepolia.');
  for (const [currency, text] of [
    ['EUR', '≈ €27,777,777.78'],
    ['GBP', '≈ £23,622,047.24'],
    ['JPY', '≈ ¥4,477,611,940'],
    ['CNY', '≈ CN¥217,391,304.35'],
  ] as const) {
    await select.selectOption(currency);
    await expect(ethereum).toHaveText(text);
  }
  await page.reload();
  await expect(ethereum).toHaveText('≈ CN¥217,391,304.35');
  await page.goto('/');
  await expect(page.getByTestId('account-balance-fiat')).toHaveText('≈ CN¥217,391,304.35');
  await expect(page.getByTestId('header-balance-fiat')).toHaveText('≈ CN¥217M');

  await overview.goto();
  await select.selectOption('none');
  await expect(page.getByTestId(`balance-value-${MAINNET_ID}`)).toContainText('10,000 ETH');
  await expect(page.locator('.fiat-value, .fiat-missing')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('account-balance')).toHaveText('10,000 ETH');
  await expect(page.locator('.fiat-value, .fiat-missing, .wallet-fiat')).toHaveCount(0);
});

test('a visitor who never chose sees their locale’s currency: euros in German', async ({ home, page }) => {
  await home.gotoSignedIn();
  await page.goto('/de-DE/account');
  await expect(page.getByTestId(`balance-value-${MAINNET_ID}-fiat`)).toHaveText('≈ 27.777.777,78\u00a0€');
  await expect(page.getByLabel('Währung')).toHaveValue('EUR');
});

test('a returning visitor’s chosen currency is the first and only one any figure shows in', async ({ home, page }) => {
  await page.addInitScript(
    ({ key }) => {
      localStorage.setItem(key, 'GBP');
      const seen: string[] = [];
      (window as unknown as { fiatTexts: string[] }).fiatTexts = seen;
      new MutationObserver(() => {
        for (const figure of document.querySelectorAll('.fiat-value')) if (!seen.includes(figure.textContent ?? '')) seen.push(figure.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    { key: CURRENCY_STORAGE_KEY },
  );
  await home.gotoSignedIn();
  await expect(page.getByTestId('account-balance-fiat')).toHaveText('≈ £23,622,047.24');
  await page.reload();
  await expect(page.getByTestId('account-balance-fiat')).toHaveText('≈ £23,622,047.24');
  expect(await page.evaluate(() => (window as unknown as { fiatTexts: string[] }).fiatTexts)).toEqual(['≈\u00a0£23,622,047.24']);
});

test('each payment of a batch, the batch total, a new request, the list of requests and the request’s own page show what they are worth', async ({ home, page }) => {
  const send = await SendPage.openConnected(home);
  await send.fill({ recipient: privateKeyToAccount(generatePrivateKey()).address, amount: '0.5' });
  await page.getByTestId('add-recipient').click();
  const batch = page.getByTestId('batch-form');
  await batch.getByTestId('payment-2').getByLabel('Recipient').fill(privateKeyToAccount(generatePrivateKey()).address);
  await batch.getByTestId('payment-2').getByLabel('Amount').fill('0.25');
  await expect(batch.getByTestId('payment-fiat-1')).toHaveText('≈ $1,500.00');
  await expect(batch.getByTestId('payment-fiat-2')).toHaveText('≈ $750.00');
  await expect(batch.getByTestId('total-fiat')).toHaveText(/^≈\s\$2,25\d\.\d\d$/);

  const requests = new RequestsPage(page);
  await requests.goto();
  await requests.amount.fill('0.05');
  await expect(page.getByTestId('request-amount-fiat')).toHaveText('≈ $150.00');
  const link = await requests.create({ amount: '0.05' });
  await expect(requests.item(link.split('/pay/')[1] ?? '').getByTestId('request-fiat')).toHaveText('≈ $150.00');
  const pay = new PayPage(page);
  await pay.goto(link);
  await expect(page.getByTestId('pay-fiat')).toHaveText('≈ $150.00');
});

test.describe('a price that cannot be trusted', () => {
  test.afterEach(async () => {
    await answerEthUsd(parseUnits('3000', 8));
  });

  test('an answer older than its heartbeat, or zero, shows no figure but its reason, on hover and on focus, in the header too', async ({ home, page }) => {
    await home.gotoSignedIn();
    const figure = page.getByTestId('account-balance-fiat');
    await expect(figure).toHaveText('≈ $30,000,000.00');

    await answerEthUsd(parseUnits('3000', 8), BigInt(Math.floor(Date.now() / 1000) - ETH_USD.heartbeatSeconds - 60));
    await page.reload();
    const missing = page.getByTestId('account-balance-fiat-missing');
    await expect(missing).toHaveAttribute('data-problem', 'stale');
    await expect(figure).toHaveCount(0);
    const reason = missing.getByRole('tooltip');
    await expect(reason).toBeHidden();
    await missing.getByRole('button', { name: 'No USD value' }).hover();
    await expect(reason).toHaveText('The price is out of date.');
    await expect(reason).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(reason).toBeHidden();
    await missing.getByRole('button', { name: 'No USD value' }).focus();
    await expect(reason).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reason).toBeHidden();
    await expect(missing.getByRole('button')).toHaveAccessibleDescription('The price is out of date.');

    // The header's account button has no figure either: its reason is in the button's name, and shows on hover and on focus.
    const accountButton = page.getByTestId('rk-account-button');
    const headerMissing = page.getByTestId('header-balance-fiat-missing');
    await expect(headerMissing).toHaveAttribute('data-problem', 'stale');
    await expect(page.getByTestId('header-balance-fiat')).toHaveCount(0);
    await expect(accountButton).toHaveAccessibleName(/No USD value: The price is out of date\./);
    const headerReason = headerMissing.getByText('No USD value: The price is out of date.');
    const reasonWidth = async () => (await headerReason.boundingBox())?.width ?? 0;
    await expect.poll(reasonWidth).toBeLessThan(2);
    await accountButton.hover();
    await expect.poll(reasonWidth).toBeGreaterThan(100);
    await page.keyboard.press('Escape');
    await expect.poll(reasonWidth).toBeLessThan(2);
    await page.mouse.move(0, 0);
    await accountButton.focus();
    await expect.poll(reasonWidth).toBeGreaterThan(100);
    // Every axe rule, the tooltip shown: its contrast, and the button's name holding what it shows (WCAG 2.5.3).
    await expectNoAxeViolations(page, { label: 'a stale price, its reason shown under the account button' });
    await accountButton.blur();

    await answerEthUsd(0n);
    await page.reload();
    await expect(missing).toHaveAttribute('data-problem', 'nonPositive');
    await expect(missing.getByRole('button')).toHaveAccessibleDescription('The price feed answered zero or less.');
  });
});

test.describe('the send form in the visitor’s currency', () => {
  test.use({ walletOptions: { accountIndex: SENDER_INDEX } });
  test.afterEach(async () => {
    await answerEthUsd(parseUnits('3000', 8));
  });

  test('an amount typed in fiat goes on as the ETH it buys to "Add recipient"; a payment link pasted meanwhile shows its own amount in ETH', async ({ home, page }) => {
    const send = await SendPage.openConnected(home);
    await page.getByRole('button', { name: 'Enter in USD' }).click();
    await send.form.getByLabel('Amount in USD', { exact: true }).fill('150');
    await send.fill({ recipient: `ethereum:${anvilAccount(2)}@${MAINNET_ID}?value=1e16` });
    await expect(send.form.getByLabel('Amount', { exact: true })).toHaveValue('0.01');
    await page.getByRole('button', { name: 'Enter in USD' }).click();
    await expect(send.form.getByLabel('Amount in USD', { exact: true })).toHaveValue('30');
    await send.form.getByLabel('Amount in USD', { exact: true }).fill('150');
    await page.getByTestId('add-recipient').click();
    const batch = new BatchSendPage(page);
    await expect(batch.row(1).getByLabel('Amount', { exact: true })).toHaveValue('0.05');
  });

  test('at 320 px, the figure sits beside the Amount label: typing never moves the form below it', async ({ home, page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const send = await SendPage.openConnected(home);
    const below = page.getByTestId('add-recipient');
    const before = (await below.boundingBox())!.y;
    for (const amount of ['1', '9999', '9999.123456']) {
      await send.form.getByLabel('Amount', { exact: true }).fill(amount);
      await expect(page.getByTestId('amount-fiat')).toHaveText(/^≈\s\$[\d,]+\.\d\d$/);
      expect((await below.boundingBox())!.y, `after typing ${amount}`).toBe(before);
    }
  });

  test('shows the amount, fee and total in fiat, takes an amount typed in fiat, and sends exactly the wei it buys at the price read before sending', async ({ home, page }) => {
    const send = await SendPage.openConnected(home);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await send.fill({ recipient, amount: '0.5' });
    await expect(page.getByTestId('amount-fiat')).toHaveText('≈ $1,500.00');
    await expect(page.getByTestId('fee-fiat')).toHaveText(/^≈\s(\$\d+\.\d\d|< \$0\.01)$/);
    await expect(page.getByTestId('total-fiat')).toHaveText(/^≈\s\$1,50\d\.\d\d$/);

    const toggle = page.getByRole('button', { name: 'Enter in USD' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const fiatAmount = send.form.getByLabel('Amount in USD', { exact: true });
    // The amount typed in ETH comes across as what it is worth.
    await expect(fiatAmount).toHaveValue('1500');
    await fiatAmount.fill('100');
    await expect(send.form.getByTestId('hint-amount')).toHaveText('Sends exactly 0.033333333333333333 ETH, at $3,000.00 per ETH.');
    // And back: the field shows what would be sent, not the 0.5 typed before.
    await toggle.click();
    await expect(send.form.getByLabel('Amount', { exact: true })).toHaveValue('0.033333333333333333');
    await toggle.click();
    await fiatAmount.fill('100');
    await expect(send.submitButton).toBeEnabled();

    // The price moves before Send: nothing is sent, and the form shows what the new price buys.
    await answerEthUsd(parseUnits('3200', 8));
    await send.submitButton.click();
    await expect(send.sendError).toHaveText('The price moved before sending: the amount is now 0.03125 ETH. Check it, then send again.');
    await expect(send.form.getByTestId('hint-amount')).toHaveText('Sends exactly 0.03125 ETH, at $3,200.00 per ETH.');
    const node = e2eNodeClient(MAINNET_ID);
    expect(await node.getBalance({ address: recipient })).toBe(0n);

    await send.send();
    await expect(send.sentTransaction.getByTestId('sent-fiat')).toHaveText('≈ $100.00');
    await expect.poll(() => node.getBalance({ address: recipient })).toBe(parseEther('0.03125'));
    await expect(fiatAmount).toHaveValue('');
  });
});
