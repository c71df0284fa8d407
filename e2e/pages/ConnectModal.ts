import type { FrameLocator, Locator, Page } from '@playwright/test';

/**
 * RainbowKit's "Connect a Wallet" modal. On desktop: the wallet list on the
 * left, grouped ("Installed", "Popular"), the detail pane on the right. On a
 * mobile user agent: a bottom sheet with a row of wallet icons.
 */
export class ConnectModal {
  /** The dialog (`role="dialog"` named by its "Connect a Wallet" heading). */
  readonly root: Locator;
  /** The close (×) button. */
  readonly closeButton: Locator;
  /** The detail pane's RETRY button, shown after a failed or rejected connection. */
  readonly retryButton: Locator;

  /** @param scope - the page, or the frame the app runs in (see `openAsSafeApp`). */
  constructor(scope: Page | FrameLocator) {
    this.root = scope.getByRole('dialog', { name: 'Connect a Wallet' });
    this.closeButton = this.root.getByRole('button', { name: 'Close' });
    this.retryButton = this.root.getByRole('button', { name: 'RETRY' });
  }

  /**
   * The entry of wallet `id`: `injected` (Browser Wallet), `safe`,
   * `rainbow`, `coinbase`, `metaMask`, `walletConnect`, `brave`, or the rdns
   * of an EIP-6963 wallet such as the mock wallet.
   */
  walletOption(id: string): Locator {
    return this.root.getByTestId(`rk-wallet-option-${id}`);
  }

  /**
   * The wallet entries of group `groupName` ("Popular", "Installed"), in
   * display order (desktop layout). Each entry's text is the wallet's name.
   */
  groupOptions(groupName: string): Locator {
    // The kit renders a group as a heading box followed by the box of entries.
    return this.root
      .getByText(groupName, { exact: true })
      .locator('xpath=../following-sibling::div[1]')
      .locator('[data-testid^="rk-wallet-option-"]');
  }

  /** Chooses wallet `id` (see {@link walletOption}), which starts the connection. */
  async choose(id: string): Promise<void> {
    await this.walletOption(id).click();
  }

  /** Closes the modal with its × button. */
  async close(): Promise<void> {
    await this.closeButton.click();
  }
}
