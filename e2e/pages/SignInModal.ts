import { expect, type Locator, type Page } from '@playwright/test';

/** The kit's sign-in error messages (en-US), by what failed. */
export const SIGN_IN_ERRORS = {
  /** The adapter's `getNonce` threw (here: `GET /api/auth/nonce` did not answer 200). */
  preparing: 'Error preparing message, please retry!',
  /** The wallet failed to sign, other than a user rejection (4001). */
  signing: 'Error signing message, please retry!',
  /** The adapter's `verify` returned false (here: `POST /api/auth/verify` did not answer 200). */
  verifying: 'Error verifying signature, please retry!',
  /** Anything else. */
  oops: 'Oops, something went wrong!',
} as const;

/**
 * RainbowKit's "Verify your account" step (Sign-In with Ethereum), shown in
 * the connect modal once a wallet is connected while the app's sign-in is on.
 */
export class SignInModal {
  /** The dialog: the one holding the kit's sign button. */
  readonly root: Locator;
  /** "Sign message" (`rk-auth-message-button`): asks the wallet to sign the SIWE message. */
  readonly signButton: Locator;
  /** The dialog's title, "Verify your account". */
  readonly heading: Locator;
  /** "Cancel": leaves the step (the kit disconnects the wallet). */
  readonly cancelButton: Locator;
  /** Any of the kit's {@link SIGN_IN_ERRORS} shown in the dialog. */
  readonly errorMessage: Locator;

  constructor(readonly page: Page) {
    this.signButton = page.getByTestId('rk-auth-message-button');
    this.root = page.getByRole('dialog').filter({ has: this.signButton });
    this.heading = this.root.getByText('Verify your account', { exact: true });
    this.cancelButton = this.root.getByRole('button', { name: 'Cancel' });
    const escaped = Object.values(SIGN_IN_ERRORS).map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.errorMessage = this.root.getByText(new RegExp(escaped.join('|')));
  }

  /**
   * Signs in: waits until the message is prepared (the button reads "Sign
   * message" once the nonce has arrived; before that it reads "Preparing
   * message..." and ignores clicks, marked only `aria-disabled` (our kit
   * patch; it stays focusable), not `disabled`), then clicks it.
   */
  async sign(): Promise<void> {
    await expect(this.signButton).toHaveText('Sign message');
    await this.signButton.click();
  }
}
