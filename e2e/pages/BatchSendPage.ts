import { expect, type Locator, type Page } from '@playwright/test';
import { SendPage } from './SendPage';

/** /send with several payments (`components/payments/`): rows, split, a pasted list, and the batch's progress. */
export class BatchSendPage {
  /** The batch form (`batch-form`). */
  readonly form: Locator;
  /** "Send", "Send N payments", or "Confirm in your wallet…" (`batch-send`). */
  readonly submitButton: Locator;
  /** The batch as it goes (`batch-progress`): "2 of 5 sent", each payment, Continue. */
  readonly progress: Locator;
  /** "N of M sent" (`batch-count`). */
  readonly sentCount: Locator;
  /** "Continue with the N left", or for an atomic batch "Send the N payments again" (`batch-continue`). */
  readonly continueButton: Locator;
  /** A pasted list's bad lines (`list-errors`). */
  readonly listErrors: Locator;
  /** "Nothing can be sent: Payment N would fail: …" (`simulation-error`). */
  readonly simulationError: Locator;
  /** Why the last send stopped (`send-error`). */
  readonly sendError: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('batch-form');
    this.submitButton = page.getByTestId('batch-send');
    this.progress = page.getByTestId('batch-progress');
    this.sentCount = this.progress.getByTestId('batch-count');
    this.continueButton = this.progress.getByTestId('batch-continue');
    this.listErrors = this.form.getByTestId('list-errors');
    this.simulationError = this.form.getByTestId('simulation-error');
    this.sendError = this.form.getByTestId('send-error');
  }

  /** From the single form: "Add recipient" turns it into the batch form with two payments. */
  static async fromSendForm(send: SendPage): Promise<BatchSendPage> {
    await send.form.getByTestId('add-recipient').click();
    const batch = new BatchSendPage(send.page);
    await expect(batch.row(2)).toBeVisible();
    return batch;
  }

  /** Payment `n` (from 1): its fieldset, "Payment n". */
  row(n: number): Locator {
    return this.form.getByRole('group', { name: `Payment ${n}`, exact: true });
  }

  /** Fills the payments, adding rows as needed: `[recipient, amount or share]` each. */
  async fillRows(payments: readonly (readonly [string, string])[]): Promise<void> {
    for (const [index, [recipient, second]] of payments.entries()) {
      if (!(await this.row(index + 1).isVisible())) await this.form.getByRole('button', { name: 'Add recipient' }).click();
      const row = this.row(index + 1);
      await row.getByLabel('Recipient', { exact: true }).fill(recipient);
      await row.getByRole('textbox').nth(1).fill(second);
    }
  }

  /** Chooses the batch's one asset by its label in "Asset": the native currency's symbol or a token's. */
  async chooseAsset(label: string): Promise<void> {
    await this.form.getByLabel('Asset', { exact: true }).selectOption({ label });
  }

  /** Chooses how amounts are given: "An amount per recipient", "Split a total by percentage", "Split a total by shares". */
  async chooseAmounts(option: string): Promise<void> {
    await this.form.getByLabel('Amounts', { exact: true }).selectOption({ label: option });
  }

  /** Pastes `text` into "Recipients list" and clicks "Use this list". */
  async pasteList(text: string): Promise<void> {
    const details = this.form.locator('details.recipients-list');
    if (!(await details.getByLabel('Recipients list').isVisible())) await details.locator('summary').click();
    await details.getByLabel('Recipients list').fill(text);
    await details.getByRole('button', { name: 'Use this list' }).click();
  }

  /** Clicks "Send N payments" once enabled. */
  async send(): Promise<void> {
    await expect(this.submitButton).toBeEnabled();
    await this.submitButton.click();
  }
}
