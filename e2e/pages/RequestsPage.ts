import { expect, type Locator, type Page } from '@playwright/test';

/**
 * `/requests` (components/requests/): the "New request" form, the request
 * just created (its link, QR code and wallet link), and "Your requests".
 */
export class RequestsPage {
  /** The form, named by its heading "New request". */
  readonly form: Locator;
  readonly asset: Locator;
  readonly amount: Locator;
  readonly note: Locator;
  readonly expires: Locator;
  readonly createButton: Locator;
  /** The card of the request just made (`created-request`). */
  readonly created: Locator;
  /** Its `/pay/<id>` link (`request-link`); an entry of the list has its own, under "Link and QR code". */
  readonly requestLink: Locator;
  /** Its EIP-681 URI (`wallet-link`). */
  readonly walletLink: Locator;
  /** The request link's QR code, by its accessible name. */
  readonly qrCode: Locator;
  /** The wallet link's (EIP-681) QR code, by its accessible name. */
  readonly walletQrCode: Locator;
  /** "Your requests": each entry is a `request-item`. */
  readonly list: Locator;
  readonly items: Locator;
  /** "Load more", under the list while older requests are left. */
  readonly loadMoreButton: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'New request' });
    this.asset = this.form.getByLabel('Asset');
    this.amount = this.form.getByLabel('Amount');
    this.note = this.form.getByLabel('Note (optional)');
    this.expires = this.form.getByLabel('Expires');
    this.createButton = this.form.getByRole('button', { name: 'Create request' });
    this.created = page.getByTestId('created-request');
    this.requestLink = this.created.getByTestId('request-link');
    this.walletLink = this.created.getByTestId('wallet-link');
    this.qrCode = this.created.getByRole('img', { name: 'QR code', exact: true });
    this.walletQrCode = this.created.getByRole('img', { name: 'Wallet link QR code', exact: true });
    this.list = page.getByTestId('your-requests');
    this.items = page.getByTestId('request-item');
    this.loadMoreButton = page.getByTestId('load-more-requests');
  }

  async goto(): Promise<void> {
    await this.page.goto('/requests');
  }

  /**
   * Fills the form in and creates the request.
   *
   * @returns its `/pay/<id>` link, once the page shows it.
   */
  async create({ amount, note, asset, expires }: { amount: string; note?: string; asset?: string; expires?: string }): Promise<string> {
    if (asset) await this.asset.selectOption({ label: asset });
    await this.amount.fill(amount);
    if (note !== undefined) await this.note.fill(note);
    if (expires) await this.expires.selectOption({ label: expires });
    await this.createButton.click();
    await expect(this.created).toBeVisible();
    return (await this.requestLink.getAttribute('href')) ?? '';
  }

  /** Cancels `item`, an open entry of the list: "Cancel request", then the confirmation it asks for. */
  async cancel(item: Locator): Promise<void> {
    await item.getByTestId('cancel-request').click();
    await item.getByTestId('confirm-cancel-request').click();
  }

  /** The list entry of request `id`. */
  item(id: string): Locator {
    return this.page.locator(`[data-testid="request-item"][data-request-id="${id}"]`);
  }
}
