/**
 * "Your requests" with many of them (`/requests`, `docs/requests.md`):
 * more than a page, and the limit of open requests, which a heavy user of
 * the form meets. The requests are made through the API from several
 * loopback addresses, past the per-client rate limit, as from several
 * devices.
 */
import type { Page } from '@playwright/test';
import { readE2eEnv } from '../tooling/e2eEnv';
import { MAX_OPEN_REQUESTS } from '../lib/requests/paymentRequest';
import { MAINNET_ID } from './fixtures/anvilNodes';
import { SESSION_COOKIE_NAME } from './fixtures/auth';
import { postJsonFrom } from './fixtures/loopbackClient';
import { RequestsPage } from './pages/RequestsPage';
import { expect, test } from './fixtures/test';

const MANY_REQUESTS_INDEX = 50;
const FULL_INDEX = 56;

/**
 * Makes `count` requests of 1000 wei on Ethereum with the page's session,
 * noted `#1` to `#<count>`, through the API. More than one client may make
 * in a minute: they come from `loopbacks` by turns, as from several
 * devices; no two tests share a loopback address, so their counts do not add up.
 */
async function createFromDevices(page: Page, count: number, loopbacks: string[]): Promise<void> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE_NAME);
  expect(session).toBeDefined();
  const { baseUrl } = readE2eEnv();
  for (let index = 1; index <= count; index += 1) {
    const from = loopbacks[index % loopbacks.length]!;
    const answer = await postJsonFrom(from, `${baseUrl}/api/requests`, { chainId: MAINNET_ID, token: null, amount: '1000', note: `#${index}` }, { cookie: `${session!.name}=${session!.value}`, origin: baseUrl });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
}

test.describe('"Your requests", more than a page of them', () => {
  test.use({ walletOptions: { accountIndex: MANY_REQUESTS_INDEX } });

  test('shows the newest 50, newest first, and the rest on "Load more"', async ({ home, page }) => {
    await home.gotoSignedIn();
    await createFromDevices(page, 51, ['127.0.0.2', '127.0.0.3', '127.0.0.4']);
    const requests = new RequestsPage(page);
    await requests.goto();
    await expect(requests.items).toHaveCount(50);
    await expect(requests.items.first().getByTestId('request-note')).toHaveText('#51');
    await expect(requests.items.last().getByTestId('request-note')).toHaveText('#2');
    await requests.loadMoreButton.click();
    await expect(requests.items).toHaveCount(51);
    await expect(requests.items.last().getByTestId('request-note')).toHaveText('#1');
    await expect(requests.loadMoreButton).toHaveCount(0);
  });
});

test.describe('refusals a requester can meet, in the page\'s language', () => {
  test.use({
    walletOptions: { accountIndex: FULL_INDEX },
    expectedConsoleLines: { 'the test meets two 409s; Chromium logs each': /status of 409 \(Conflict\)/ },
  });

  test(`at ${MAX_OPEN_REQUESTS} open requests the next is refused, and a cancel that lost a race says the request is closed`, async ({ home, page }) => {
    await home.gotoSignedIn();
    await createFromDevices(page, MAX_OPEN_REQUESTS, ['127.0.0.5', '127.0.0.6', '127.0.0.7', '127.0.0.8']);
    await page.goto('/de-DE/requests');
    const form = page.getByRole('form', { name: 'Neue Anfrage' });
    await form.getByLabel('Betrag').fill('0.01');
    await form.getByRole('button', { name: 'Anfrage erstellen' }).click();
    await expect(page.getByTestId('create-request-error')).toHaveText(
      `Der Server hat abgelehnt: Sie haben bereits ${MAX_OPEN_REQUESTS} offene Anfragen: Stornieren Sie eine, bevor Sie eine neue stellen.`,
    );
    // The newest is cancelled elsewhere (another tab, another device) while this page still offers to cancel it.
    const requests = new RequestsPage(page);
    const id = (await requests.items.first().getAttribute('data-request-id')) ?? '';
    expect((await page.request.delete(`/api/requests/${id}`)).status()).toBe(200);
    const item = requests.item(id);
    await item.getByRole('button', { name: 'Anfrage stornieren' }).click();
    await item.getByRole('button', { name: 'Ja, stornieren' }).click();
    await expect(item).toContainText('Der Server hat abgelehnt: Die Anfrage ist nicht mehr offen: Sie wurde bezahlt, storniert oder ist abgelaufen.');
    await expect(item.getByTestId('request-status')).toHaveText('Storniert');
  });
});
