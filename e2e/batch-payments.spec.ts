/**
 * Paying several people at once (`components/payments/`, `docs/payments.md`):
 * with a wallet that batches atomically (EIP-5792 through an EIP-7702
 * delegation, `lib/wallet/atomicCalls.ts`) one `wallet_sendCalls`; with one
 * that does not, one transaction per payment, in order, never paying twice.
 * The recipients' balances on the node are the proof.
 */
import { parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { delegateToBatchExecutor } from '../tooling/contracts/batchExecutor';
import { readE2eEnv } from '../tooling/e2eEnv';
import { deployAlwaysReverts, e2eNodeClient, SEPOLIA_ID } from './fixtures/anvilNodes';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { BatchSendPage } from './pages/BatchSendPage';
import { SendPage } from './pages/SendPage';

/** Fresh addresses, so each test's balances start at 0. */
const freshRecipients = (count: number): Address[] => Array.from({ length: count }, () => privateKeyToAccount(generatePrivateKey()).address);

/** Opens /send connected and turns it into the batch form with "Add recipient". */
async function openBatchForm(home: Parameters<typeof SendPage.openConnected>[0]): Promise<BatchSendPage> {
  const send = await SendPage.openConnected(home);
  return BatchSendPage.fromSendForm(send);
}

/** Opens the batch form and fills three payments to fresh addresses: 0.1, 0.2 and 0.3 ETH. */
async function fillThreeEthPayments(home: Parameters<typeof SendPage.openConnected>[0]): Promise<{ batch: BatchSendPage; recipients: Address[] }> {
  const batch = await openBatchForm(home);
  const recipients = freshRecipients(3);
  await batch.fillRows(recipients.map((recipient, index) => [recipient, ['0.1', '0.2', '0.3'][index] as string] as const));
  return { batch, recipients };
}

/** Waits until each recipient holds exactly its amount on the node (Sepolia mines every 2 s). */
async function expectPaid(recipients: readonly Address[], amounts: readonly bigint[]): Promise<void> {
  const node = e2eNodeClient(SEPOLIA_ID);
  for (const [index, recipient] of recipients.entries()) {
    await expect.poll(() => node.getBalance({ address: recipient }), { message: `payment ${index + 1}`, timeout: 20_000 }).toBe(amounts[index]);
  }
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
  });
});

test.describe('a wallet without EIP-5792', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 33 } });

  test('three ETH payments, one transaction each, in order: "3 of 3 sent"', async ({ home, wallet }) => {
    const { batch, recipients } = await fillThreeEthPayments(home);
    await batch.send();
    await expect(batch.sentCount).toHaveText('3 of 3 sent');
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(3);
    await expectPaid(recipients, [parseEther('0.1'), parseEther('0.2'), parseEther('0.3')]);

    // /account lists the batch as one entry, each payment's hash and status under it.
    const overview = new AccountOverviewPage(batch.page);
    await overview.openFromHeader();
    const entry = batch.page.getByTestId('batch-entry');
    await expect(entry).toContainText('Batch of 3 payments');
    await expect(entry).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 });
    await expect(overview.transactions).toHaveCount(0);
    await entry.locator('summary').click();
    for (const n of [1, 2, 3]) await expect(entry.getByTestId(`batch-entry-payment-${n}`)).toContainText('Confirmed');
  });

  test('a rejection at payment 2 of 3 stops, keeps payment 1, and Continue pays the rest once, after a reload too', async ({ home, wallet, page }) => {
    const batch = await openBatchForm(home);
    const recipients = freshRecipients(3);
    await batch.fillRows(recipients.map((recipient) => [recipient, '0.05'] as const));
    await expect(batch.submitButton).toBeEnabled();
    // Payment 1 goes through; the wallet rejects payment 2.
    wallet.rejectNextRequest(1);
    await batch.submitButton.click();
    await expect(batch.sentCount).toHaveText('1 of 3 sent');
    await expect(batch.sendError).toHaveText('Payment 2 was rejected in the wallet. Nothing more was sent.');
    await expectPaid(recipients, [parseEther('0.05'), 0n, 0n]);

    await page.reload();
    const resumed = new BatchSendPage(page);
    await expect(resumed.sentCount).toHaveText('1 of 3 sent');
    await resumed.continueButton.click();
    await expect(resumed.sentCount).toHaveText('3 of 3 sent');
    await expectPaid(recipients, [parseEther('0.05'), parseEther('0.05'), parseEther('0.05')]);
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
  });
});
