/**
 * Sessions the server ends (`docs/sign-in.md`): one address signed in in
 * two or three browser contexts at once, each with its own cookie. One
 * lists them all on `/account` and signs the others out, and each of those
 * is signed out at its next request: its page says so without a reload.
 */
import type { Page } from '@playwright/test';
import { readE2eEnv, type E2eChainId } from '../tooling/e2eEnv';
import type { MockWallet } from '../tooling/mockWallet/mockWallet';
import { rememberSignedIn, SESSIONS_PATH } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSecondVisitor, type SecondVisitor } from './fixtures/secondVisitor';
import { expectNoSidewaysScroll, expectWithinCard } from './fixtures/sidewaysScroll';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { SessionsSection } from './pages/SessionsSection';

/** Opens `/account` signed in as `wallet`'s account, through the header's link, and waits for the Sessions card's list. */
async function openSessions(page: Page, wallet: MockWallet): Promise<SessionsSection> {
  await rememberSignedIn(page, wallet, readE2eEnv().rpcUrls[wallet.chainId as E2eChainId]);
  await page.goto('/');
  const overview = new AccountOverviewPage(page);
  await overview.openFromHeader();
  const sessions = new SessionsSection(page);
  await expect(sessions.thisBrowser).toHaveCount(1);
  return sessions;
}

/** Ends every other session of the page's address through the API: what an earlier attempt of the test left is gone. */
async function endOtherSessions(page: Page): Promise<void> {
  const status = await page.evaluate(async (path) => (await fetch(path, { method: 'DELETE' })).status, SESSIONS_PATH);
  expect(status).toBe(200);
}

/** Follows the header's Requests link: its list is the page's next request to the server, and a signed-out page asks to sign in. */
async function expectSignedOutAtNextRequest(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests', exact: true }).click();
  await expect(page.getByTestId('requests-sign-in')).toBeVisible();
  await expect(page.getByTestId('rk-connect-button')).toBeVisible();
}

test.describe('one address, two browsers', () => {
  test.use({
    walletOptions: { accountIndex: 70 },
    // The first browser's next request, after its session was ended elsewhere, is refused: that is how it learns.
    expectedConsoleLines: { 'the request that finds the session ended': /status of 401 \(Unauthorized\)/ },
  });

  test('the second lists both sessions; "Sign out" on the first’s row signs the first out at its next request', async ({ page, wallet, browser }) => {
    const first = await openSessions(page, wallet);
    await endOtherSessions(page);
    const second: SecondVisitor = await openSecondVisitor(browser, { accountIndex: 70 });
    try {
      const sessions = await openSessions(second.page, second.wallet);
      await expect(sessions.items).toHaveCount(2);
      await expect(sessions.thisBrowser).toContainText('This browser');
      // Playwright's Chromium says it is Chrome on Windows (its desktop device's User-Agent).
      await expect(sessions.thisBrowser).toContainText('Chrome on Windows');
      await expect(sessions.others).toContainText(/Signed in .*ago|Signed in now/);
      await expect(sessions.others.getByRole('button', { name: 'Sign out', exact: true })).toHaveCount(1);
      await expect(sessions.thisBrowser.getByRole('button')).toHaveCount(0);
      await expectNoAxeViolations(second.page, { include: '[data-testid="sessions-section"]', label: 'Sessions (light, 1280 px)' });
      await second.page.emulateMedia({ colorScheme: 'dark' });
      await second.page.setViewportSize({ width: 320, height: 800 });
      await expectNoAxeViolations(second.page, { include: '[data-testid="sessions-section"]', label: 'Sessions (dark, 320 px)' });
      await expectNoSidewaysScroll(second.page, 'Sessions at 320 px');
      await expectWithinCard(sessions.root, 'Sessions at 320 px');

      await sessions.signOutButton().click();
      await expect(sessions.items).toHaveCount(1);
      await expect(sessions.others).toHaveCount(0);
      await expect(second.page.getByTestId('sessions-only-this')).toBeVisible();

      // The first browser was shown signed in, and nothing has told it otherwise yet.
      await expect(first.thisBrowser).toHaveCount(1);
      await expectSignedOutAtNextRequest(page);
      // The second stays signed in.
      await second.page.reload();
      await expect(sessions.thisBrowser).toHaveCount(1);
    } finally {
      await second.context.close();
    }
  });
});

test.describe('one address, three browsers', () => {
  test.use({ walletOptions: { accountIndex: 71 } });

  test('"Sign out of all other sessions" signs every other browser out at its next request, and keeps this one', async ({ page, wallet, browser }) => {
    await openSessions(page, wallet);
    await endOtherSessions(page);
    const others = [await openSecondVisitor(browser, { accountIndex: 71 }), await openSecondVisitor(browser, { accountIndex: 71 })];
    try {
      for (const other of others) await openSessions(other.page, other.wallet);
      await page.reload();
      const sessions = new SessionsSection(page);
      await expect(sessions.items).toHaveCount(3);
      await sessions.signOutOthersButton.press('Enter');
      await expect(sessions.outcome).toHaveText('Signed out of 2 other sessions.');
      await expect(sessions.items).toHaveCount(1);
      await expect(sessions.signOutOthersButton).toHaveCount(0);
      for (const other of others) await expectSignedOutAtNextRequest(other.page);
      await page.reload();
      await expect(sessions.thisBrowser).toHaveCount(1);
    } finally {
      await Promise.all(others.map((other) => other.context.close()));
    }
  });
});
