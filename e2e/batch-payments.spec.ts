/**
 * Paying several people at once (`components/payments/`, `docs/payments.md`):
 * with a wallet that batches atomically (EIP-5792 through an EIP-7702
 * delegation, `lib/wallet/atomicCalls.ts`) one `wallet_sendCalls`; with one
 * that does not, one transaction per payment, in order, never paying twice.
 * The recipients' balances on the node are the proof.
 */
import { formatEther, parseEther, type Address } from 'viem';
import { delegateToBatchExecutor } from '../tooling/contracts/delegateToBatchExecutor';
import { readE2eEnv } from '../tooling/e2eEnv';
import { deployAlwaysReverts, e2eNodeClient, SEPOLIA_ID } from './fixtures/anvilNodes';
import { expectPaid, expectTokensPaid, fillThreeEthPayments, freshRecipients, openBatchForm, withTestToken } from './fixtures/batchPayments';
import { appShortAddress } from './fixtures/kitFormat';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import type { BatchSendPage } from './pages/BatchSendPage';
import type { HomePage } from './pages/HomePage';

/** Opens the batch form paying in a fresh TUSD (`withTestToken`): three payments to fresh addresses, 1, 2.5 and 0.000001 TUSD. */
async function fillThreeTokenPayments(home: HomePage, owner: Address): Promise<{ batch: BatchSendPage; token: Address; recipients: Address[] }> {
  const token = await withTestToken(home, owner);
  const batch = await openBatchForm(home);
  await batch.chooseAsset('TUSD');
  const recipients = freshRecipients(3);
  await batch.fillRows(recipients.map((recipient, index) => [recipient, ['1', '2.5', '0.000001'][index] as string] as const));
  return { batch, token, recipients };
}

test.describe('a wallet that batches atomically (EIP-5792)', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 32, eip5792: true } });
  test.beforeAll(async () => {
    await delegateToBatchExecutor({ rpcUrl: readE2eEnv().rpcUrls[SEPOLIA_ID], accountIndex: 32 });
  });

  test('three ETH payments in one wallet_sendCalls, one prompt: each recipient gets exactly their amount', async ({ home, wallet }) => {
    const { batch, recipients } = await fillThreeEthPayments(home);
    await expect(batch.submitButton).toHaveText('Send 3 payments');
    await batch.send();
    await expect(batch.sentCount).toHaveText('3 of 3 sent');
    expect(wallet.requestsOf('wallet_sendCalls')).toHaveLength(1);
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(0);
    await expectPaid(recipients, [parseEther('0.1'), parseEther('0.2'), parseEther('0.3')]);
    // One transaction, shown once; the payments' rows carry no hash of their own.
    await expect(batch.progress.getByTestId('batch-transaction')).toContainText('Confirmed');
    await expect(batch.progress.getByRole('button', { name: 'Copy hash' })).toHaveCount(1);
    await expect(batch.progress.getByTestId('batch-payment-1').getByRole('button')).toHaveCount(0);
    // The rows went with the batch: one more click pays nobody again.
    await expect(batch.row(1).getByLabel('Recipient', { exact: true })).toHaveValue('');
    await expect(batch.submitButton).toBeDisabled();
    // The kit's Account modal lists the batch's one transaction, as it lists single sends.
    const modal = await home.openAccountModal();
    await expect(modal.root).toContainText('Batch: 0.6 ETH to 3 people');
  });

  test('three token payments in one wallet_sendCalls: each recipient gets exactly their tokens', async ({ home, wallet }) => {
    const { batch, token, recipients } = await fillThreeTokenPayments(home, wallet.address);
    await batch.send();
    await expect(batch.sentCount).toHaveText('3 of 3 sent');
    expect(wallet.requestsOf('wallet_sendCalls')).toHaveLength(1);
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(0);
    await expectTokensPaid(token, recipients, [1_000_000n, 2_500_000n, 1n]);
  });
});

test.describe('a wallet without EIP-5792', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 33 } });

  test('three ETH payments, one transaction each, in order: "3 of 3 sent", the form emptied and the balance new', async ({ home, wallet }) => {
    const { batch, recipients } = await fillThreeEthPayments(home);
    await batch.send();
    await expect(batch.sentCount).toHaveText('3 of 3 sent');
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(3);
    await expectPaid(recipients, [parseEther('0.1'), parseEther('0.2'), parseEther('0.3')]);
    await expect(batch.row(1).getByLabel('Recipient', { exact: true })).toHaveValue('');
    await expect(batch.row(1).getByLabel('Amount', { exact: true })).toHaveValue('');
    await expect(batch.submitButton).toBeDisabled();
    // Every payment is mined: the form's balance is the node's, with no reload.
    const balance = formatEther(await e2eNodeClient(SEPOLIA_ID).getBalance({ address: wallet.address }));
    await expect(batch.form.getByTestId('send-balance').locator('[title]')).toHaveAttribute('title', `${balance} ETH`);

    // /account lists the batch as one entry, each payment's hash and status under it.
    const overview = new AccountOverviewPage(batch.page);
    await overview.openFromHeader();
    const entry = batch.page.getByTestId('batch-entry');
    // What it paid, to how many, and when.
    await expect(entry.locator('summary')).toContainText('Send 0.6 ETH to 3 people');
    await expect(entry.locator('summary time')).toHaveText(/ago|now/);
    await expect(entry).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 });
    await expect(overview.transactions).toHaveCount(0);
    // It ends as a single send does, with one explorer link: the account's page, which lists all three.
    await expect(entry.getByRole('link')).toHaveCount(1);
    await expect(entry.getByRole('link', { name: 'View on block explorer' })).toHaveAttribute('href', `https://sepolia.etherscan.io/address/${wallet.address}`);
    await entry.locator('summary').click();
    for (const [index, recipient] of recipients.entries()) {
      const payment = entry.getByTestId(`batch-entry-payment-${index + 1}`);
      await expect(payment).toContainText('Confirmed');
      // The recipient in full, in the monospace halves that wrap evenly on a phone.
      await expect(payment.locator('code.full-address')).toHaveText(recipient);
    }
  });

  test('three token payments, one transaction each: each recipient gets exactly their tokens', async ({ home, wallet }) => {
    const { batch, token, recipients } = await fillThreeTokenPayments(home, wallet.address);
    await batch.send();
    await expect(batch.sentCount).toHaveText('3 of 3 sent');
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(3);
    await expectTokensPaid(token, recipients, [1_000_000n, 2_500_000n, 1n]);
    // The kit's list names each payment as a single send names its recipient: the address shortened.
    const modal = await home.openAccountModal();
    await expect(modal.root).toContainText(`Payment 3 of 3: 0.000001 TUSD to ${appShortAddress(recipients[2] as Address)}`);
  });

  test('a batch whose simulation fails names the payment and sends nothing', async ({ home, wallet }) => {
    const reverting = await deployAlwaysReverts(SEPOLIA_ID, wallet.address);
    const batch = await openBatchForm(home);
    const [recipient] = freshRecipients(1);
    await batch.fillRows([
      [recipient as string, '0.01'],
      [reverting, '0.01'],
    ]);
    await expect(batch.simulationError).toContainText('Payment 2 would fail');
    await expect(batch.submitButton).toBeDisabled();
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(0);
  });
});

