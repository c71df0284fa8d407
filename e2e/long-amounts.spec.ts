/**
 * Amounts longer than a phone's line (`styles/values.css`): a token
 * balance of 2^256 - 1, which any contract may answer, and a whale's ETH
 * balance in the home page's large type, with and without WCAG 1.4.12's
 * text spacing. The figure breaks between its digits, the symbol stays
 * on its last line, and nothing scrolls sideways at 320 px.
 */
import { devices } from '@playwright/test';
import { maxUint256, parseEther } from 'viem';
import { formatAmount } from '../lib/format/formatAmount';
import { callTestToken, deployTestToken, MAINNET_ID, setEthBalance } from './fixtures/anvilNodes';
import { lineTexts } from './fixtures/lineTexts';
import { expectNoSidewaysScroll, expectWithinCard } from './fixtures/sidewaysScroll';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { RequestsPage } from './pages/RequestsPage';
import { SendPage } from './pages/SendPage';

const { defaultBrowserType: _webkit, ...phone } = devices['iPhone SE'];

/** Any address: the form only has to be valid for the fee summary to show a total. */
const RECIPIENT = '0x000000000000000000000000000000000000dEaD';

/** WCAG 1.4.12 (Text Spacing): what a reader's own style sheet may set, which must lose no content. */
const WCAG_TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

test.describe("a whale's balance, and WCAG 1.4.12's text spacing, at 320 px", () => {
  test.use({ ...phone, walletOptions: { accountIndex: 61 } });

  test("every page, signed in: the home page's large balance breaks in its digits, never before its unit", async ({ home, page, wallet }) => {
    await setEthBalance(MAINNET_ID, wallet.address, parseEther('1975295.999954'));
    await home.gotoSignedIn();
    await expect(home.accountPanel.balance).toHaveText('1,975,295.999954 ETH');
    await expectNoSidewaysScroll(page, "/ with a whale's balance");
    await page.addStyleTag({ content: WCAG_TEXT_SPACING });
    await expectNoSidewaysScroll(page, '/ with the text spacing');
    expect((await lineTexts(home.accountPanel.balance)).at(-1)).toMatch(/\d\sETH$/);
    const shown = { '/account': new AccountOverviewPage(page).tokens, '/send': new SendPage(page).balance, '/requests': new RequestsPage(page).list };
    for (const [path, content] of Object.entries(shown)) {
      await page.goto(path);
      await page.addStyleTag({ content: WCAG_TEXT_SPACING });
      await expect(content).toBeVisible();
      await expectNoSidewaysScroll(page, `${path} with the text spacing`);
    }
  });
});

test.describe('a token balance of 2^256 - 1, at 320 px', () => {
  test.use({ ...phone, walletOptions: { accountIndex: 60 } });

  test('its figure breaks inside its digits, its unit on the last line, in Tokens on /account, and in the balance and the total on /send', async ({ home, page, wallet }) => {
    // A contract answers any balance it likes: an 18-decimal token's largest is 85 characters once grouped.
    const token = await deployTestToken(MAINNET_ID, wallet.address, { name: 'Big', symbol: 'BIG', decimals: 18 });
    await callTestToken(MAINNET_ID, token, wallet.address, { functionName: 'mint', args: [wallet.address, maxUint256] });
    const whole = formatAmount({ value: maxUint256, decimals: 18, symbol: 'BIG' }).text;
    await home.gotoSignedIn();
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      ['co-editions.customTokens', JSON.stringify({ [MAINNET_ID]: [{ chainId: MAINNET_ID, address: token, name: 'Big', symbol: 'BIG', decimals: 18 }] })] as const,
    );
    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();
    await expect(overview.tokenBalance(MAINNET_ID, token)).toHaveText(whole);
    await expect
      .poll(async () => {
        const lines = await lineTexts(overview.tokenBalance(MAINNET_ID, token));
        return { wrapped: lines.length > 1, lastLine: lines.at(-1) };
      })
      .toEqual({ wrapped: true, lastLine: expect.stringMatching(/\d\sBIG$/) });
    await expectNoSidewaysScroll(page, "/account's Tokens");
    await expectWithinCard(overview.tokens, "/account's Tokens");

    const send = new SendPage(page);
    await send.openFromHeader();
    await send.asset.selectOption({ label: 'BIG' });
    await expect(send.balance).toHaveText(whole);
    await expectNoSidewaysScroll(page, '/send with BIG chosen');
    await expectWithinCard(send.form, '/send with BIG chosen');

    // A meme token's ordinary amount, then the largest: the fee summary's labels keep their words whole, and its total stays in the card.
    await send.fill({ recipient: RECIPIENT, amount: '123456789.123456' });
    await expect(send.feeTotalAmount).toHaveText(/^123,456,789\.123456\sBIG \+ 0\.0000\d\d\sETH$/);
    for (const label of await send.feeSummary.locator('dt').all()) {
      const text = (await label.textContent()) ?? '';
      expect((await lineTexts(label)).join(' '), `"${text}" broken inside a word`).toBe(text);
    }
    expect((await lineTexts(send.feeTotalAmount))[0]).toMatch(/^123,456,789\.123456\sBIG/);
    await expectWithinCard(send.form, '/send with a long total');
    const largest = whole.replace(/\..*/, '').replaceAll(',', '');
    await send.fill({ amount: largest });
    await expect(send.feeTotalAmount).toContainText(/,039,457\sBIG \+/);
    await expectNoSidewaysScroll(page, '/send with a total of 60 digits');
    await expectWithinCard(send.form, '/send with a total of 60 digits');
  });
});
