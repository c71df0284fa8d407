import { expect, type Locator, type Page } from '@playwright/test';

/**
 * `/account` (components/account/AccountOverview.tsx): the address, the balance on
 * every configured chain (each with its own error state and Retry), every
 * tracked transaction newest first, and the sign-in state; disconnected, a
 * call to connect.
 */
export class AccountOverviewPage {
  /** The connected address, checksummed (`overview-address`). */
  readonly address: Locator;
  /** "Signed in with Ethereum" (the session's address in `data-signed-in-as`), "Checking…" or "Not signed in" (`overview-sign-in`). */
  readonly signIn: Locator;
  /** Every tracked transaction (`tracked-transaction`), newest first, across chains. */
  readonly transactions: Locator;
  /** Every entry of Transactions, in the order shown: single transactions and batches (`batch-entry`) together. */
  readonly entries: Locator;
  /** "No transactions yet. …", while nothing is tracked. */
  readonly noTransactions: Locator;
  /** The disconnected page's text: "Connect a wallet to see your balances and transactions." */
  readonly connectPrompt: Locator;
  /** The disconnected page's own "Connect Wallet" button (opens the kit's connect modal). */
  readonly connectButton: Locator;
  /** The "Tokens" panel (`tokens`). */
  readonly tokens: Locator;
  /** "Show zero balances". */
  readonly showZeroBalances: Locator;
  /** The "Token address" field (on the wallet's current chain). */
  readonly tokenAddress: Locator;
  /** "Add token", enabled once the address was read as a token. */
  readonly addTokenButton: Locator;
  /** "<name> (<symbol>), <decimals> decimals, on <chain>", before adding (`hint-token-address`). */
  readonly addTokenPreview: Locator;
  /** Why the address cannot be added, e.g. "Not an ERC-20 token: …" (`error-token-address`). */
  readonly addTokenError: Locator;

  constructor(readonly page: Page) {
    this.address = page.getByTestId('overview-address');
    this.signIn = page.getByTestId('overview-sign-in');
    this.transactions = page.getByTestId('tracked-transaction');
    this.entries = this.transactions.or(page.getByTestId('batch-entry'));
    this.noTransactions = page.getByText(/^No transactions yet\./);
    this.connectPrompt = page.getByText('Connect a wallet to see your balances and transactions.', { exact: true });
    this.connectButton = page.getByRole('main').getByRole('button', { name: 'Connect Wallet', exact: true });
    this.tokens = page.getByTestId('tokens');
    this.showZeroBalances = this.tokens.getByLabel('Show zero balances');
    this.tokenAddress = this.tokens.getByLabel('Token address');
    this.addTokenButton = this.tokens.getByRole('button', { name: 'Add token', exact: true });
    this.addTokenPreview = this.tokens.getByTestId('hint-token-address');
    this.addTokenError = this.tokens.getByTestId('error-token-address');
  }

  /** The "Tokens" panel's section of chain `chainId` (`tokens-<chainId>`): its rows, or its loading, empty or error state. */
  chainTokens(chainId: number): Locator {
    return this.page.getByTestId(`tokens-${chainId}`);
  }

  /** The row of token `address` on chain `chainId` (`token-<chainId>-<address>`). */
  token(chainId: number, address: string): Locator {
    return this.page.getByTestId(`token-${chainId}-${address}`);
  }

  /** The balance with its symbol of token `address` on chain `chainId`, e.g. "1,234.5 USDC". */
  tokenBalance(chainId: number, address: string): Locator {
    return this.token(chainId, address).getByTestId('token-balance');
  }

  /** Opens `/account` (a full page load). */
  async goto(): Promise<void> {
    await this.page.goto('/account');
  }

  /** Follows the header's "Account" link (client-side navigation) and waits for the address. */
  async openFromHeader(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account', exact: true }).click();
    await expect(this.address).toBeVisible();
  }

  /** The balance row of chain `chainId` (`balance-<chainId>`): the chain's name, then the value or the error. */
  balance(chainId: number): Locator {
    return this.page.getByTestId(`balance-${chainId}`);
  }

  /** The balance of chain `chainId` with symbol, en-US grouping, at most 6 decimals, e.g. "10,000 ETH" (`balance-value-<chainId>`). */
  balanceValue(chainId: number): Locator {
    return this.page.getByTestId(`balance-value-${chainId}`);
  }

  /** "Balance unavailable" in the row of chain `chainId`. */
  balanceUnavailable(chainId: number): Locator {
    return this.balance(chainId).getByText('Balance unavailable', { exact: true });
  }

  /** The row's "Retry" button ("Retrying…" while it refetches) of chain `chainId`. */
  balanceRetry(chainId: number): Locator {
    return this.balance(chainId).getByRole('button', { name: /^(Retry|Retrying…)$/ });
  }

  /** The tracked transaction `hash`, by its block-explorer link (or its shortened hash where the chain has no explorer). */
  transaction(hash: string): Locator {
    return this.transactions.filter({ has: this.page.locator(`a[href$="/tx/${hash}"], code[title="${hash}"]`) });
  }
}
