/**
 * `npm run screenshots`: every page in every state the app has, at 320,
 * 375, 768 and 1280 px, in the light and the dark colour scheme, written
 * to `screenshots/` (git-ignored) for a person to look at. Not a test: it
 * asserts only that each state was reached. Run by
 * `playwright.screenshots.config.ts`, on the suite's anvil nodes and mock wallet.
 * Below 640 px the page links' tab bar, fixed at the screen's foot, is
 * drawn where the first 900 px screen ends: a full-page capture keeps
 * fixed elements where the window had them.
 */
import type { Page } from '@playwright/test';
import { E2E_CHAIN_IDS } from '../tooling/e2eEnv';
import { EVERY_OUTCOME_LABEL, storeRecordsOfEveryOutcome } from './fixtures/storedRecords';
import { expect, test } from './fixtures/test';
import { fillThreeEthPayments } from './fixtures/batchPayments';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { PayPage } from './pages/PayPage';
import { RequestsPage } from './pages/RequestsPage';
import { SendPage } from './pages/SendPage';

const WIDTHS = [320, 375, 768, 1280] as const;
const COLOR_SCHEMES = ['light', 'dark'] as const;

for (const colorScheme of COLOR_SCHEMES) {
  for (const width of WIDTHS) {
    test(`${width} px, ${colorScheme}`, async ({ home, page, wallet }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      const shot = (state: string) => page.screenshot({ path: `screenshots/${colorScheme}/${width}/${state}.png`, fullPage: true });
      const overview = new AccountOverviewPage(page);
      const send = new SendPage(page);

      await home.goto();
      await expect(home.connectButton).toBeVisible();
      // As the visitor sees it once they touch or point at it: the page's own "Connect Wallet" is a placeholder until their first input (`docs/page-load.md`).
      await page.mouse.move(10, 10, { steps: 2 });
      await expect(page.getByTestId('connect-cta')).toBeVisible();
      await shot('01-home-disconnected');
      await overview.goto();
      await expect(overview.connectPrompt).toBeVisible();
      await shot('02-account-disconnected');
      await page.goto('/send');
      await expect(page.getByRole('heading', { level: 1, name: 'Send' })).toBeVisible();
      await shot('03-send-disconnected');

      await home.goto();
      await home.connect();
      await expect(home.accountPanel.balance).toBeVisible();
      await shot('04-home-connected');
      await openModal(page, () => home.openAccountModal(), 'account modal');
      await shot('05-account-modal');
      await page.keyboard.press('Escape');

      await send.openFromHeader();
      await expect(send.balance).toHaveText(/ETH$/);
      // An amount typed: its value in dollars at the end of the Amount label's row.
      await send.fill({ amount: '0.5' });
      await expect(page.getByTestId('amount-fiat')).toBeVisible();
      await shot('06-send-connected');
      await send.fill({ recipient: '0x1234', amount: '-1' });
      await expect(send.error('recipient')).toBeVisible();
      await shot('07-send-errors');

      await storeRecordsOfEveryOutcome(page, { from: wallet.address, chainId: E2E_CHAIN_IDS[0] });
      await overview.goto();
      await expect(page.getByRole('region', { name: 'Transactions', exact: true }).locator('.status-pill')).toHaveText([...EVERY_OUTCOME_LABEL]);
      await shot('08-account-every-outcome');

      const { batch } = await fillThreeEthPayments(home);
      await expect(batch.submitButton).toBeEnabled();
      await shot('09-send-batch');

      await home.gotoSignedIn();
      // Signed in: the Sessions card under the rest, and the one-time ethereum: offer as a quiet row.
      await overview.goto();
      await expect(page.getByTestId('session-this-browser')).toBeVisible();
      await shot('10-account-signed-in');
      const requests = new RequestsPage(page);
      await requests.goto();
      const link = await requests.create({ amount: '0.25', note: 'Half of the print run', expires: 'In 30 days' });
      await expect(requests.qrCode).toBeVisible();
      // The newest entry shows its links again and asks whether to cancel it (and is kept open after).
      await requests.items.first().getByText('Link and QR code').click();
      await requests.items.first().getByTestId('cancel-request').click();
      await expect(requests.items.first().getByRole('img', { name: 'QR code', exact: true })).toBeVisible();
      await expect(requests.items.first().getByTestId('cancel-request-confirm')).toBeVisible();
      await shot('11-requests');
      const pay = new PayPage(page);
      await pay.goto(link);
      await expect(page.getByTestId('pay-own-request')).toBeVisible();
      await shot('12-pay-own-request');
      // As the payer sees it: another account of the wallet.
      await wallet.switchAccount(1);
      await expect(pay.payButton).toBeVisible();
      await shot('13-pay');
    });
  }
}

/** Opens one of the kit's modals and waits for its animations to end. */
async function openModal(page: Page, open: () => Promise<unknown>, what: string): Promise<void> {
  await open();
  await expect(page.getByRole('dialog'), what).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}
