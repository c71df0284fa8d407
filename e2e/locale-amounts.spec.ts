/**
 * Amounts as each locale types them (`docs/i18n.md`): German amounts and
 * gwei fees with a decimal comma, typed or in a pasted list, sent exactly,
 * with an ambiguous "1.000" and a grouped "1.000,5" refused; a Japanese
 * IME's full-width digits read as the number they are.
 */
import { parseEther, parseGwei, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { e2eNodeClient, MAINNET_ID, SEPOLIA_ID } from './fixtures/anvilNodes';
import { expectPaid, freshRecipients } from './fixtures/batchPayments';
import { CATALOGUES, connectByTestIds } from './fixtures/localeCatalogues';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';

test.describe('a German send', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 38 } });

  test('refuses an ambiguous "1.000" and a grouped "1.000,5"; "0,5" ETH with fees typed as "100,5" and "1,5" gwei arrives as exactly 0.5 ETH at those fees', async ({ page, wallet }) => {
    const de = CATALOGUES['de-DE'];
    // A fresh address: nobody else sends to it.
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const node = e2eNodeClient(SEPOLIA_ID);
    const before = await node.getBalance({ address: recipient });
    await page.goto('/de-DE');
    await connectByTestIds(page);
    await page.getByRole('navigation', { name: de.Header.nav }).getByRole('link', { name: de.Header.send, exact: true }).click();
    await expect(page).toHaveURL(/\/de-DE\/send$/);
    await page.getByLabel(de.Send.recipient, { exact: true }).fill(recipient);
    // "1.000" is one thousand to a German reader and 1 to a parser: refused, with both readings offered.
    const amount = page.getByLabel(de.Send.amount, { exact: true });
    await amount.fill('1.000');
    await expect(page.getByTestId('error-amount')).toHaveText('„1.000“ ist mehrdeutig: Schreiben Sie 1000 oder 1.');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('1.000,5');
    await expect(page.getByTestId('error-amount')).toHaveText('Schreiben Sie „1.000,5“ ohne Tausendertrennzeichen: 1000,5.');
    await amount.fill('0,5');
    await expect(page.getByTestId('error-amount')).toHaveCount(0);
    await page.getByText(de.Send.advanced, { exact: true }).click();
    await page.getByLabel(de.Send.maxFee, { exact: true }).fill('12.500');
    await expect(page.getByTestId('error-maxFeePerGas')).toHaveText('„12.500“ ist mehrdeutig: Schreiben Sie 12500 oder 12,5.');
    await page.getByLabel(de.Send.maxFee, { exact: true }).fill('100,5');
    await page.getByLabel(de.Send.maxPriorityFee, { exact: true }).fill('1,5');
    await expect(page.getByTestId('total-amount')).toHaveText(/^0,5\d*\sETH$/);
    await page.getByRole('button', { name: de.Send.submit, exact: true }).click();
    await expect(page.getByTestId('sent-status')).toHaveText(de.Status.confirmed, { timeout: 20_000 });
    expect(await node.getBalance({ address: recipient })).toBe(before + parseEther('0.5'));
    expect(wallet.requestsOf('eth_sendTransaction')[0]?.params).toEqual([
      expect.objectContaining({ maxFeePerGas: toHex(parseGwei('100.5')), maxPriorityFeePerGas: toHex(parseGwei('1.5')) }),
    ]);
  });

  test('of a pasted list as a German spreadsheet exports it ("0,5", ";" between the fields) pays each recipient exactly; "," between them is said to clash with the decimal comma', async ({ page, wallet: _wallet }) => {
    const de = CATALOGUES['de-DE'];
    const recipients = freshRecipients(2);
    await page.goto('/de-DE/send');
    await connectByTestIds(page);
    await page.getByRole('button', { name: de.Send.addRecipient, exact: true }).click();
    const form = page.getByTestId('batch-form');
    await form.getByText(de.Batch.pasteList, { exact: true }).click();
    const list = form.getByLabel(de.Batch.list, { exact: true });
    await list.fill(`${recipients[0]}, 0,5\n${recipients[1]}, 0,25`);
    await form.getByRole('button', { name: de.Batch.useList, exact: true }).click();
    await expect(form.getByText('Zeile 2: Das Komma in „0,25“ trennt hier auch die Felder. Trennen Sie Empfänger und Betrag mit „;“.', { exact: true })).toBeVisible();
    await list.fill(`Adresse;Betrag\n${recipients[0]};1.500`);
    await form.getByRole('button', { name: de.Batch.useList, exact: true }).click();
    await expect(form.getByText('Zeile 2: „1.500“ ist mehrdeutig: Schreiben Sie 1500 oder 1,5.', { exact: true })).toBeVisible();
    await list.fill(`Adresse;Betrag\n${recipients[0]};0,5\n${recipients[1]};0,25`);
    await form.getByRole('button', { name: de.Batch.useList, exact: true }).click();
    const second = form.getByRole('group', { name: de.Batch.payment.replace('{number}', '2'), exact: true });
    await expect(second.getByLabel(de.Send.recipient, { exact: true })).toHaveValue(recipients[1] as string);
    await expect(second.getByRole('textbox').nth(1)).toHaveValue('0,25');
    const submit = page.getByTestId('batch-send');
    await expect(submit).toHaveText('2 Zahlungen senden');
    await submit.click();
    await expect(page.getByTestId('batch-count')).toHaveText('2 von 2 gesendet', { timeout: 20_000 });
    await expectPaid(recipients, [parseEther('0.5'), parseEther('0.25')]);
  });
});

test.describe('a Japanese send', () => {
  test.use({ walletOptions: { accountIndex: 59 } });

  test('typed with an IME in full-width ("０．２５") arrives as exactly 0.25 ETH, listed as "0.25 ETH を … に送金"', async ({ page, wallet: _wallet }) => {
    const ja = CATALOGUES['ja-JP'];
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const node = e2eNodeClient(MAINNET_ID);
    await page.goto('/ja-JP/send');
    await connectByTestIds(page);
    await page.getByLabel(ja.Send.recipient, { exact: true }).fill(recipient);
    await page.getByLabel(ja.Send.amount, { exact: true }).fill('０．２５');
    await expect(page.getByTestId('error-amount')).toHaveCount(0);
    await expect(page.getByTestId('total-amount')).toHaveText(/^0\.25\d*\sETH$/);
    await page.getByRole('button', { name: ja.Send.submit, exact: true }).click();
    await expect(page.getByTestId('sent-status')).toHaveText(ja.Status.confirmed, { timeout: 20_000 });
    expect(await node.getBalance({ address: recipient })).toBe(parseEther('0.25'));
    // The transaction's description writes the amount by the page's rule, not as it was typed.
    await page.goto('/ja-JP/account');
    await expect(new AccountOverviewPage(page).transactions.first()).toContainText(/0\.25\sETH を 0x/);
  });
});
