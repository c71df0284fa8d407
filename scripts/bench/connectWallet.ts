import type { Page } from '@playwright/test';
import { MOCK_WALLET_NAME, MOCK_WALLET_RDNS } from '../../tooling/mockWallet/mockWalletProtocol';
import type { BenchApp } from './apps';

/** Parameters of {@link connectMockWallet}. */
type ConnectMockWalletParameters = {
  /** Sign in through the kit's "Verify your account" step after connecting (the app's Sign-In with Ethereum). */
  signIn: boolean;
  /** Time allowed for each step, in ms; default 30,000. */
  stepTimeoutMs?: number;
};

/**
 * Connects the mock wallet (already installed in `page`, which shows the
 * app) through RainbowKit's modal, the way a visitor does and the e2e
 * suite's `HomePage.connect` does: clicks "Connect Wallet"
 * (`rk-connect-button`), picks the mock wallet's EIP-6963 entry, and with
 * `signIn` signs the "Verify your account" message (`rk-auth-message-button`,
 * once it reads "Sign message"; before that it ignores clicks). Resolves
 * once the account button shows and no dialog is left open.
 *
 * @throws Playwright's `TimeoutError` when a step does not happen in time.
 */
async function connectMockWallet(page: Page, { signIn, stepTimeoutMs = 30_000 }: ConnectMockWalletParameters): Promise<void> {
  await page.getByTestId('rk-connect-button').click({ timeout: stepTimeoutMs });
  await page
    .getByRole('dialog')
    .getByTestId(`rk-wallet-option-${MOCK_WALLET_RDNS}`)
    .click({ timeout: stepTimeoutMs });
  if (signIn) {
    await page.getByTestId('rk-auth-message-button').filter({ hasText: /^Sign message$/ }).click({ timeout: stepTimeoutMs });
  }
  await page.getByTestId('rk-account-button').waitFor({ state: 'visible', timeout: stepTimeoutMs });
  await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null, undefined, { timeout: stepTimeoutMs });
}

/**
 * Connects the mock wallet through ConnectKit's modal: clicks its "Connect
 * Wallet" button, picks the mock wallet's EIP-6963 entry by its name, waits
 * for the button to show the shortened address, and closes the modal if
 * ConnectKit left it open.
 *
 * @throws Playwright's `TimeoutError` when a step does not happen in time.
 */
async function connectMockWalletWithConnectKit(page: Page, { stepTimeoutMs = 30_000 }: Pick<ConnectMockWalletParameters, 'stepTimeoutMs'> = {}): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: stepTimeoutMs });
  await page.getByRole('button', { name: MOCK_WALLET_NAME }).click({ timeout: stepTimeoutMs });
  const account = page.getByRole('button', { name: /^0x[0-9a-f]{4}(••••|\.\.\.\.)[0-9a-f]{4}$/i });
  await account.waitFor({ state: 'visible', timeout: stepTimeoutMs });
  if ((await page.getByRole('dialog').count()) > 0) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: stepTimeoutMs });
  }
}

/**
 * Connects the mock wallet in `app`'s page through that app's wallet kit
 * (see {@link connectMockWallet} and {@link connectMockWalletWithConnectKit}),
 * signing in where the app asks to.
 *
 * @throws when the app has no wallet code, or a step times out.
 */
export async function connectAppWallet(page: Page, app: BenchApp): Promise<void> {
  switch (app.walletKit) {
    case 'rainbowkit':
      return connectMockWallet(page, { signIn: app.signIn });
    case 'connectkit':
      return connectMockWalletWithConnectKit(page);
    case null:
      throw new Error(`${app.label} has no wallet to connect.`);
  }
}
