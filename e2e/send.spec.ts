import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { formatEther, parseEther, parseGwei, type Address } from 'viem';
import { deployAlwaysReverts, e2eNodeClient, SEPOLIA_ID, withMiningHeld } from './fixtures/anvilNodes';
import { anvilAccount } from '../tooling/anvilAccounts';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { KitRecentTransactions } from './pages/KitRecentTransactions';
import { SendPage, type SendField } from './pages/SendPage';
import type { SendFormValues } from '../lib/transactions/sendForm';

/*
 * The send form on the Sepolia node, which mines every 2 s so a
 * transaction is seen pending. The nodes are shared by two workers: each test
 * sends from an anvil account no other test uses (4 to 9, see each test), and
 * only this file sends on Sepolia, so balances asserted elsewhere (accounts 0
 * to 3, "10,000 ETH") never move.
 */

/** anvil's second account, the recipient of the 1 ETH send. */
const SECOND_ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** How the app shortens an address in a transaction's description: 6 + 4 characters. */
function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** Waiting for a receipt: the next 2 s block, then the app's 4 s receipt polling, with room to spare. */
const RECEIPT_TIMEOUT_MS = 20_000;

// Every test uses its own account: they may run side by side.
test.describe.configure({ mode: 'parallel' });

test.describe('sending 1 ETH on Sepolia', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 5 } });

  test("to anvil's second account: pending, then confirmed, in the Account modal and on /account, and both balances change", async ({
    home,
    wallet,
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    expect(anvilAccount(1)).toBe(SECOND_ACCOUNT);
    const node = e2eNodeClient(SEPOLIA_ID);
    const senderBefore = await node.getBalance({ address: wallet.address });
    const recipientBefore = await node.getBalance({ address: SECOND_ACCOUNT });
    expect(senderBefore).toBe(parseEther('10000'));

    await home.goto();
    await home.connect();
    // /account stays open in a second tab: it follows the kit's records
    // through the `storage` event, so it sees the transaction from the start.
    const accountTab = await context.newPage();
    await wallet.install(accountTab);
    const overview = new AccountOverviewPage(accountTab);
    await overview.goto();
    await expect(overview.balanceValue(SEPOLIA_ID)).toHaveText('10,000 ETH');
    await expect(overview.noTransactions).toBeVisible();

    const send = new SendPage(page);
    await send.openFromHeader();
    await send.fill({ recipient: SECOND_ACCOUNT, amount: '1' });
    // The app's rule for amounts: at most 6 decimals, gwei to 2; every digit in the titles.
    await expect(send.feeAmount).toHaveText(/^0\.0000\d{1,2} ETH$/);
    await expect(send.feeDetail).toHaveText(/^\(21,000 gas × \d+\.\d\d gwei\)$/);
    await expect(send.submitButton).toBeEnabled();
    // The estimate is the node's own: viem's 1.2 × the base fee of a recent
    // block plus the node's suggested tip, per gas; never 0.
    const [, gasText, maxFeeGwei] = /^(\d+) gas × ([\d.]+) gwei$/.exec((await send.feeDetail.getAttribute('title')) ?? '') ?? [];
    const gas = BigInt(gasText ?? '0');
    const maxFeePerGas = parseGwei(maxFeeGwei ?? '0');
    expect(gas).toBe(21_000n);
    await expect(send.feeAmount).toHaveAttribute('title', `${formatEther(gas * maxFeePerGas)} ETH`);
    const tip = await node.estimateMaxPriorityFeePerGas();
    expect(tip).toBeGreaterThan(0n);
    const { baseFeePerGas } = await node.getFeeHistory({ blockCount: 50, rewardPercentiles: [] });
    expect(baseFeePerGas.map((baseFee) => (baseFee * 12n) / 10n + tip)).toContain(maxFeePerGas);
    await expect(send.feeTotalAmount).toHaveText(/^1\.0000\d{1,2} ETH$/);
    await expect(send.feeTotalAmount).toHaveAttribute('title', `${formatEther(parseEther('1') + gas * maxFeePerGas)} ETH`);
    // The node mines nothing while the test looks at the pending state.
    const { hash, kit } = await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      await expect(send.sentStatus).toHaveText('Pending');
      const tracked = overview.transaction(hash);
      await expect(tracked).toHaveAttribute('data-status', 'pending');
      await expect(tracked).toContainText(`Send 1 ETH to ${shortAddress(SECOND_ACCOUNT)}`);
      await expect(tracked.locator('time')).toHaveText(/ago|now/);
      const kit = new KitRecentTransactions(page);
      await expect(kit.avatarLoadingRing).toBeVisible();
      await home.openAccountModal();
      await expect(kit.item(hash)).toContainText(`Send 1 ETH to ${shortAddress(SECOND_ACCOUNT)}`);
      await expect(kit.status(hash)).toHaveText('Pending');
      return { hash, kit };
    });
    const tracked = overview.transaction(hash);

    await expect(kit.status(hash)).toHaveText('Confirmed', { timeout: RECEIPT_TIMEOUT_MS });
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    await expect(send.sentStatus).toHaveText('Confirmed', { timeout: RECEIPT_TIMEOUT_MS });
    await expect(tracked).toHaveAttribute('data-status', 'confirmed', { timeout: RECEIPT_TIMEOUT_MS });
    // What went to whom is on the card; the form is empty, so one more click cannot pay again.
    await expect(send.sentTransaction.getByTestId('sent-summary')).toHaveText(`1 ETH to ${shortAddress(SECOND_ACCOUNT)}`);
    await expect(send.input('recipient')).toHaveValue('');
    await expect(send.input('amount')).toHaveValue('');
    await expect(send.submitButton).toBeDisabled();

    // The node: the recipient got exactly 1 ETH, the sender paid 1 ETH plus the fee.
    const receipt = await node.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase());
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await node.getBalance({ address: SECOND_ACCOUNT })).toBe(recipientBefore + parseEther('1'));
    expect(await node.getBalance({ address: wallet.address })).toBe(senderBefore - parseEther('1') - fee);
    // The page: /account, loaded afresh, shows the sender's new balance
    // (10,000 − 1 − a fee far below 0.01 ETH).
    await accountTab.reload();
    const newBalance = formatEther(senderBefore - parseEther('1') - fee);
    await expect(overview.balanceValue(SEPOLIA_ID)).toHaveText(/^9,998\.99\d{0,4} ETH$/);
    // One balance, one format: /account and /send write it alike, every digit in the title.
    await expect(overview.balanceValue(SEPOLIA_ID)).toHaveAttribute('title', `${newBalance} ETH`);
    await expect(send.balance).toHaveText(await overview.balanceValue(SEPOLIA_ID).innerText());
    await expect(send.balance.locator('[title]')).toHaveAttribute('title', `${newBalance} ETH`);
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'confirmed');

    // The kit's Account modal, opened above, closes first, as a person would close it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await send.sentTransaction.getByRole('button', { name: 'Send another' }).click();
    await expect(send.sentTransaction).toHaveCount(0);
    await expect(send.input('recipient')).toBeFocused();
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(1);
  });
});

