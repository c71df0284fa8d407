/**
 * Sharing a request (`/requests`, `docs/requests.md`): the request just
 * made, its links and QR codes as shown, copied and scanned, and again
 * from the list after a reload; and a request made before the list's
 * first answer has arrived.
 */
import { readE2eEnv } from '../tooling/e2eEnv';
import { readClipboardText } from './fixtures/clipboard';
import { lineTexts } from './fixtures/lineTexts';
import { decodeQrCode } from './fixtures/qrCode';
import { RequestsPage } from './pages/RequestsPage';
import { expect, test } from './fixtures/test';

const SHARING_INDEX = 49;
const LATE_LIST_INDEX = 58;

/** The id at the end of a `/pay/<id>` link. */
const idOf = (link: string) => link.split('/pay/')[1] ?? '';

test.describe('a request just made, shared', () => {
  test.use({ walletOptions: { accountIndex: SHARING_INDEX }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('its link and wallet link are copied as shown, its two QR codes scan as its link and its wallet link, and the list shares it again after a reload', async ({ home, page, wallet }) => {
    await home.gotoSignedIn();
    const requests = new RequestsPage(page);
    await requests.goto();
    // On a phone, where the card opens below the form, out of sight: its heading takes focus, and so comes into view.
    await page.setViewportSize({ width: 375, height: 667 });
    const link = await requests.create({ amount: '0.3' });
    await expect(page.getByRole('heading', { name: 'Request created' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Request created' })).toBeInViewport();
    expect(link.startsWith(`${readE2eEnv().baseUrl}/pay/`)).toBe(true);
    expect(await decodeQrCode(requests.qrCode)).toBe(link);
    // At 375 px the wallet link wraps, never inside its scheme or its "@1".
    const walletLinkLines = await lineTexts(requests.walletLink);
    expect(walletLinkLines.length).toBeGreaterThan(1);
    expect(walletLinkLines.join('')).toBe(`ethereum:${wallet.address}@1?value=300000000000000000`);
    expect(walletLinkLines.some((line) => line.includes('ethereum:'))).toBe(true);
    expect(walletLinkLines.find((line) => line.includes('@'))).toContain('@1');
    // The second code is for a wallet app's scanner: the EIP-681 link itself, labelled as such.
    expect(await decodeQrCode(requests.walletQrCode)).toBe(`ethereum:${wallet.address}@1?value=300000000000000000`);
    await expect(requests.created.getByText('Scan with a wallet app')).toBeVisible();

    await requests.created.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => readClipboardText(page)).toBe(link);
    await requests.created.getByRole('button', { name: 'Copy wallet link' }).click();
    await expect.poll(() => readClipboardText(page)).toBe(`ethereum:${wallet.address}@1?value=300000000000000000`);
    // Chromium on Linux has no Web Share API: no button that would do nothing.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await expect(requests.created.getByRole('button', { name: 'Share' })).toHaveCount(0);

    // After a reload the card is gone; the list shares the request again, the same link and QR code.
    await page.reload();
    const item = requests.item(idOf(link));
    await expect(item.getByTestId('request-link')).toHaveCount(0);
    await item.getByText('Link and QR code').click();
    await expect(item.getByTestId('request-link')).toHaveText(link);
    await expect(item.getByTestId('wallet-link')).toHaveText(`ethereum:${wallet.address}@1?value=300000000000000000`);
    expect(await decodeQrCode(item.getByRole('img', { name: 'QR code', exact: true }))).toBe(link);
    expect(await decodeQrCode(item.getByRole('img', { name: 'Wallet link QR code', exact: true }))).toBe(`ethereum:${wallet.address}@1?value=300000000000000000`);
    await item.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => readClipboardText(page)).toBe(link);
  });
});

test.describe('a request made before the list has loaded', () => {
  test.use({ walletOptions: { accountIndex: LATE_LIST_INDEX } });

  test('is listed in "Your requests", though the list\'s first answer was read before it was made', async ({ home, page }) => {
    await home.gotoSignedIn();
    const made = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/requests');
    let held = false;
    // The server reads the list at once (empty); the page gets that answer only once the request is made.
    await page.route('**/api/requests', async (route) => {
      if (route.request().method() !== 'GET' || held) return route.fallback();
      held = true;
      const response = await route.fetch();
      await made;
      await route.fulfill({ response });
    });
    const requests = new RequestsPage(page);
    await requests.goto();
    const link = await requests.create({ amount: '0.01' });
    await expect(requests.item(idOf(link))).toBeVisible();
  });
});
