import { expect, type Locator, type Page } from '@playwright/test';
import { readE2eEnv, type E2eChainId } from '../../tooling/e2eEnv';
import type { MockWallet } from '../../tooling/mockWallet/mockWallet';
import { MOCK_WALLET_RDNS } from '../../tooling/mockWallet/mockWalletProtocol';
import { rememberSignedIn } from '../fixtures/auth';
import { AccountModal } from './AccountModal';
import { AccountPanel } from './AccountPanel';
import { ChainModal } from './ChainModal';
import { ConnectModal } from './ConnectModal';
import { SignInModal } from './SignInModal';

/** The home page `/`: the header's ConnectButton, the intro or the account panel, and the kit's modals. */
export class HomePage {
  /** "Connect Wallet" (`rk-connect-button`), while disconnected. */
  readonly connectButton: Locator;
  /** Balance, avatar and shortened address (`rk-account-button`), while connected on a supported chain. */
  readonly accountButton: Locator;
  /** The current chain (`rk-chain-button`): icon and name on large screens, icon only on small ones. */
  readonly chainButton: Locator;
  /** "Wrong network" (`rk-wrong-network-button`), instead of both buttons on an unsupported chain. */
  readonly wrongNetworkButton: Locator;
  readonly accountPanel: AccountPanel;
  readonly connectModal: ConnectModal;
  readonly accountModal: AccountModal;
  readonly chainModal: ChainModal;
  readonly signInModal: SignInModal;

  /** @param wallet - the mock wallet installed in `page`, for {@link gotoSignedIn}. */
  constructor(
    readonly page: Page,
    private readonly wallet?: MockWallet,
  ) {
    this.connectButton = page.getByTestId('rk-connect-button');
    this.accountButton = page.getByTestId('rk-account-button');
    this.chainButton = page.getByTestId('rk-chain-button');
    this.wrongNetworkButton = page.getByTestId('rk-wrong-network-button');
    this.accountPanel = new AccountPanel(page);
    this.connectModal = new ConnectModal(page);
    this.accountModal = new AccountModal(page);
    this.chainModal = new ChainModal(page);
    this.signInModal = new SignInModal(page);
  }

  /** Opens `/` (relative to `baseURL`). */
  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  /**
   * The visitor's first input on the page on show: a Shift key press, which
   * does nothing else. Like a first pointer movement or touch, it brings a
   * first-time visitor's page to life (`lib/wallet/walletCodeDemand.ts`).
   */
  async startUsingPage(): Promise<void> {
    await this.page.keyboard.press('Shift');
  }

  /**
   * Starts using the page on show and waits until it has settled: the kit
   * has replaced the header's placeholder with its own button (connect or
   * account), and no placeholder of ours is left (the intro's and the
   * forms' Connect buttons, the account panel), so that a scan or a style
   * check sees what the visitor ends up with.
   */
  async settle(): Promise<void> {
    await this.startUsingPage();
    await expect(this.connectButton.or(this.accountButton)).toBeVisible();
    await expect(this.page.locator('[data-testid="connect-placeholder"], .button-placeholder, .panel-placeholder')).toHaveCount(0);
  }

  /** Clicks "Connect Wallet" and waits for the Connect a Wallet modal. */
  async openConnectModal(): Promise<ConnectModal> {
    await this.connectButton.click();
    await expect(this.connectModal.root).toBeVisible();
    return this.connectModal;
  }

  /**
   * Connects wallet `walletId` (default the mock wallet's EIP-6963 entry)
   * without signing in: opens the connect modal, chooses the wallet, and
   * waits for the kit's "Verify your account" dialog (the e2e build has
   * Sign-In with Ethereum on), which it leaves open.
   *
   * @returns the sign-in dialog.
   */
  async connectWithoutSigningIn(walletId: string = MOCK_WALLET_RDNS): Promise<SignInModal> {
    const modal = await this.openConnectModal();
    await modal.choose(walletId);
    await expect(this.signInModal.root).toBeVisible();
    return this.signInModal;
  }

  /**
   * Connects the way a visitor does with the app's defaults: opens the
   * connect modal, chooses wallet `walletId` (default the mock wallet's
   * EIP-6963 entry), then signs the "Verify your account" message (the e2e
   * build has Sign-In with Ethereum on, as the app ships), and waits for the
   * account button.
   */
  async connect(walletId: string = MOCK_WALLET_RDNS): Promise<void> {
    const modal = this.connectModal;
    await this.connectWithoutSigningIn(walletId);
    await this.signInModal.sign();
    await expect(this.accountButton).toBeVisible();
    await expect(modal.root).toBeHidden();
    await expect(this.signInModal.root).toBeHidden();
  }

  /**
   * Opens `/` connected and signed in, as a visitor who did both on an
   * earlier visit ({@link rememberSignedIn}): for tests of what comes after
   * signing in, without the two prompts {@link connect} goes through.
   */
  async gotoSignedIn(): Promise<void> {
    if (!this.wallet) throw new Error('HomePage was made without the mock wallet, so it cannot sign in.');
    await rememberSignedIn(this.page, this.wallet, readE2eEnv().rpcUrls[this.wallet.chainId as E2eChainId]);
    await this.goto();
    await expect(this.accountButton).toBeVisible();
  }

  /** Opens the account modal from the account button. */
  async openAccountModal(): Promise<AccountModal> {
    await this.accountButton.click();
    await expect(this.accountModal.root).toBeVisible();
    return this.accountModal;
  }

  /** Opens the Switch Networks modal from the chain button (or "Wrong network"). */
  async openChainModal(): Promise<ChainModal> {
    await this.chainButton.or(this.wrongNetworkButton).click();
    await expect(this.chainModal.root).toBeVisible();
    return this.chainModal;
  }
}
