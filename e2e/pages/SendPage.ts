import { expect, type Locator, type Page } from '@playwright/test';
import type { SendFormValues } from '../../lib/transactions/sendForm';
import type { HomePage } from './HomePage';

/** A field of the send form, by the name its error's test id uses (`error-<field>`). */
export type SendField = keyof SendFormValues;

/** Each field's visible label. */
const FIELD_LABELS: Readonly<Record<SendField, string>> = {
  recipient: 'Recipient',
  amount: 'Amount',
  gasLimit: 'Gas limit',
  maxFeePerGas: 'Max fee (gwei)',
  maxPriorityFeePerGas: 'Max priority fee (gwei)',
  gasPrice: 'Gas price (gwei)',
};

/** Fields kept in the Advanced section (a closed `<details>` at first). */
const ADVANCED_FIELDS: ReadonlySet<SendField> = new Set(['gasLimit', 'maxFeePerGas', 'maxPriorityFeePerGas', 'gasPrice']);

/**
 * `/send` (components/send/SendForm.tsx): recipient, amount, the Advanced gas
 * fields (gas units and gwei), the fee summary, the Send button and, once
 * sent, the transaction's live status.
 */
export class SendPage {
  /** The form (named by the page's heading, "Send"). */
  readonly form: Locator;
  /** "Advanced" (the `<summary>` that opens the gas fields). */
  readonly advancedToggle: Locator;
  /** The submit button: "Send", or "Confirm in your wallet…" while the wallet has the request; disabled until the form is valid. */
  readonly submitButton: Locator;
  /** The sender's balance of the chosen asset on the current chain, e.g. "10,000 ETH" or "20 TUSD" (`send-balance`). */
  readonly balance: Locator;
  /** "Asset": the chain's native currency, then every token with a balance. */
  readonly asset: Locator;
  /** "Network fee (max)" and "Total (max)", labels and values (`fee-summary`). */
  readonly feeSummary: Locator;
  /** Network fee (max), e.g. "0.000042 ETH (21,000 gas × 2.00 gwei)", or "—" (`fee-estimate`). */
  readonly feeEstimate: Locator;
  /** The fee itself, e.g. "0.000042 ETH", titled with every digit (`fee-amount`). */
  readonly feeAmount: Locator;
  /** "(21,000 gas × 2.00 gwei)", titled with every digit: "21000 gas × 2.000000001 gwei" (`fee-detail`). */
  readonly feeDetail: Locator;
  /** Amount plus maximum fee, e.g. "1.000042 ETH", or "—" (`fee-total`). */
  readonly feeTotal: Locator;
  /** The total alone, without its fiat value: "1.000021 ETH", or "5 TUSD + 0.000042 ETH" (`total-amount`). */
  readonly feeTotalAmount: Locator;
  /** "This transaction would fail: <reason>" after a failing gas estimate (`estimate-error`). */
  readonly estimateError: Locator;
  /** A send failure other than a wallet rejection (`send-error`). */
  readonly sendError: Locator;
  /** The panel of the sent transaction (`sent-transaction`). */
  readonly sentTransaction: Locator;
  /** The sent transaction's hash, shortened ("0x1234…abcd"), the whole 0x + 64 hex in its title (`sent-hash`). */
  readonly sentHash: Locator;
  /** "Pending", then "Confirmed", "Failed", "Sped up", "Cancelled", "Replaced" or "Dropped" (`sent-status`). */
  readonly sentStatus: Locator;
  /** For a sped-up, cancelled or replaced transaction, the link to what replaced it (`replacement-link`). */
  readonly sentReplacementLink: Locator;
  /** Under the recipient: "Resolves to <address>" for a name that resolved (`hint-recipient`). */
  readonly recipientHint: Locator;
  /** Under the recipient, when looking a name up failed: "Retry" (`recipient-retry`). */
  readonly recipientRetry: Locator;
  /** For a name with only an Ethereum address, off Ethereum: the warning and its checkbox (`recipient-warning`). */
  readonly recipientWarning: Locator;
  /** The warning's checkbox: "The recipient controls this address on <chain>". */
  readonly recipientConfirmation: Locator;
  /** "Enter in USD" (a toggle, `aria-pressed`), offered where the asset has a price feed (`fiat-toggle`). */
  readonly fiatToggle: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Send', exact: true });
    this.advancedToggle = this.form.locator('summary', { hasText: 'Advanced' });
    this.submitButton = this.form.locator('button[type="submit"]');
    this.balance = this.form.getByTestId('send-balance');
    this.asset = this.form.getByLabel('Asset', { exact: true });
    this.feeSummary = this.form.getByTestId('fee-summary');
    this.feeEstimate = this.form.getByTestId('fee-estimate');
    this.feeAmount = this.form.getByTestId('fee-amount');
    this.feeDetail = this.form.getByTestId('fee-detail');
    this.feeTotal = this.form.getByTestId('fee-total');
    this.feeTotalAmount = this.form.getByTestId('total-amount');
    this.estimateError = this.form.getByTestId('estimate-error');
    this.sendError = this.form.getByTestId('send-error');
    this.sentTransaction = page.getByTestId('sent-transaction');
    this.sentHash = this.sentTransaction.getByTestId('sent-hash');
    this.sentStatus = this.sentTransaction.getByTestId('sent-status');
    this.sentReplacementLink = this.sentTransaction.getByTestId('replacement-link');
    this.recipientHint = this.form.getByTestId('hint-recipient');
    this.recipientRetry = this.form.getByTestId('recipient-retry');
    this.recipientWarning = this.form.getByTestId('recipient-warning');
    this.recipientConfirmation = this.recipientWarning.getByRole('checkbox');
    this.fiatToggle = this.form.getByTestId('fiat-toggle');
  }

  /**
   * Waits until the app holds its record of `hash` with the nonce it read
   * back from the node (`co-editions.sentTransactions`): a person speeds up
   * or cancels seconds after sending, a test at once.
   */
  async waitForNonceRecord(hash: string): Promise<void> {
    await expect
      .poll(() => this.page.evaluate((key) => window.localStorage.getItem(key) ?? '', 'co-editions.sentTransactions'))
      .toContain(hash);
  }

  /** Opens `/send` (a full page load). */
  async goto(): Promise<void> {
    await this.page.goto('/send');
  }

  /** Follows the header's "Send" link (client-side navigation) and waits for the form. */
  async openFromHeader(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send', exact: true }).click();
    await expect(this.form).toBeVisible();
  }

  /** The input labelled for `field` (e.g. "Max fee (gwei)" for `maxFeePerGas`). */
  input(field: SendField): Locator {
    return this.form.getByLabel(FIELD_LABELS[field], { exact: true });
  }

  /** The message beside `field` (`error-<field>`). */
  error(field: SendField): Locator {
    return this.form.getByTestId(`error-${field}`);
  }

  /** Opens the Advanced section unless it is open. */
  async openAdvanced(): Promise<void> {
    if (!(await this.input('gasLimit').isVisible())) await this.advancedToggle.click();
    await expect(this.input('gasLimit')).toBeVisible();
  }

  /**
   * Types `values` into their fields (replacing what is there), opening
   * Advanced first when a gas field is given. Amounts in ETH, gas limit in
   * gas units, fees in gwei, all as decimal strings; `''` clears a field.
   */
  async fill(values: Partial<SendFormValues>): Promise<void> {
    const fields = Object.keys(values) as SendField[];
    if (fields.some((field) => ADVANCED_FIELDS.has(field))) await this.openAdvanced();
    for (const field of fields) await this.input(field).fill(values[field] ?? '');
  }

  /**
   * Clicks Send and waits for the transaction panel.
   *
   * @returns the sent transaction's hash (0x + 64 hex).
   */
  async send(): Promise<`0x${string}`> {
    await this.submitButton.click();
    await expect(this.sentHash).toHaveAttribute('title', /^0x[0-9a-f]{64}$/);
    return (await this.sentHash.getAttribute('title')) as `0x${string}`;
  }

  /**
   * Where a send starts: opens the home page connected and signed in
   * ({@link HomePage.gotoSignedIn}), then follows the header's Send link.
   */
  static async openConnected(home: HomePage): Promise<SendPage> {
    await home.gotoSignedIn();
    const send = new SendPage(home.page);
    await send.openFromHeader();
    return send;
  }

  /** {@link openConnected}, then fills the form with `values` and waits until Send is enabled. */
  static async openReadyToSend(home: HomePage, values: Partial<SendFormValues>): Promise<SendPage> {
    const send = await SendPage.openConnected(home);
    await send.fill(values);
    await expect(send.submitButton).toBeEnabled();
    return send;
  }

  /**
   * Fills the form with `values`, checks that Send is enabled, sends, and
   * waits until the transaction's status says Confirmed.
   *
   * @param timeoutMs - how long the receipt may take; default 20,000 ms.
   * @returns the transaction's hash.
   */
  async sendAndConfirm(values: Partial<SendFormValues>, timeoutMs = 20_000): Promise<`0x${string}`> {
    await this.fill(values);
    await expect(this.submitButton).toBeEnabled();
    const hash = await this.send();
    await expect(this.sentStatus).toHaveText('Confirmed', { timeout: timeoutMs });
    return hash;
  }
}