test.describe('a transaction that reverts on chain', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 6 } });

  test('sent with a manual gas limit to a contract that always reverts is tracked as failed everywhere', async ({ home, wallet, page }) => {
    const contract = await deployAlwaysReverts(SEPOLIA_ID, wallet.address);
    const send = await SendPage.openConnected(home);
    await send.fill({ recipient: contract, amount: '0.01', gasLimit: '100000' });
    await expect(send.feeEstimate).toHaveText(/\(100,000 gas × /);
    await expect(send.estimateError).toHaveCount(0);
    const hash = await send.send();
    await expect(send.sentStatus).toHaveText('Failed', { timeout: RECEIPT_TIMEOUT_MS });

    const receipt = await e2eNodeClient(SEPOLIA_ID).getTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');
    expect(receipt.to?.toLowerCase()).toBe(contract.toLowerCase());

    const kit = new KitRecentTransactions(page);
    const modal = await home.openAccountModal();
    await expect(kit.item(hash)).toContainText(`Send 0.01 ETH to ${shortAddress(contract)}`);
    await expect(kit.status(hash)).toHaveText('Failed', { timeout: RECEIPT_TIMEOUT_MS });
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
    await send.fill({ recipient: SECOND_ACCOUNT, amount: '0.01' });
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

/** One validation rule: what to type over a valid form, and the message beside which field. */
type ValidationCase = {
  title: string;
  values: Partial<SendFormValues>;
  field: SendField;
  message: string;
};

const VALIDATION_CASES: readonly ValidationCase[] = [
  { title: 'a malformed address', values: { recipient: '0x1234' }, field: 'recipient', message: 'Not a valid address or ENS name.' },
  { title: 'neither an address nor a name', values: { recipient: 'alice' }, field: 'recipient', message: 'Not a valid address or ENS name.' },
  {
    title: 'an ENS name that is not registered',
    values: { recipient: 'unregistered.eth' },
    field: 'recipient',
    message: 'No address found for unregistered.eth.',
  },
  { title: 'an amount that is not a number', values: { amount: 'abc' }, field: 'amount', message: 'Enter a positive number, like 0.1.' },
  { title: 'a negative amount', values: { amount: '-1' }, field: 'amount', message: 'Enter a positive number, like 0.1.' },
  { title: 'a zero amount', values: { amount: '0' }, field: 'amount', message: 'Enter an amount above zero.' },
  {
    title: 'the whole balance, leaving nothing for the fee',
    values: { amount: '10000' },
    field: 'amount',
    message: 'Amount plus network fee exceeds your ETH balance.',
  },
  {
    title: 'an amount above the balance',
    values: { amount: '20000' },
    field: 'amount',
    message: 'Amount plus network fee exceeds your ETH balance.',
  },
  {
    title: 'a gas price together with a max fee',
    values: { gasPrice: '2', maxFeePerGas: '3' },
    field: 'gasPrice',
    message: 'A legacy gas price cannot be combined with max fee fields.',
  },
  {
    title: 'a gas price together with a priority fee',
    values: { gasPrice: '2', maxPriorityFeePerGas: '1' },
    field: 'gasPrice',
    message: 'A legacy gas price cannot be combined with max fee fields.',
  },
  {
    title: 'a priority fee above the max fee',
    values: { maxFeePerGas: '1', maxPriorityFeePerGas: '2' },
    field: 'maxPriorityFeePerGas',
    message: 'Priority fee cannot exceed the max fee.',
  },
  {
    // 10^69 gwei = 10^78 wei > 2^256 − 1 ≈ 1.16 × 10^77 wei.
    title: 'a max fee above 2^256-1 wei',
    values: { maxFeePerGas: `1${'0'.repeat(69)}` },
    field: 'maxFeePerGas',
    message: 'Max fee cannot exceed 2^256-1 wei.',
  },
  { title: 'a fractional gas limit', values: { gasLimit: '21000.5' }, field: 'gasLimit', message: 'Gas limit must be a positive whole number.' },
  { title: 'a zero gas limit', values: { gasLimit: '0' }, field: 'gasLimit', message: 'Gas limit must be a positive whole number.' },
];

test.describe('validation', () => {
  // Account 4 never sends: these tests only read its balance (10,000 ETH).
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 4 } });

  test('each rule puts its message beside its field and disables Send', async ({ home }) => {
    // One form for every rule: it goes back to a valid state before each, so each case is the one thing wrong.
    const send = await SendPage.openConnected(home);
    const valid: Partial<SendFormValues> = { recipient: SECOND_ACCOUNT, amount: '0.01', gasLimit: '', maxFeePerGas: '', maxPriorityFeePerGas: '', gasPrice: '' };
    for (const { title, values, field, message } of VALIDATION_CASES) {
      await test.step(`${title}: "${message}" beside ${field}`, async () => {
        await send.fill(valid);
        await expect(send.submitButton).toBeEnabled();
        await send.fill(values);
        await expect(send.error(field)).toHaveText(message);
        await expect(send.input(field)).toHaveAttribute('aria-invalid', 'true');
        await expect(send.submitButton).toBeDisabled();
      });
    }
  });
});

