/**
 * The core flows under the app's Content-Security-Policy and
 * Permissions-Policy (`docs/security.md`): run by the `csp` Playwright project, whose
 * `failOnPolicyViolation` option fails a test on any `securitypolicyviolation`
 * event or policy console message in any of its pages (see
 * e2e/fixtures/policyViolations.ts). The assertions here only prove that
 * each flow really ran; the policy check is the fixture's.
 *
 * Kept to a few tests: the full flows are covered by their own specs in the
 * `chromium` project. Sending uses anvil account 6 on Ethereum, whose
 * Ethereum balance no other test reads (send-failures.spec.ts uses it on Sepolia).
 */
import { randomUUID } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseEther } from 'viem';
import { e2eNodeClient, MAINNET_ID, SEPOLIA_ID } from './fixtures/anvilNodes';
import { recordPolicyViolations, type PolicyViolation } from './fixtures/policyViolations';
import { openAsSafeApp } from './fixtures/safeAppHost';
import { serverLogLines } from './fixtures/serverLog';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { ConnectModal } from './pages/ConnectModal';
import { SendPage } from './pages/SendPage';
import { MOCK_WALLET_RDNS } from '../tooling/mockWallet/mockWalletProtocol';
import { RELAY_UNREACHABLE, WALLETCONNECT_HOST } from './fixtures/walletConnectHosts';

test('connect, sign in, switch networks, visit every page and disconnect', async ({ home, wallet, page }) => {
  await home.goto();
  await home.connect();
  await expect(home.accountPanel.signInStatus).toHaveAttribute('data-signed-in-as', wallet.address);

  const chainModal = await home.openChainModal();
  await chainModal.choose(SEPOLIA_ID);
  await expect.poll(() => wallet.chainId).toBe(SEPOLIA_ID);
  await expect(home.accountPanel.chain).toHaveText('Sepolia');
  const back = await home.openChainModal();
  await back.choose(MAINNET_ID);
  await expect.poll(() => wallet.chainId).toBe(MAINNET_ID);
  await expect(home.accountPanel.chain).toHaveText('Ethereum');

  const overview = new AccountOverviewPage(page);
  await overview.openFromHeader();
  await expect(overview.address).toHaveText(wallet.address);
  const send = new SendPage(page);
  await send.goto();
  await expect(send.form).toBeVisible();

  await home.goto();
  const accountModal = await home.openAccountModal();
  await accountModal.disconnectButton.click();
  await expect(home.connectButton).toHaveText('Connect Wallet');
});

test("in German, the kit's strings load from our origin: connect, sign in and open the account modal", async ({ page, wallet }) => {
  await page.goto('/de-DE');
  await page.getByTestId('rk-connect-button').click();
  await expect(page.getByRole('dialog', { name: 'Ein Wallet verbinden' })).toBeVisible();
  await page.getByTestId(`rk-wallet-option-${MOCK_WALLET_RDNS}`).click();
  await page.getByTestId('rk-auth-message-button').click();
  await expect(page.getByTestId('sign-in-status')).toHaveAttribute('data-signed-in-as', wallet.address);
  await page.getByTestId('rk-account-button').click();
  await expect(page.getByRole('button', { name: 'Trennen' })).toBeVisible();
});

test.describe('sending', () => {
  test.use({ walletOptions: { chainId: MAINNET_ID, accountIndex: 6 } });

  test('send 0.01 ETH on Ethereum and follow it to Confirmed', async ({ home }) => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const send = await SendPage.openConnected(home);
    await send.sendAndConfirm({ recipient, amount: '0.01' });
    expect(await e2eNodeClient(MAINNET_ID).getBalance({ address: recipient })).toBe(parseEther('0.01'));
  });
});

