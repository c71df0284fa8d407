/**
 * A batch of payments when things go wrong (`docs/payments.md`): the
 * wallet's answer lost to a reload, a rejection part-way, a batch that fails
 * on chain, a payment sped up in the wallet. The rule under test: a payment
 * that was sent is never sent again, and what was not sent can be. The
 * recipients' balances on the node are the proof.
 */
import { parseEther, type Address, type Hash } from 'viem';
import { delegateToBatchExecutor } from '../tooling/contracts/delegateToBatchExecutor';
import { readE2eEnv } from '../tooling/e2eEnv';
import { callTestToken, replaceInNode, SEPOLIA_ID, tokenBalanceOf, withMiningHeld } from './fixtures/anvilNodes';
import { expectPaid, expectTokensPaid, fillThreeEthPayments, freshRecipients, openBatchForm, withTestToken } from './fixtures/batchPayments';
import { expect, test } from './fixtures/test';
import { BatchSendPage } from './pages/BatchSendPage';
import type { HomePage } from './pages/HomePage';
import type { MockWallet } from '../tooling/mockWallet/mockWallet';

/** Outcomes arrive by polling (the wallet's calls status, the chain) every few seconds: room to spare. */
const OUTCOME_TIMEOUT_MS = 20_000;

/**
 * Fills three ETH payments (`fillThreeEthPayments`) and sends them; the
 * wallet carries out its first request but the page reloads before its
 * answer arrives.
 *
 * @returns the reloaded page's batch form, and the recipients.
 */
async function sendThreeAndLoseTheAnswer(home: HomePage, wallet: MockWallet): Promise<{ resumed: BatchSendPage; recipients: Address[] }> {
  const { batch, recipients } = await fillThreeEthPayments(home);
  await expect(batch.submitButton).toBeEnabled();
  const carriedOut = wallet.loseNextAnswer();
  await batch.submitButton.click();
  await carriedOut;
  await home.page.reload();
  return { resumed: new BatchSendPage(home.page), recipients };
}

