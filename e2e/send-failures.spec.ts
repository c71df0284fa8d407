/**
 * The send form when a payment does not go through, on the Sepolia node
 * (it mines every 2 s): a transaction that reverts on chain, a gas
 * estimate that fails, a rejection in the wallet, and a wallet with
 * another request waiting. Each test has an anvil account no other file
 * uses (6, 7 and 9; see each test), as in `send.spec.ts`.
 */
import type { Address } from 'viem';
import { anvilAccount } from '../tooling/anvilAccounts';
import type { SendFormValues } from '../lib/transactions/sendForm';
import { deployAlwaysReverts, e2eNodeClient, SEPOLIA_ID, SEPOLIA_RECEIPT_TIMEOUT_MS } from './fixtures/anvilNodes';
import { appShortAddress } from './fixtures/kitFormat';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { KitRecentTransactions } from './pages/KitRecentTransactions';
import { SendPage, type SendField } from './pages/SendPage';

/** anvil's second account: every payment here is meant for it, and none reaches it. */
const RECIPIENT: Address = anvilAccount(1);

// Every test uses its own account, or sends nothing: they may run side by side.
test.describe.configure({ mode: 'parallel' });

test.describe('a transaction that reverts on chain', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 6 } });

  test('sent with a manual gas limit to a contract that always reverts is tracked as failed everywhere', async ({ home, wallet, page }) => {
    const contract = await deployAlwaysReverts(SEPOLIA_ID, wallet.address);
    const send = await SendPage.openConnected(home);
    await send.fill({ recipient: contract, amount: '0.01', gasLimit: '100000' });
    await expect(send.feeEstimate).toHaveText(/\(100,000 gas × /);
    await expect(send.estimateError).toHaveCount(0);
    const hash = await send.send();
    await expect(send.sentStatus).toHaveText('Failed', { timeout: SEPOLIA_RECEIPT_TIMEOUT_MS });

    const receipt = await e2eNodeClient(SEPOLIA_ID).getTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');
    expect(receipt.to?.toLowerCase()).toBe(contract.toLowerCase());

    const kit = new KitRecentTransactions(page);
    const modal = await home.openAccountModal();
    await expect(kit.item(hash)).toContainText(`Send 0.01 ETH to ${appShortAddress(contract)}`);
    await expect(kit.status(hash)).toHaveText('Failed', { timeout: SEPOLIA_RECEIPT_TIMEOUT_MS });
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal.root).toBeHidden();

    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'failed');
    await expect(overview.transaction(hash)).toContainText('Failed');
  });
});

test.describe('a gas estimate that fails', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 9 } });

  test('is shown before sending ("This transaction would fail: …") and keeps Send disabled', async ({ home, wallet }) => {
    const contract = await deployAlwaysReverts(SEPOLIA_ID, wallet.address);
    const send = await SendPage.openConnected(home);
    // The same amount to an account estimates fine and can be sent.
    await send.fill({ recipient: RECIPIENT, amount: '0.01' });
    await expect(send.submitButton).toBeEnabled();
    await expect(send.estimateError).toHaveCount(0);

    await send.fill({ recipient: contract });
    await expect(send.estimateError).toHaveText(/^This transaction would fail: .*AlwaysReverts: always/);
    await expect(send.submitButton).toBeDisabled();
    await expect(send.feeTotal).toHaveText('—');
    await expect(send.sentTransaction).toHaveCount(0);
    expect(wallet.requests.filter(({ method }) => method === 'eth_sendTransaction')).toEqual([]);
  });
});

test.describe('a rejection in the wallet', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 7 } });

  test('returns quietly to the form: same values, no error, Send enabled again, nothing sent', async ({ home, wallet }) => {
    const send = await SendPage.openConnected(home);
    const values: Partial<SendFormValues> = {
      recipient: RECIPIENT,
      amount: '0.5',
      gasLimit: '30000',
      maxFeePerGas: '3',
      maxPriorityFeePerGas: '1',
    };
    await send.fill(values);
    await expect(send.submitButton).toBeEnabled();

    wallet.rejectNextRequest();
    await send.submitButton.click();
    await expect
      .poll(() => wallet.requests.filter(({ method }) => method === 'eth_sendTransaction').map(({ response }) => response))
      .toEqual([{ error: { code: 4001, message: 'User rejected the request.' } }]);

    await expect(send.submitButton).toHaveText('Send');
    await expect(send.submitButton).toBeEnabled();
    for (const [field, value] of Object.entries(values) as [SendField, string][]) {
      await expect(send.input(field)).toHaveValue(value);
    }
    await expect(send.input('gasPrice')).toHaveValue('');
    await expect(send.sendError).toHaveCount(0);
    await expect(send.sentTransaction).toHaveCount(0);
    for (const field of Object.keys(values) as SendField[]) await expect(send.error(field)).toHaveCount(0);
    expect(await e2eNodeClient(SEPOLIA_ID).getTransactionCount({ address: wallet.address })).toBe(0);
  });
});

test.describe('a wallet with another request already waiting', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 7 } });

  test('answering -32002 says so and keeps the form as it was', async ({ home, wallet }) => {
    const send = await SendPage.openConnected(home);
    await send.fill({ recipient: RECIPIENT, amount: '0.25' });
    await expect(send.submitButton).toBeEnabled();

    wallet.failNextRequest(-32002, "Request of type 'eth_sendTransaction' already pending. Please wait.");
    await send.submitButton.click();
    await expect(send.sendError).toHaveText('Check your wallet: a request is already waiting');
    await expect(send.input('recipient')).toHaveValue(RECIPIENT);
    await expect(send.input('amount')).toHaveValue('0.25');
    await expect(send.submitButton).toBeEnabled();
    await expect(send.sentTransaction).toHaveCount(0);
  });
});