test.describe('WalletConnect', () => {
  test.use({ expectedConsoleLines: RELAY_UNREACHABLE });

  test('picking it starts its provider and modal within the policy', async ({ home, thirdPartyRequests }) => {
    await home.goto();
    const modal = await home.openConnectModal();
    await modal.choose('walletConnect');
    // The tests stay on loopback, so these hosts do not resolve, but only
    // after the policy has let them go: a refused host would be a violation.
    await expect
      .poll(() => [...new Set(thirdPartyRequests.map((url) => url.hostname))].filter((host) => WALLETCONNECT_HOST.test(host)))
      .toEqual(expect.arrayContaining(['relay.walletconnect.org']));
  });
});

/**
 * Stands in for keys.coinbase.com's page (the request never leaves the
 * browser): it announces itself to `window.opener` as the real page does
 * (`{ event: 'PopupLoaded' }`) and keeps what the opener answers.
 */
const COINBASE_POPUP_STUB = `<!doctype html><title>keys.coinbase.com stand-in</title><script>
  window.fromOpener = [];
  window.addEventListener('message', (event) => { window.fromOpener.push(event.data); });
  window.opener.postMessage({ event: 'PopupLoaded', id: 'e2e-popup' }, '*');
</script>`;

test('picking Coinbase Wallet opens its keys.coinbase.com popup, which keeps window.opener under COOP and gets the SDK\'s handshake', async ({
  home,
  context,
  thirdPartyRequests,
}) => {
  await context.route('https://keys.coinbase.com/**', (route) => route.fulfill({ contentType: 'text/html', body: COINBASE_POPUP_STUB }));
  await home.goto();
  const modal = await home.openConnectModal();
  const popupOpened = context.waitForEvent('page');
  await modal.choose('coinbase');
  const popup = await popupOpened;
  await expect.poll(() => thirdPartyRequests.map((url) => url.hostname)).toContain('keys.coinbase.com');
  // Cross-Origin-Opener-Policy: same-origin would sever the popup from the
  // page (window.opener null): the SDK would never hear PopupLoaded.
  await expect
    .poll(() => popup.evaluate(() => (window as unknown as { fromOpener: unknown[] }).fromOpener))
    .toContainEqual({ requestId: 'e2e-popup', data: expect.objectContaining({ version: expect.any(String), location: expect.stringContaining('http://127.0.0.1') }) });
});

test('framed by Safe{Wallet} (https://app.safe.global), the app loads and offers Safe', async ({ page, wallet: _installed }) => {
  const app = await openAsSafeApp(page);
  await app.getByTestId('rk-connect-button').click();
  const modal = new ConnectModal(app);
  await expect(modal.walletOption('safe')).toBeVisible();
});

test.describe('the guard itself', () => {
  // The recorder alone, without the fixtures that would fail this test on
  // the violation it provokes on purpose.
  test.use({
    failOnPolicyViolation: false,
    expectedConsoleLines: {
      'the violation the test provokes': /^Connecting to 'https:\/\/refused\.example\/.*' violates the following Content Security Policy directive/,
      'the fetch the policy refuses': /^Fetch API cannot load https:\/\/refused\.example\//,
    },
  });

  test('the recorder catches a request the policy refuses, as the DOM event and as the console message', async ({ page, context }) => {
    const violations: PolicyViolation[] = [];
    await recordPolicyViolations(context, (violation) => violations.push(violation));
    await page.goto('/');
    await page.evaluate(() => fetch('https://refused.example/').catch(() => undefined));
    await expect.poll(() => [...new Set(violations.map(({ source }) => source))].sort()).toEqual(['console', 'event']);
    expect(violations.map(({ description }) => description).join('\n')).toContain('connect-src');
  });

  test('a violation in the page is reported to /api/csp-report and logged by the server, without its query', async ({ page }) => {
    const marker = `csp-probe-${randomUUID()}`;
    await page.goto('/');
    await page.evaluate((path) => fetch(`https://refused.example/${path}?secret=1`).catch(() => undefined), marker);
    await expect.poll(() => serverLogLines(marker)).toHaveLength(1);
    const [line] = serverLogLines(marker);
    expect(line).toContain('"directive":"connect-src"');
    expect(line).toContain(`"blocked":"https://refused.example/${marker}"`);
    expect(line).not.toContain('secret');
  });
});
