import type { Page } from '@playwright/test';
import { MOCK_WALLET_RDNS } from '../../tooling/mockWallet/mockWalletProtocol';

/** Parameters of {@link connectMockWallet}. */
export type ConnectMockWalletParameters = {
  /** Sign in through the kit's "Verify your account" step after connecting (the app's Sign-In with Ethereum). */
  signIn: boolean;
  /** Time allowed for each step, in ms; default 30,000. */
  stepTimeoutMs?: number;
};

/**
 * Connects the mock wallet (already installed in `page`, which shows the
 * app) the way a visitor does and the e2e suite's `HomePage.connect` does:
 * clicks "Connect Wallet" (`rk-connect-button`), picks the mock wallet's
 * EIP-6963 entry in the kit's modal, and with `signIn` signs the "Verify
 * your account" message (`rk-auth-message-button`, once it reads "Sign
 * message"; before that it ignores clicks). Resolves once the account
 * button shows and no dialog is left open.
 *
 * @throws Playwright's `TimeoutError` when a step does not happen in time.
 */
export async function connectMockWallet(page: Page, { signIn, stepTimeoutMs = 30_000 }: ConnectMockWalletParameters): Promise<void> {
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
