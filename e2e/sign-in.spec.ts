/**
 * Sign-In with Ethereum in the browser: the kit's "Verify your account"
 * dialog, the mock wallet signing through anvil, and the app's real server
 * (`/api/auth/*`) deciding. Failures are provoked at the edges only: the
 * wallet rejects (4001), or a route is answered or altered on its way.
 */
import type { Page } from '@playwright/test';
import { hexToString, isHex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { AUTH_ROUTES, fetchSessionFromPage, holdAuthRoute, recordAuthRequests, SESSION_COOKIE_NAME, SIWE_STATEMENT } from './fixtures/auth';
import { anvilAccount } from '../tooling/anvilAccounts';
import type { MockWallet } from '../tooling/mockWallet/mockWallet';
import { MOCK_WALLET_RDNS } from '../tooling/mockWallet/mockWalletProtocol';
import { trackRequests } from './fixtures/settled';
import { expect, test } from './fixtures/test';
import { SIGN_IN_ERRORS } from './pages/SignInModal';

/** The SIWE messages the wallet was asked to sign (`personal_sign`), decoded, oldest first. */
function signedMessages(wallet: MockWallet): string[] {
  return wallet.requestsOf('personal_sign').map(({ params }) => {
    const [data] = Array.isArray(params) ? (params as unknown[]) : [];
    return typeof data === 'string' && isHex(data) ? hexToString(data) : String(data);
  });
}

/** The page's `co-editions.session` cookie as the browser stored it, if any. */
async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies(page.url());
  return cookies.find(({ name }) => name === SESSION_COOKIE_NAME);
}

test('connect, "Verify your account", Sign message: signed in, and the panel says as whom', async ({ home, wallet, page, baseURL }) => {
  // None of our requests shows as failed in the network panel (net::ERR_ABORTED is a body cancelled on
  // purpose). The e2e build's first mainnet RPC URL refuses connections on purpose (rpc-fallback.spec.ts).
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseURL ?? '').origin) failed.push(`${request.method()} ${url.pathname} ${request.failure()?.errorText}`);
  });
  await home.goto();
  const dialog = await home.connectWithoutSigningIn();
  await expect(dialog.heading).toBeVisible();
  await expect(dialog.cancelButton).toBeVisible();
  await expect(home.accountButton).toBeHidden();
  await expect(home.accountPanel.signInStatus).toHaveText('Not signed in');
  expect(await fetchSessionFromPage(page)).toEqual({ status: 200, body: null });

  await dialog.sign();
  await expect(dialog.root).toBeHidden();
  await expect(home.accountButton).toBeVisible();
  await expect(home.connectButton).toBeHidden();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  // The full address is on the card just above: not said twice.
  await expect(home.accountPanel.signInStatus).toHaveText('Signed in with Ethereum');

  // The wallet signed one EIP-4361 message for this very site.
  const messages = signedMessages(wallet);
  expect(messages).toHaveLength(1);
  const origin = new URL(baseURL ?? '').origin;
  expect(parseSiweMessage(messages[0] ?? '')).toMatchObject({
    address: wallet.address,
    chainId: 1,
    domain: new URL(origin).host,
    uri: origin,
    version: '1',
    statement: SIWE_STATEMENT,
  });

  // The server knows it, through the browser's own cookie: httpOnly, and
  // SameSite=None so that it also works inside a Safe App iframe.
  expect(await fetchSessionFromPage(page)).toEqual({ status: 200, body: { address: wallet.address, chainId: 1 } });
  expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'None', secure: true, path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE_NAME);
  expect(failed).toEqual([]);
});

test('until the nonce is in, "Preparing message..." is disabled to assistive technology yet keeps focus; then Enter signs in', async ({ home, wallet, page }) => {
  const nonce = await holdAuthRoute(page, AUTH_ROUTES.nonce);
  await home.goto();
  const dialog = await home.connectWithoutSigningIn();
  await nonce.requested;
  await expect(dialog.signButton).toHaveText('Preparing message...');
  await expect(dialog.signButton).toHaveAttribute('aria-disabled', 'true');
  await dialog.signButton.focus();
  await page.keyboard.press('Enter');

  expect((await nonce.release()).status()).toBe(200);
  await expect(dialog.signButton).toHaveText('Sign message');
  await expect(dialog.signButton).not.toHaveAttribute('aria-disabled');
  await expect(dialog.signButton).toBeFocused();
  expect(wallet.requestsOf('personal_sign')).toHaveLength(0);
  await page.keyboard.press('Enter');
  await expect(home.accountButton).toBeVisible();
  expect(wallet.requestsOf('personal_sign')).toHaveLength(1);
});

