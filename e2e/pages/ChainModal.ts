import type { Locator, Page } from '@playwright/test';

/** RainbowKit's "Switch Networks" modal, opened from the chain button. */
export class ChainModal {
  /** The dialog, named by its "Switch Networks" heading. */
  readonly root: Locator;
  /** The notice shown while the wallet is on a chain the app does not support. */
  readonly wrongNetworkNotice: Locator;
  /** The Disconnect entry offered on a wrong network (`rk-chain-option-disconnect`). */
  readonly disconnectOption: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Switch Networks' });
    this.wrongNetworkNotice = this.root.getByText('Wrong network detected, switch or disconnect to continue.');
    this.disconnectOption = this.root.getByTestId('rk-chain-option-disconnect');
  }

  /** Every chain entry, in menu order (`rk-chain-option-<id>`, not the icons nor Disconnect). */
  get chainOptions(): Locator {
    return this.root.locator('[data-testid^="rk-chain-option-"]:not([data-testid$="-icon"]):not([data-testid="rk-chain-option-disconnect"])');
  }

  /** The entry of chain `chainId`; the current chain's entry reads "<name>Connected". */
  chainOption(chainId: number): Locator {
    return this.root.getByTestId(`rk-chain-option-${chainId}`);
  }

  /** Asks to switch to chain `chainId`; the modal closes once the switch has settled. */
  async choose(chainId: number): Promise<void> {
    await this.chainOption(chainId).click();
  }
}
