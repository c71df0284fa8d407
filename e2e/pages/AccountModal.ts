import type { Locator, Page } from '@playwright/test';

/** RainbowKit's account modal, opened from the account button. */
export class AccountModal {
  /** The dialog: the one holding the kit's Disconnect button. */
  readonly root: Locator;
  /** The copy button (accessible name "Copy Copy Address": its icon is titled "Copy"). */
  readonly copyAddressButton: Locator;
  /** The copy button's label: "Copy Address", and "Copied!" for 1.5 s after a click. */
  readonly copyAddressLabel: Locator;
  /** "Disconnect" (`rk-disconnect-button`). */
  readonly disconnectButton: Locator;

  constructor(readonly page: Page) {
    this.disconnectButton = page.getByTestId('rk-disconnect-button');
    this.root = page.getByRole('dialog').filter({ has: this.disconnectButton });
    this.copyAddressButton = this.root.getByRole('button', { name: /(Copy Address|Copied!)$/ });
    this.copyAddressLabel = this.copyAddressButton.getByText(/^(Copy Address|Copied!)$/);
  }
}