test.describe('a rejection in the wallet', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 7 } });

  test('returns quietly to the form: same values, no error, Send enabled again, nothing sent', async ({ home, wallet }) => {
    const send = await SendPage.openConnected(home);
    const values: Partial<SendFormValues> = {
      recipient: SECOND_ACCOUNT,
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
    await send.fill({ recipient: SECOND_ACCOUNT, amount: '0.25' });
    await expect(send.submitButton).toBeEnabled();

    wallet.failNextRequest(-32002, "Request of type 'eth_sendTransaction' already pending. Please wait.");
    await send.submitButton.click();
    await expect(send.sendError).toHaveText('Check your wallet: a request is already waiting');
    await expect(send.input('recipient')).toHaveValue(SECOND_ACCOUNT);
    await expect(send.input('amount')).toHaveValue('0.25');
    await expect(send.submitButton).toBeEnabled();
    await expect(send.sentTransaction).toHaveCount(0);
  });
});

test.describe('recent transactions', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 8 } });

  test('the Account modal still lists a sent transaction after a reload', async ({ home, page }) => {
    // A fresh address: nobody else sends to it.
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const send = await SendPage.openConnected(home);
    const hash = await send.sendAndConfirm({ recipient, amount: '0.01' }, RECEIPT_TIMEOUT_MS);
    const kit = new KitRecentTransactions(page);
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Confirmed');

    await page.reload();
    const modal = await home.openAccountModal();
    await expect(modal.root).toBeVisible();
    await expect(kit.items).toHaveCount(1);
    await expect(kit.item(hash)).toContainText(`Send 0.01 ETH to ${shortAddress(recipient)}`);
    await expect(kit.status(hash)).toHaveText('Confirmed');
    expect(await e2eNodeClient(SEPOLIA_ID).getBalance({ address: recipient })).toBe(parseEther('0.01'));
  });
});
