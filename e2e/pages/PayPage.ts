import type { Locator, Page } from '@playwright/test';

/** `/pay/<id>` (components/pay/): the request, the pay button, and "Check payment" for a payment made elsewhere. */
export class PayPage {
  /** "0xf39F…2266 requests 0.05 ETH" (`pay-heading`). */
  readonly heading: Locator;
  readonly network: Locator;
  readonly note: Locator;
  /** "Open", "Paid", "Expired" or "Cancelled" (`pay-status`). */
  readonly status: Locator;
  /** When an open request expires, in the visitor's time zone (`pay-expires`). */
  readonly expires: Locator;
  /** "Switch to <chain>" (`pay-switch`). */
  readonly switchButton: Locator;
  /** "Pay 0.05 ETH" (`pay-button`). */
  readonly payButton: Locator;
  /** "Paid by … in block N." (`pay-paid`). */
  readonly paid: Locator;
  /** What a closed request says instead of a pay button (`pay-closed`). */
  readonly closed: Locator;
  readonly hashField: Locator;
  readonly checkButton: Locator;
  /** Why a reported hash was refused (`check-payment-error`). */
  readonly checkError: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByTestId('pay-heading');
    this.network = page.getByTestId('pay-network');
    this.note = page.getByTestId('pay-note');
    this.status = page.getByTestId('pay-status');
    this.expires = page.getByTestId('pay-expires');
    this.switchButton = page.getByTestId('pay-switch');
    this.payButton = page.getByTestId('pay-button');
    this.paid = page.getByTestId('pay-paid');
    this.closed = page.getByTestId('pay-closed');
    this.hashField = page.getByLabel('Transaction hash');
    this.checkButton = page.getByTestId('check-payment');
    this.checkError = page.getByTestId('check-payment-error');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Reports `hash` with "Check payment". */
  async check(hash: string): Promise<void> {
    await this.hashField.fill(hash);
    await this.checkButton.click();
  }
}
