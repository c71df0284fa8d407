/**
 * Text breaks where a reader expects it to on a phone (`docs/design.md`):
 * a heading in balanced lines, never one character alone on the last (in
 * Japanese); an amount written as words never apart from its unit; a
 * shortened address never split at its "…", a whole one only into two
 * even halves; a request's note in Hebrew laid out right to left. Laid
 * out by the suite's Chromium with Debian's Noto CJK fonts, at 320 px.
 */
import { shortenAddress } from '../lib/format/shortenAddress';
import { ALICE } from '../tooling/ens/ensFixture';
import { lineTexts } from './fixtures/lineTexts';
import { createRequestOverApi } from './fixtures/requestOverApi';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { RequestsPage } from './pages/RequestsPage';
import { SendPage } from './pages/SendPage';

/** The requester whose short address ("0xf39F…2266" in a heading) put "0.25" and "ETH" on two lines before they were bound. */
const REQUESTER_INDEX = 0;

test.use({ viewport: { width: 320, height: 800 } });

test('a Japanese heading wraps in balanced lines, never one character alone on the last', async ({ page }) => {
  // The home page's hero: 18 characters, two lines at 320 px.
  await page.goto('/ja-JP');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('一緒にものづくりをする仲間に支払いを');
  const lines = await lineTexts(heading);
  expect(lines).toHaveLength(2);
  const [first = '', second = ''] = lines.map((line) => line.trim());
  expect(Math.abs(first.length - second.length), `${first} / ${second}`).toBeLessThanOrEqual(2);
});

test("a request's amount stays with its unit in the /pay heading, in Japanese", async ({ page, playwright, baseURL }) => {
  const id = await createRequestOverApi({ playwright, baseURL, accountIndex: REQUESTER_INDEX, amountWei: 250_000_000_000_000_000n });
  await page.goto(`/ja-JP/pay/${id}`);
  const lines = await lineTexts(page.getByTestId('pay-heading'));
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.some((line) => line.replace(/\s/g, ' ').includes('0.25 ETH'))).toBe(true);
});

test.describe('a send to an address', () => {
  test.use({ walletOptions: { accountIndex: 57 } });

  test('its entry on /account keeps the shortened address on one line, and so does the sent card', async ({ home, page }) => {
    // Its "Send 0.01 ETH to 0x6A62…" filled a 320 px line exactly: the line ended after the "…".
    const recipient = '0x6A62F0f5d4B6C6E2B3Aa1C9E1F1f2d2A8de3cb79';
    const send = await SendPage.openConnected(home);
    await send.sendAndConfirm({ recipient, amount: '0.01' });
    const short = shortenAddress(recipient);
    expect((await lineTexts(send.sentTransaction.getByTestId('sent-summary'))).some((line) => line.includes(short))).toBe(true);
    const overview = new AccountOverviewPage(page);
    await overview.goto();
    const lines = await lineTexts(overview.transactions.first().locator('.description'));
    expect(lines.map((line) => line.replace(/\s/g, ' '))).toEqual(['Send 0.01 ETH to', short]);
  });
});

test('the address a name resolves to wraps into two even halves, not where the line ends', async ({ home }) => {
  // In one run of characters, "0x000…0" filled the line and "0a11ce" went alone to the next.
  const send = await SendPage.openConnected(home);
  await send.fill({ recipient: ALICE.name });
  await expect(send.recipientHint).toHaveText(`Resolves to ${ALICE.address}`);
  const [first, second] = (await lineTexts(send.recipientHint)).slice(-2);
  expect(first).toMatch(new RegExp(`${ALICE.address.slice(0, 21)}$`));
  expect(second).toBe(ALICE.address.slice(21));
});

test('a note in Hebrew reads right to left, its "!" at its end on the left, on /pay and in "Your requests"; one in English left to right', async ({ home, page, playwright, baseURL }) => {
  const note = 'חצי מההדפסה!';
  const hebrew = await createRequestOverApi({ playwright, baseURL, accountIndex: REQUESTER_INDEX, amountWei: 1n, note });
  const english = await createRequestOverApi({ playwright, baseURL, accountIndex: REQUESTER_INDEX, amountWei: 2n, note: 'Half of the print run!' });
  /** How far right of the note's first letter its last character ("!") is drawn, in px: below 0 when the note reads right to left. */
  const bangRightOfFirstLetter = (element: Element) => {
    const text = element.firstChild as Text;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    return at(text.length - 1) - at(0);
  };
  await page.goto(`/pay/${hebrew}`);
  await expect(page.getByTestId('pay-note')).toHaveText(note);
  expect(await page.getByTestId('pay-note').evaluate(bangRightOfFirstLetter)).toBeLessThan(0);
  await page.goto(`/pay/${english}`);
  expect(await page.getByTestId('pay-note').evaluate(bangRightOfFirstLetter)).toBeGreaterThan(0);

  await home.gotoSignedIn();
  const requests = new RequestsPage(page);
  await requests.goto();
  const listed = requests.items.filter({ has: page.getByText(note) }).getByTestId('request-note');
  expect(await listed.evaluate(bangRightOfFirstLetter)).toBeLessThan(0);
  await expect(requests.note).toHaveAttribute('dir', 'auto');
});