test.describe('splitting a total, and a pasted list', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 34 } });

  test('1 ETH split 50/30/20 arrives in exact wei, each share shown before sending', async ({ home }) => {
    const batch = await openBatchForm(home);
    const recipients = freshRecipients(3);
    await batch.chooseAmounts('Split a total by percentage');
    await batch.form.getByLabel('Total', { exact: true }).fill('1');
    await batch.fillRows([
      [recipients[0] as string, '50'],
      [recipients[1] as string, '30'],
      [recipients[2] as string, '20'],
    ]);
    await expect(batch.row(1).getByTestId('hint-share-1')).toHaveText('Gets exactly 0.5 ETH');
    await expect(batch.row(3).getByTestId('hint-share-3')).toHaveText('Gets exactly 0.2 ETH');
    await batch.send();
    await expect(batch.sentCount).toHaveText('3 of 3 sent');
    await expectPaid(recipients, [parseEther('0.5'), parseEther('0.3'), parseEther('0.2')]);
  });

  test('a pasted list with two bad lines names both by number and changes nothing; fixed, it becomes the payments', async ({ home, wallet }) => {
    const batch = await openBatchForm(home);
    const recipients = freshRecipients(3);
    const list = ['recipient,amount', `${recipients[0]},0.01`, 'not-an-address,0.01', `"${recipients[1]}","0.02"`, `${recipients[2]},-1`].join('\n');
    await batch.pasteList(list);
    await expect(batch.listErrors.getByRole('listitem')).toHaveText([
      'Line 3: "not-an-address" is not an address or ENS name.',
      'Line 5: "-1" is not an amount above zero, like 0.1.',
    ]);
    await expect(batch.row(2).getByLabel('Recipient', { exact: true })).toHaveValue('');
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(0);

    await batch.pasteList([`${recipients[0]},0.01`, `"${recipients[1]}","0.02"`, `${recipients[2]},0.03`].join('\n'));
    await expect(batch.row(3).getByLabel('Recipient', { exact: true })).toHaveValue(recipients[2] as string);
    await expect(batch.submitButton).toHaveText('Send 3 payments');
    await expect(batch.submitButton).toBeEnabled();

    // A list with errors beside valid rows: which payments are meant is unclear, so Send waits until the list is fixed or cleared.
    await batch.pasteList(`${recipients[0]},0.01\nnot-an-address,0.01`);
    await expect(batch.listErrors).toBeVisible();
    await expect(batch.submitButton).toBeDisabled();
    await batch.form.getByLabel('Recipients list', { exact: true }).fill('');
    await expect(batch.submitButton).toBeEnabled();
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(0);
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, walletOptions: { chainId: SEPOLIA_ID, accountIndex: 35 } });

  test('ten payment rows scroll nothing sideways', async ({ home, page }) => {
    const batch = await openBatchForm(home);
    await batch.fillRows(freshRecipients(10).map((recipient) => [recipient, '0.001'] as const));
    await expect(batch.row(10)).toBeVisible();
    await expect(batch.submitButton).toHaveText('Send 10 payments');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);

    // "Remove" is an icon in the payment's top corner, level with its Recipient label, named for its payment.
    const remove = batch.row(10).getByRole('button', { name: 'Remove payment 10', exact: true });
    const label = batch.row(10).locator('label', { hasText: 'Recipient' });
    const [removeBox, labelBox, rowBox] = [await remove.boundingBox(), await label.boundingBox(), await batch.row(10).boundingBox()];
    if (!removeBox || !labelBox || !rowBox) throw new Error('the payment, its label or its Remove button has no box');
    expect(Math.abs(removeBox.y + removeBox.height / 2 - (labelBox.y + labelBox.height / 2))).toBeLessThan(12);
    expect(rowBox.x + rowBox.width - (removeBox.x + removeBox.width)).toBeLessThan(24);
    await remove.click();
    await expect(batch.row(10)).toHaveCount(0);
    await expect(batch.submitButton).toHaveText('Send 9 payments');
  });
});