test('a reload keeps the session without a new signature', async ({ home, wallet, page }) => {
  await home.goto();
  await home.connect();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  expect(wallet.requestsOf('personal_sign')).toHaveLength(1);

  const authRequests = recordAuthRequests(page);
  await page.reload();
  await expect(home.accountButton).toBeVisible();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  await expect(home.connectButton).toBeHidden();
  await expect(home.signInModal.root).toHaveCount(0);
  expect(wallet.requestsOf('personal_sign')).toHaveLength(1);
  // Only the session was read: no new nonce, no verify, no logout.
  expect(authRequests).toEqual([{ method: 'GET', path: AUTH_ROUTES.session.path }]);
  expect(await fetchSessionFromPage(page)).toEqual({ status: 200, body: { address: wallet.address, chainId: 1 } });
});

test('a signature the user rejects (4001) returns to idle with no error, and signing again works', async ({ home, wallet, page }) => {
  await home.goto();
  const dialog = await home.connectWithoutSigningIn();
  await expect(dialog.signButton).toHaveText('Sign message');
  wallet.rejectNextRequest();
  await dialog.signButton.click();
  await expect
    .poll(() => wallet.requestsOf('personal_sign').map(({ response }) => response))
    .toEqual([{ error: { code: 4001, message: 'User rejected the request.' } }]);

  await expect(dialog.signButton).toHaveText('Sign message');
  await expect(dialog.root).toBeVisible();
  await expect(dialog.errorMessage).toHaveCount(0);
  await expect(dialog.root).not.toContainText(/error|retry|oops/i);
  await expect(home.accountPanel.signInStatus).toHaveText('Not signed in');

  await dialog.sign();
  await expect(dialog.root).toBeHidden();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  expect(wallet.requestsOf('personal_sign')).toHaveLength(2);
  expect(await fetchSessionFromPage(page)).toEqual({ status: 200, body: { address: wallet.address, chainId: 1 } });
});

test.describe('the nonce route failing', () => {
  test.use({
    expectedConsoleLines: { 'the test makes GET /api/auth/nonce answer 500; Chromium logs the failed request': /status of 500 \(Internal Server Error\)/ },
  });

  test('the nonce route failing shows "Error preparing message, please retry!"', async ({ home, wallet, page }) => {
    let nonceFailures = 0;
    await page.route(`**${AUTH_ROUTES.nonce.path}`, (route) => {
      nonceFailures += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal error.' }) });
    });
    const requests = trackRequests(page);
    await home.goto();
    const dialog = await home.connectWithoutSigningIn();
    // Counted where it is answered: a response wait started before the load has only the 15 s action limit.
    await expect.poll(() => nonceFailures).toBeGreaterThan(0);
    await expect(dialog.errorMessage).toHaveText(SIGN_IN_ERRORS.preparing);
    // With no nonce there is nothing to sign.
    await expect(dialog.signButton).not.toHaveText('Sign message');
    await requests.settled();
    expect(wallet.requestsOf('personal_sign')).toHaveLength(0);
    await expect(home.accountPanel.signInStatus).toHaveText('Not signed in');

    // Once the route is back, Cancel (which disconnects) and connecting again gets a nonce and signs in.
    await page.unroute(`**${AUTH_ROUTES.nonce.path}`);
    await dialog.cancelButton.click();
    await expect(home.connectButton).toBeVisible();
    await expect.poll(() => wallet.isConnected).toBe(false);
    await home.connect();
    await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  });
});

