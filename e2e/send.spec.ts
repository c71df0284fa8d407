import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { formatEther, parseEther, parseGwei, type Address } from 'viem';
import { e2eNodeClient, SEPOLIA_ID, SEPOLIA_RECEIPT_TIMEOUT_MS, withMiningHeld } from './fixtures/anvilNodes';
import { appShortAddress } from './fixtures/kitFormat';
import { anvilAccount } from '../tooling/anvilAccounts';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { KitRecentTransactions } from './pages/KitRecentTransactions';
import { SendPage, type SendField } from './pages/SendPage';
import type { SendFormValues } from '../lib/transactions/sendForm';

/*
 * The send form on the Sepolia node, which mines every 2 s so a
 * transaction is seen pending; its failures are in `send-failures.spec.ts`.
 * The nodes are shared by the workers: each test sends from an anvil
 * account no other file uses (4 to 9 across the two files, see each test;
 * `E2E_ACCOUNTS` lists every spec's), so balances asserted elsewhere
 * ("10,000 ETH") never move.
 */

/** anvil's second account, the recipient of the 1 ETH send. */
const SECOND_ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

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
    await expect(send.feeAmount).toHaveText(/^0\.0000\d{1,2}\sETH$/);
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
    await expect(send.feeTotalAmount).toHaveText(/^1\.0000\d{1,2}\sETH$/);
    await expect(send.feeTotalAmount).toHaveAttribute('title', `${formatEther(parseEther('1') + gas * maxFeePerGas)} ETH`);
    // The node mines nothing while the test looks at the pending state.
    const { hash, kit } = await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      await expect(send.sentStatus).toHaveText('Pending');
      const tracked = overview.transaction(hash);
      await expect(tracked).toHaveAttribute('data-status', 'pending');
      await expect(tracked).toContainText(`Send 1 ETH to ${appShortAddress(SECOND_ACCOUNT)}`);
      await expect(tracked.locator('time')).toHaveText(/ago|now/);
      const kit = new KitRecentTransactions(page);
      await expect(kit.avatarLoadingRing).toBeVisible();
      await home.openAccountModal();
      await expect(kit.item(hash)).toContainText(`Send 1 ETH to ${appShortAddress(SECOND_ACCOUNT)}`);
      await expect(kit.status(hash)).toHaveText('Pending');
      return { hash, kit };
    });
    const tracked = overview.transaction(hash);

    await expect(kit.status(hash)).toHaveText('Confirmed', { timeout: SEPOLIA_RECEIPT_TIMEOUT_MS });
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    await expect(send.sentStatus).toHaveText('Confirmed', { timeout: SEPOLIA_RECEIPT_TIMEOUT_MS });
    await expect(tracked).toHaveAttribute('data-status', 'confirmed', { timeout: SEPOLIA_RECEIPT_TIMEOUT_MS });
    // What went to whom is on the card; the form is empty, so one more click cannot pay again.
    await expect(send.sentTransaction.getByTestId('sent-summary')).toHaveText(`1 ETH to ${appShortAddress(SECOND_ACCOUNT)}`);
    await expect(send.input('recipient')).toHaveValue('');
    await expect(send.input('amount')).toHaveValue('');
    await expect(send.submitButton).toBeDisabled();
    // Disabled, Send says why.
    await expect(send.submitButton).toHaveAccessibleDescription('Enter a recipient and an amount.');
    await send.input('recipient').fill(SECOND_ACCOUNT);
    await expect(send.submitButton).toHaveAccessibleDescription('Enter an amount.');
    await send.input('recipient').fill('');

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
    await expect(overview.balanceValue(SEPOLIA_ID)).toHaveText(/^9,998\.99\d{0,4}\sETH$/);
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
    title: 'an address whose capitals fail its checksum',
    values: { recipient: `${SECOND_ACCOUNT.slice(0, -1)}c` },
    field: 'recipient',
    message: 'This address’s checksum (EIP-55) does not match: a character is likely mistyped. Copy it again from where you found it.',
  },
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
    title: 'an amount with thousands separators',
    values: { amount: '1,000.5' },
    field: 'amount',
    message: 'Write "1,000.5" without thousands separators: 1000.5.',
  },
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

test.describe('recent transactions', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 8 } });

  test('the Account modal still lists a sent transaction after a reload', async ({ home, page }) => {
    // A fresh address: nobody else sends to it.
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const send = await SendPage.openConnected(home);
    const hash = await send.sendAndConfirm({ recipient, amount: '0.01' }, SEPOLIA_RECEIPT_TIMEOUT_MS);
    const kit = new KitRecentTransactions(page);
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Confirmed');

    await page.reload();
    const modal = await home.openAccountModal();
    await expect(modal.root).toBeVisible();
    await expect(kit.items).toHaveCount(1);
    await expect(kit.item(hash)).toContainText(`Send 0.01 ETH to ${appShortAddress(recipient)}`);
    await expect(kit.status(hash)).toHaveText('Confirmed');
    expect(await e2eNodeClient(SEPOLIA_ID).getBalance({ address: recipient })).toBe(parseEther('0.01'));
  });
});
