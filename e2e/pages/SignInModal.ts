import { expect, type Locator, type Page } from '@playwright/test';

/**
 * RainbowKit's "Verify your account" step (Sign-In with Ethereum), shown in
 * the connect modal once a wallet is connected while the app's sign-in is on.
 */
export class SignInModal {
  /** The dialog: the one holding the kit's sign button. */
  readonly root: Locator;
  /** "Sign message" (`rk-auth-message-button`): asks the wallet to sign the SIWE message. */
  readonly signButton: Locator;
  /** "Cancel": leaves the step (the kit disconnects the wallet). */
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.signButton = page.getByTestId('rk-auth-message-button');
    this.root = page.getByRole('dialog').filter({ has: this.signButton });
    this.cancelButton = this.root.getByRole('button', { name: 'Cancel' });
  }

  /**
   * Signs in: waits until the message is prepared (the button reads "Sign
   * message" once the nonce has arrived; before that it reads "Preparing
   * message..." and ignores clicks, without being `disabled` in the DOM,
   * so Playwright's auto-wait alone would click too early), then clicks it.
   */
  async sign(): Promise<void> {
    await expect(this.signButton).toHaveText('Sign message');
    await this.signButton.click();
  }
}