test.describe('verification refused by the server', () => {
  test.use({
    expectedConsoleLines: { 'the test tampers with the message, so POST /api/auth/verify refuses it with 401; Chromium logs the refusal': /status of 401 \(Unauthorized\)/ },
  });

  /**
   * Alters the signed message on its way to `POST /api/auth/verify` (its
   * statement loses its full stop), so the real server finds the signature
   * does not match and answers 401; the signature itself is untouched.
   */
  async function tamperWithVerify(page: Page): Promise<void> {
    await page.route(`**${AUTH_ROUTES.verify.path}`, async (route) => {
      const body = route.request().postDataJSON() as { message: string; signature: string };
      expect(body.message).toContain(SIWE_STATEMENT);
      await route.continue({ postData: JSON.stringify({ ...body, message: body.message.replace(SIWE_STATEMENT, 'Sign in to Co-Editions!') }) });
    });
  }

  test('a tampered message shows "Error verifying signature, please retry!" and no session', async ({ home, wallet, page }) => {
    await tamperWithVerify(page);
    await home.goto();
    const dialog = await home.connectWithoutSigningIn();
    // Waited for from the click that sends it: the wait has 15 s, and the page load and connection before it may take more.
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === AUTH_ROUTES.verify.path);
    await dialog.sign();
    const response = await refused;
    // The real server refused it (why is covered by api-auth.spec.ts; the page never reads the body).
    expect(response.status()).toBe(401);

    await expect(dialog.errorMessage).toHaveText(SIGN_IN_ERRORS.verifying);
    await expect(dialog.signButton).toHaveText('Sign message');
    await expect(home.accountPanel.signInStatus).toHaveText('Not signed in');
    await expect(home.accountButton).toBeHidden();
    expect(wallet.requestsOf('personal_sign')).toHaveLength(1);
    expect(await fetchSessionFromPage(page)).toEqual({ status: 200, body: null });
  });

  test('after "please retry!", signing again (untampered) signs in', async ({ home, wallet, page }) => {
    await tamperWithVerify(page);
    await home.goto();
    const dialog = await home.connectWithoutSigningIn();
    await dialog.sign();
    await expect(dialog.errorMessage).toHaveText(SIGN_IN_ERRORS.verifying);
    await page.unroute(`**${AUTH_ROUTES.verify.path}`);
    // The retry goes to the real server untouched (not through Playwright's
    // own fetch, which does not carry partitioned cookies); its status is
    // read here to report it.
    const retried = page.waitForResponse(
      (response) => new URL(response.url()).pathname === AUTH_ROUTES.verify.path && response.request().method() === 'POST',
    );

    // What the message asks for: retry, with the dialog's own button.
    await dialog.sign();
    const retryResponse = await retried;
    // Its body may be gone from the browser once the page has read it: the status tells.
    const retryAnswer = { status: retryResponse.status() };
    const [firstNonce, retryNonce] = signedMessages(wallet).map((message) => parseSiweMessage(message).nonce);
    expect(
      retryAnswer?.status,
      `the retry was answered ${JSON.stringify(retryAnswer)}; nonce of the first message ${firstNonce}, of the retry ${retryNonce}`,
    ).toBe(200);
    await expect(dialog.root).toBeHidden();
    await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  });
});

test('switching the account in the wallet signs out, ends the server session and asks to sign in again', async ({ home, wallet, page }) => {
  await home.goto();
  await home.connect();
  const first = wallet.address;
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', first);
  const authRequests = recordAuthRequests(page);

  await wallet.switchAccount(1);
  const second = anvilAccount(1);
  expect(wallet.address).toBe(second);
  await expect(home.accountPanel.address).toHaveText(second);
  await expect(home.accountPanel.signInStatus).toHaveText('Not signed in');
  // What the wallet will show stays English, and the page says why.
  await expect(page.getByTestId('sign-in-status-statement')).toContainText('“Sign in to Co-Editions.” It stays in English');
  await expect(home.accountButton).toBeHidden();
  await expect(home.connectButton).toBeVisible();
  expect(authRequests).toContainEqual({ method: 'POST', path: AUTH_ROUTES.logout.path });
  // The logout may still be on its way as the panel changes.
  await expect.poll(() => fetchSessionFromPage(page)).toEqual({ status: 200, body: null });

  // Asked to sign in again: the Connect button opens the sign-in dialog, not the wallet list.
  await home.connectButton.click();
  await expect(home.signInModal.heading).toBeVisible();
  await expect(home.connectModal.walletOption(MOCK_WALLET_RDNS)).toHaveCount(0);
  await home.signInModal.sign();
  await expect(home.signInModal.root).toBeHidden();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', second);
  expect(wallet.requestsOf('personal_sign').at(-1)?.params).toEqual([expect.any(String), second]);
  expect(await fetchSessionFromPage(page)).toEqual({ status: 200, body: { address: second, chainId: 1 } });
});

test('switching networks from the chain modal keeps the session', async ({ home, wallet, page }) => {
  await home.goto();
  await home.connect();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  const authRequests = recordAuthRequests(page);

  const modal = await home.openChainModal();
  await modal.choose(11155111);
  await expect.poll(() => wallet.chainId).toBe(11155111);
  await expect(modal.root).toBeHidden();
  await expect(home.accountPanel.chain).toHaveText('Sepolia');
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  await expect(home.accountButton).toBeVisible();
  await expect(home.signInModal.root).toHaveCount(0);
  // The session still says chain 1: the chain the visitor signed in on.
  expect(await fetchSessionFromPage(page)).toEqual({ status: 200, body: { address: wallet.address, chainId: 1 } });

  // And it lasts: a reload on Sepolia is still signed in, with no new signature.
  const requests = trackRequests(page);
  await page.reload();
  await expect(home.accountPanel.chain).toHaveText('Sepolia');
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  await requests.settled();
  expect(authRequests.filter(({ path }) => path !== AUTH_ROUTES.session.path)).toEqual([]);
  expect(wallet.requestsOf('personal_sign')).toHaveLength(1);
});
