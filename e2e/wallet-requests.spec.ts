/**
 * What the page says when the wallet answers a request with an error, for
 * each request the kit's modals send (connect, switch network, sign in),
 * EIP-1193 and EIP-1474 codes: -32002 (a request is already waiting in the
 * wallet) is said over the kit's modal, with a way to try again once the
 * wallet is dealt with; a signature that fails other than by a rejection
 * gets the kit's own words. The send form's answers are in send-failures.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import enUS from '../messages/en-US.json' with { type: 'json' };

/** What the page says for a request already waiting in the wallet (-32002). */
const REQUEST_PENDING_MESSAGE = enUS.Errors.requestPending;
import { MOCK_WALLET_RDNS } from '../tooling/mockWallet/mockWalletProtocol';
import { MAINNET_ID, SEPOLIA_ID } from './fixtures/anvilNodes';
import { expect, test } from './fixtures/test';
import { SIGN_IN_ERRORS } from './pages/SignInModal';
import { trackRequests } from './fixtures/settled';
import { pauseClock } from './fixtures/pageClock';

/** The page's notice about a failed wallet request. */
function notice(page: Page): Locator {
  return page.getByTestId('wallet-request-notice');
}

/** Asserts `locator` is what a visitor sees at its centre: nothing (no modal overlay) covers it. */
async function expectOnTop(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      }),
    )
    .toBe(true);
}

/** Collects the page's uncaught errors: none may happen. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test('-32002 on connect: said over the connect modal; RETRY once the wallet is free connects', async ({ home, page, wallet }) => {
  const errors = pageErrors(page);
  // The page's timers run on a clock the test moves (Playwright's clock). A
  // wallet such as MetaMask answers -32002 at once, before the kit's timer
  // (50 ms) that moves the modal to the wallet's detail pane: the clock moves
  // a millisecond at a time until the answer is shown, so that timer is still
  // waiting when it is.
  await page.clock.install();
  await home.goto();
  const modal = await home.openConnectModal();
  await pauseClock(page);
  wallet.failNextRequest(-32002, "Request of type 'wallet_requestPermissions' already pending. Please wait.");
  await modal.choose(MOCK_WALLET_RDNS);
  let elapsedMs = 0;
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      elapsedMs += 1;
      // allTextContents does not wait for the notice, so the clock moves on.
      return (await notice(page).allTextContents()).join('');
    })
    .toContain(REQUEST_PENDING_MESSAGE);
  expect(elapsedMs).toBeLessThan(50);
  await page.clock.resume();
  await expectOnTop(page, notice(page));
  await expect(modal.root).toBeVisible();

  await modal.retryButton.click();
  await expect(home.signInModal.root).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await home.signInModal.sign();
  await expect(home.accountButton).toBeVisible();
  expect(errors).toEqual([]);
});

test('-32002 on a network switch: said, the chain stays, and asking again switches', async ({ home, page, wallet }) => {
  const errors = pageErrors(page);
  await home.goto();
  await home.connect();
  const modal = await home.openChainModal();
  wallet.failNextRequest(-32002, "Request of type 'wallet_switchEthereumChain' already pending. Please wait.");
  await modal.choose(SEPOLIA_ID);
  await expect(notice(page)).toContainText(REQUEST_PENDING_MESSAGE);
  expect(wallet.chainId).toBe(MAINNET_ID);
  await expect(home.accountPanel.chain).toHaveText('Ethereum');

  const again = await home.openChainModal();
  await again.choose(SEPOLIA_ID);
  await expect.poll(() => wallet.chainId).toBe(SEPOLIA_ID);
  await expect(home.accountPanel.chain).toHaveText('Sepolia');
  await expect(notice(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('-32002 on the sign-in signature: said over the sign-in step; signing again signs in', async ({ home, page, wallet }) => {
  const errors = pageErrors(page);
  await home.goto();
  const dialog = await home.connectWithoutSigningIn();
  wallet.failNextRequest(-32002, "Request of type 'personal_sign' already pending. Please wait.");
  await dialog.sign();
  await expect(notice(page)).toContainText(REQUEST_PENDING_MESSAGE);
  await expectOnTop(page, notice(page));

  await dialog.sign();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  await expect(notice(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a signature that fails other than by a rejection gets the kit\'s "Error signing message, please retry!"', async ({ home, page, wallet }) => {
  const errors = pageErrors(page);
  await home.goto();
  const dialog = await home.connectWithoutSigningIn();
  wallet.failNextRequest(-32603, 'Internal error: the signing device is locked.');
  await dialog.sign();
  await expect(dialog.errorMessage).toHaveText(SIGN_IN_ERRORS.signing);
  // The kit says it; the page adds nothing of its own.
  await expect(notice(page)).toHaveCount(0);

  await dialog.sign();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  expect(errors).toEqual([]);
});

test('a rejected connect stays quiet: no notice of ours', async ({ home, page, wallet }) => {
  await home.goto();
  const modal = await home.openConnectModal();
  wallet.rejectNextRequest();
  const requests = trackRequests(page);
  await modal.choose(MOCK_WALLET_RDNS);
  await expect.poll(() => wallet.requests.some((request) => 'error' in request.response && request.response.error.code === 4001)).toBe(true);
  await requests.settled();
  await expect(notice(page)).toHaveCount(0);
});
