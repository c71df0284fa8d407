/**
 * Sign-In with Ethereum while the page's session check (`GET
 * /api/auth/session`) hangs, as on a slow server: a first-time visitor's
 * "Connect Wallet" and "Verify your account" do not wait for it, and stay
 * once it answers.
 */
import { MOCK_WALLET_RDNS } from '../tooling/mockWallet/mockWalletProtocol';
import { AUTH_ROUTES, holdAuthRoute, recordAuthRequests } from './fixtures/auth';
import { expect, test } from './fixtures/test';

test('a first-time visitor clicks Connect Wallet while the session check hangs: the modal opens and stays open once it answers', async ({ home, page }) => {
  const sessionCheck = await holdAuthRoute(page, AUTH_ROUTES.session);
  const authRequests = recordAuthRequests(page);
  await home.goto();

  // Nothing stored, so nothing to wait for: "Connect Wallet", and no session check before the first input.
  const placeholder = page.getByTestId('connect-placeholder');
  await expect(home.connectButton).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  await page.waitForLoadState('load');
  expect(authRequests).toEqual([]);

  // From here on, note every time a "Connect a Wallet" dialog appears or goes.
  await page.evaluate(() => {
    const log: string[] = [];
    Object.assign(window, { __connectModalLog: log });
    let open = false;
    const check = () => {
      const now = [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.textContent?.includes('Connect a Wallet'));
      if (now !== open) log.push(now ? 'open' : 'closed');
      open = now;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  const modalLog = () => page.evaluate(() => (window as unknown as { __connectModalLog: string[] }).__connectModalLog);

  await home.connectButton.click();
  await sessionCheck.requested;
  await expect(home.connectModal.root).toBeVisible();

  // The session status has settled (200 null: unauthenticated) and the modal is still the one that opened.
  const answered = await sessionCheck.release();
  expect(answered.status()).toBe(200);
  expect(await answered.json()).toBeNull();
  await expect(placeholder).toHaveCount(0);
  await expect.poll(modalLog).toEqual(['open']);
  await expect(home.connectModal.root).toBeVisible();

  // And it is usable: choosing the wallet goes on to "Verify your account".
  await home.connectModal.choose(MOCK_WALLET_RDNS);
  await expect(home.signInModal.heading).toBeVisible();
});

test('a first-time visitor connects while the session check hangs: "Verify your account" shows at once and stays once the check answers', async ({ home, wallet, page }) => {
  const sessionCheck = await holdAuthRoute(page, AUTH_ROUTES.session);
  await home.goto();

  // From here on, note every time the sign-in dialog appears or goes.
  await page.evaluate(() => {
    const log: string[] = [];
    Object.assign(window, { __signInModalLog: log });
    let open = false;
    const check = () => {
      const now = document.querySelector('[role="dialog"] [data-testid="rk-auth-message-button"]') !== null;
      if (now !== open) log.push(now ? 'open' : 'closed');
      open = now;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });
  const signInModalLog = () => page.evaluate(() => (window as unknown as { __signInModalLog: string[] }).__signInModalLog);

  // Connected with the check still under way: the sign-in step at once, not an empty modal.
  await home.openConnectModal();
  await sessionCheck.requested;
  await home.connectModal.choose(MOCK_WALLET_RDNS);
  await expect(home.signInModal.heading).toBeVisible();
  await expect(home.accountPanel.signInStatus).toHaveText('Checking…');

  // The check answers "signed out": the panel says so, and the step is still
  // the one that opened (checked once React has painted the answer).
  expect(await (await sessionCheck.release()).json()).toBeNull();
  await expect(home.accountPanel.signInStatus).toHaveText('Not signed in');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await signInModalLog()).toEqual(['open']);
  await expect(home.signInModal.heading).toBeVisible();

  // And signing in from it works, with one signature.
  await home.signInModal.sign();
  await expect(home.accountButton).toBeVisible();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);
  await expect.poll(signInModalLog).toEqual(['open', 'closed']);
  expect(wallet.requestsOf('personal_sign')).toHaveLength(1);
});
