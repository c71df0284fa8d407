import type { Locator, Page } from '@playwright/test';

/** The home page's account panel (`account-panel`), shown while connected. */
export class AccountPanel {
  readonly root: Locator;
  /** The full checksummed address. */
  readonly address: Locator;
  /** Balance with symbol, e.g. "10,000 ETH". */
  readonly balance: Locator;
  /** The chain's name, e.g. "Ethereum". */
  readonly chain: Locator;
  /** The panel's "Copy address" button. */
  readonly copyButton: Locator;
  /** "Switch network", which opens the kit's chain modal. */
  readonly switchNetworkButton: Locator;
  /** The notice shown instead of the account on an unsupported chain. */
  readonly unsupportedChainNotice: Locator;
  /** The sign-in state (`sign-in-status`): "Signed in with Ethereum" (the session's address in `data-signed-in-as`), "Checking…" or "Not signed in". */
  readonly signInStatus: Locator;
  /** "Balance unavailable", when the node failed and nothing is known. */
  readonly balanceUnavailable: Locator;
  /** "last known; node unreachable", beside a balance kept from the persisted cache. */
  readonly balanceStale: Locator;
  /** The balance's Retry button (shown with either of the two above). */
  readonly balanceRetry: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('account-panel');
    this.address = this.root.getByTestId('account-address');
    this.balance = this.root.getByTestId('account-balance');
    this.chain = this.root.getByTestId('account-chain');
    this.copyButton = this.root.getByRole('button', { name: /^(Copy address|Copied!)$/ });
    this.switchNetworkButton = this.root.getByRole('button', { name: 'Switch network' });
    this.unsupportedChainNotice = this.root.getByTestId('unsupported-chain');
    this.signInStatus = this.root.getByTestId('sign-in-status');
    this.balanceUnavailable = this.root.getByTestId('account-balance-error');
    this.balanceStale = this.root.getByTestId('account-balance-stale');
    this.balanceRetry = this.root.getByRole('button', { name: /^(Retry|Retrying…)$/ });
  }
}