test.describe('a wallet that batches atomically (EIP-5792)', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 36, eip5792: true } });
  test.beforeAll(async () => {
    await delegateToBatchExecutor({ rpcUrl: readE2eEnv().rpcUrls[SEPOLIA_ID], accountIndex: 36 });
  });

  test("the wallet's answer is lost to a reload: the batch is found by the id stored before asking, paid once", async ({ home, wallet }) => {
    const { resumed, recipients } = await sendThreeAndLoseTheAnswer(home, wallet);
    await expect(resumed.sentCount).toHaveText('3 of 3 sent', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(resumed.continueButton).toHaveCount(0);
    expect(wallet.requestsOf('wallet_sendCalls')).toHaveLength(1);
    await expectPaid(recipients, [parseEther('0.1'), parseEther('0.2'), parseEther('0.3')]);
  });

  test('a batch that fails on chain pays no one, says so, and is sent again once the cause is gone', async ({ home, wallet }) => {
    const token = await withTestToken(home, wallet.address);
    const batch = await openBatchForm(home);
    await batch.chooseAsset('TUSD');
    const recipients = freshRecipients(3);
    await batch.fillRows(recipients.map((recipient) => [recipient, '1'] as const));
    await expect(batch.submitButton).toBeEnabled();
    // The simulation passes; while the prompt is open, the token starts refusing recipient 2, so the batch reverts whole.
    const prompt = wallet.holdNextRequest();
    await batch.submitButton.click();
    await prompt.arrived;
    await callTestToken(SEPOLIA_ID, token, wallet.address, { functionName: 'setBlocked', args: [recipients[1] as Address, true] });
    prompt.release();
    await expect(batch.progress.getByTestId('batch-failed')).toHaveText('The wallet reports that the batch failed: nothing was paid.', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(batch.sentCount).toHaveText('0 of 3 sent');
    for (const recipient of recipients) expect(await tokenBalanceOf(SEPOLIA_ID, token, recipient)).toBe(0n);

    await callTestToken(SEPOLIA_ID, token, wallet.address, { functionName: 'setBlocked', args: [recipients[1] as Address, false] });
    await expect(batch.continueButton).toHaveText('Send the 3 payments again');
    await batch.continueButton.click();
    await expect(batch.sentCount).toHaveText('3 of 3 sent', { timeout: OUTCOME_TIMEOUT_MS });
    expect(wallet.requestsOf('wallet_sendCalls')).toHaveLength(2);
    await expectTokensPaid(token, recipients, [1_000_000n, 1_000_000n, 1_000_000n]);
  });

  test('a wallet that reports a partial result for an atomic batch is shown as an error, and nothing is offered to send again', async ({ home, wallet }) => {
    const { batch } = await fillThreeEthPayments(home);
    await expect(batch.submitButton).toBeEnabled();
    // EIP-5792 status 600: some calls ran, some did not. An atomic batch cannot end so.
    wallet.answerNext('wallet_getCallsStatus', { version: '2.0.0', id: '0x01', chainId: '0xaa36a7', atomic: true, status: 600, receipts: [] });
    await batch.submitButton.click();
    await expect(batch.progress.getByTestId('batch-partial')).toContainText('only part of this batch ran', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(batch.sentCount).toHaveText('0 of 3 sent');
    await expect(batch.continueButton).toHaveCount(0);
  });
});

test.describe('a wallet without EIP-5792', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 37 } });

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

  test("the wallet's answer to payment 1 is lost to a reload: it is found on chain, and Continue pays only the rest", async ({ home, wallet }) => {
    const { resumed, recipients } = await sendThreeAndLoseTheAnswer(home, wallet);
    await expect(resumed.sentCount).toHaveText('1 of 3 sent', { timeout: OUTCOME_TIMEOUT_MS });
    await resumed.continueButton.click();
    await expect(resumed.sentCount).toHaveText('3 of 3 sent');
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(3);
    await expectPaid(recipients, [parseEther('0.1'), parseEther('0.2'), parseEther('0.3')]);
  });

  test('the page reloads while payment 1 waits in the wallet, and nothing was sent: it is offered again, and each recipient is paid once', async ({ home, wallet }) => {
    const { batch, recipients } = await fillThreeEthPayments(home);
    await expect(batch.submitButton).toBeEnabled();
    // The prompt stays open and is never answered: the reload leaves it with nothing sent.
    const prompt = wallet.holdNextRequest();
    await batch.submitButton.click();
    await prompt.arrived;
    await home.page.reload();
    const resumed = new BatchSendPage(home.page);
    // Offered again only once two checks of the chain, a polling interval apart, found nothing.
    await expect(resumed.continueButton).toHaveText('Continue with the 3 left', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(resumed.sentCount).toHaveText('0 of 3 sent');
    await resumed.continueButton.click();
    await expect(resumed.sentCount).toHaveText('3 of 3 sent');
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(3);
    await expectPaid(recipients, [parseEther('0.1'), parseEther('0.2'), parseEther('0.3')]);
  });

  test('a payment sped up in the wallet shows "Sped up", as a single send does', async ({ home, wallet }) => {
    test.setTimeout(90_000);
    const batch = await openBatchForm(home);
    const recipients = freshRecipients(2);
    await batch.fillRows(recipients.map((recipient) => [recipient, '0.01'] as const));
    await expect(batch.submitButton).toBeEnabled();
    await withMiningHeld(SEPOLIA_ID, async () => {
      await batch.submitButton.click();
      await expect(batch.sentCount).toHaveText('2 of 2 sent');
      // Payment 1, sped up as a wallet does it: its nonce again, higher fees.
      const answer = wallet.requestsOf('eth_sendTransaction')[0]?.response;
      if (!answer || !('result' in answer) || typeof answer.result !== 'string') throw new Error('Payment 1 was not sent.');
      const hash = answer.result as Hash;
      await expect.poll(() => batch.page.evaluate((key) => window.localStorage.getItem(key) ?? '', 'co-editions.sentTransactions')).toContain(hash);
      await replaceInNode(hash, { to: recipients[0] as Address, value: parseEther('0.01') });
    });
    await expect(batch.progress.getByTestId('batch-payment-1')).toContainText('Sped up', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(batch.progress.getByTestId('batch-payment-2')).toContainText('Confirmed');
    await expectPaid(recipients, [parseEther('0.01'), parseEther('0.01')]);
  });
});
