import type { Locator, Page } from '@playwright/test';
import { AccountModal } from './AccountModal';

/**
 * RainbowKit's recent transactions: the list in the account modal (the 3
 * newest of the current account and chain, `TxItem`: description over
 * "Pending" / "Confirmed" / "Failed", linking to the chain's block explorer)
 * and the loading ring the account button's avatar wears while any of them is
 * pending.
 */
export class KitRecentTransactions {
  /** The account modal's entries (links to `<explorer>/tx/<hash>`). */
  readonly items: Locator;
  readonly #modal: AccountModal;
  /**
   * The ring around the avatar in the header's account button, shown only
   * while the account has a pending transaction (`hasPendingTransactions`).
   */
  readonly avatarLoadingRing: Locator;

  constructor(readonly page: Page) {
    const modal = new AccountModal(page);
    this.#modal = modal;
    this.items = modal.root.locator('a[href*="/tx/0x"]');
    this.avatarLoadingRing = page.getByTestId('rk-account-button').getByTestId('avatar-pending');
  }

  /** The entry of transaction `hash` in the account modal. */
  item(hash: string): Locator {
    return this.#modal.root.locator(`a[href$="/tx/${hash}"]`);
  }

  /** The state line ("Pending", "Confirmed", "Failed") of the entry of `hash`. */
  status(hash: string): Locator {
    return this.item(hash).getByText(/^(Pending|Confirmed|Failed)$/);
  }
}
