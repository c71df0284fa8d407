import { getAddress, type Address } from 'viem';
import { readE2eEnv } from '../tooling/e2eEnv';
import { anvilAccount } from '../tooling/anvilAccounts';
import { callTestToken, deployTestToken, MAINNET_ID, placeTestToken, SEPOLIA_ID, tokenBalanceOf } from './fixtures/anvilNodes';
import { DAI, USDC } from './fixtures/listedTokens';
import { appShortAddress } from './fixtures/kitFormat';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { SendPage } from './pages/SendPage';

/*
 * ERC-20 balances on /account, against TestToken (tooling/contracts,
 * compiled with npm solc) on the e2e nodes. Tokens of the published list
 * live at their mainnet addresses: the tests place TestToken's code there.
 * Each test holds tokens on an anvil account no other test uses (16 to 19);
 * the token transactions are sent by that account itself.
 */

/** Where the token sends go: anvil's second account. */
const RECIPIENT: Address = anvilAccount(1);

/** `aggregate3(Call3[])` of Multicall3, and ERC-20 `balanceOf(address)`: the selectors of the batched read. */
const AGGREGATE3_SELECTOR = '0x82ad56cb';
const BALANCE_OF_SELECTOR = '70a08231';

test.describe.configure({ mode: 'parallel' });

test.describe('an account that holds no token', () => {
  test.use({ walletOptions: { accountIndex: 20 } });

  test('says "No token balances." once for every network, and labels the add-token field by its network', async ({ home, page }) => {
    await home.gotoSignedIn();
    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();
    await expect(overview.tokens.getByTestId('tokens-empty')).toHaveText('No token balances.');
    await expect(overview.tokens.getByText('No token balances', { exact: false })).toHaveCount(1);
    await expect(overview.chainTokens(MAINNET_ID)).toHaveCount(0);
    await expect(overview.tokens.getByLabel('Token address on Ethereum', { exact: true })).toBeVisible();
  });
});

test.describe('a token of the published list', () => {
  test.use({ walletOptions: { accountIndex: 16 } });

  test('shows its balance on /account from one batched read per chain, asks no third party, and "Add to wallet" sends wallet_watchAsset', async ({
    home,
    page,
    wallet,
    thirdPartyRequests,
  }) => {
    await placeTestToken(MAINNET_ID, USDC);
    await placeTestToken(MAINNET_ID, DAI);
    await callTestToken(MAINNET_ID, USDC, wallet.address, { functionName: 'mint', args: [wallet.address, 1_234_500_000n] });
    // Every JSON-RPC call the page makes to the Ethereum node that reads balanceOf through Multicall3.
    const balanceReads: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().replace(/\/$/, '') !== readE2eEnv().rpcUrls[MAINNET_ID].replace(/\/$/, '')) return;
      const body = request.postDataJSON() as unknown;
      for (const call of Array.isArray(body) ? body : [body]) {
        const data = (call as { method?: string; params?: [{ data?: string }] }).params?.[0]?.data ?? '';
        if ((call as { method?: string }).method === 'eth_call' && data.startsWith(AGGREGATE3_SELECTOR) && data.includes(BALANCE_OF_SELECTOR)) balanceReads.push(call);
      }
    });

    await home.gotoSignedIn();
    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();
    await expect(overview.tokenBalance(MAINNET_ID, USDC)).toHaveText('1,234.5 USDC');
    await expect(overview.token(MAINNET_ID, USDC)).toContainText('USD');
    // A zero balance is hidden until asked for.
    await expect(overview.token(MAINNET_ID, DAI)).toHaveCount(0);
    await overview.showZeroBalances.check();
    await expect(overview.tokenBalance(MAINNET_ID, DAI)).toHaveText('0 DAI');
    // Hundreds of listed tokens, one eth_call to Multicall3 for their balances.
    expect(balanceReads).toHaveLength(1);
    expect(thirdPartyRequests).toEqual([]);

    await overview.token(MAINNET_ID, USDC).getByRole('button', { name: 'Add to wallet' }).click();
    await expect.poll(() => wallet.requestsOf('wallet_watchAsset').length).toBe(1);
    expect(wallet.requestsOf('wallet_watchAsset')[0]?.params).toEqual({ type: 'ERC20', options: { address: USDC, symbol: 'USDC', decimals: 6 } });
  });
});

test.describe('a token added by address', () => {
  test.use({ walletOptions: { accountIndex: 17 } });

  test('is read, shown before adding, listed with its balance after a reload, and removable, the focus kept in the card; a non-token address, or one whose symbol hides a character, says why', async ({
    home,
    page,
    wallet,
  }) => {
    const token = await deployTestToken(MAINNET_ID, wallet.address, { name: 'Test Euro', symbol: 'TEUR', decimals: 2 });
    await callTestToken(MAINNET_ID, token, wallet.address, { functionName: 'mint', args: [wallet.address, 500n] });
    await home.gotoSignedIn();
    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();

    await overview.tokenAddress.fill(anvilAccount(3));
    await expect(overview.addTokenError).toHaveText('Not an ERC-20 token: there is no contract at this address.');
    await expect(overview.addTokenButton).toBeDisabled();
    await overview.tokenAddress.fill('0x1234');
    await expect(overview.addTokenError).toHaveText('Enter a token contract address: 0x and 40 hexadecimal characters.');
    // The token's address with one letter's case changed: EIP-55's checksum catches the typo.
    const checksummed = getAddress(token);
    const letter = checksummed.search(/[a-fA-F]/);
    const flipped = checksummed[letter] === checksummed[letter]?.toUpperCase() ? checksummed[letter]?.toLowerCase() : checksummed[letter]?.toUpperCase();
    await overview.tokenAddress.fill(`${checksummed.slice(0, letter)}${flipped}${checksummed.slice(letter + 1)}`);
    await expect(overview.addTokenError).toHaveText('This address’s checksum (EIP-55) does not match: a character is likely mistyped. Copy it again from where you found it.');
    await expect(overview.addTokenButton).toBeDisabled();
    // A symbol that a right-to-left override turns into "ETH" on screen.
    const spoof = await deployTestToken(MAINNET_ID, wallet.address, { name: 'Ether', symbol: '\u202eHTE', decimals: 18 });
    await overview.tokenAddress.fill(spoof);
    await expect(overview.addTokenError).toHaveText('Not an ERC-20 token: its name or symbol holds invisible or direction-changing characters.');
    await expect(overview.addTokenButton).toBeDisabled();

    await overview.tokenAddress.fill(token.toLowerCase());
    await expect(overview.addTokenPreview).toHaveText('Test Euro (TEUR), 2 decimals, on Ethereum');
    await overview.addTokenButton.click();
    await expect(overview.tokenBalance(MAINNET_ID, getAddress(token))).toHaveText('5 TEUR');
    await expect(overview.tokenAddress).toHaveValue('');

    await page.reload();
    await expect(overview.tokenBalance(MAINNET_ID, token)).toHaveText('5 TEUR');
    await overview.token(MAINNET_ID, token).getByRole('button', { name: 'Remove' }).press('Enter');
    await expect(overview.token(MAINNET_ID, token)).toHaveCount(0);
    // The button pressed went with its row: the reader's place stays in the card.
    await expect(overview.tokens.getByRole('heading', { name: 'Tokens', exact: true })).toBeFocused();
  });
});

test.describe('one chain with a token contract that does not answer', () => {
  test.use({ walletOptions: { accountIndex: 18 } });

  test('the other tokens and the other chain still show', async ({ home, page, wallet }) => {
    await placeTestToken(MAINNET_ID, USDC);
    await callTestToken(MAINNET_ID, USDC, wallet.address, { functionName: 'mint', args: [wallet.address, 2_000_000n] });
    const sepoliaToken = await deployTestToken(SEPOLIA_ID, wallet.address, { name: 'Sepolia Test', symbol: 'STT', decimals: 18 });
    await callTestToken(SEPOLIA_ID, sepoliaToken, wallet.address, { functionName: 'mint', args: [wallet.address, 10n ** 18n] });
    // Added on Sepolia by address, as a visitor on Sepolia would (stored per chain).
    await home.goto();
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      ['co-editions.customTokens', JSON.stringify({ [SEPOLIA_ID]: [{ chainId: SEPOLIA_ID, address: sepoliaToken, name: 'Sepolia Test', symbol: 'STT', decimals: 18 }] })] as const,
    );
    await home.connect();
    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();
    // Hundreds of listed addresses hold no contract on this node: each is skipped, USDC shows.
    await expect(overview.tokenBalance(MAINNET_ID, USDC)).toHaveText('2 USDC');
    await expect(overview.tokenBalance(SEPOLIA_ID, sepoliaToken)).toHaveText('1 STT');
    // Not on Sepolia: adding to the wallet waits for a switch.
    await expect(overview.token(SEPOLIA_ID, sepoliaToken).getByRole('button', { name: 'Add to wallet' })).toBeDisabled();
  });
});

test.describe('sending a token', () => {
  test.use({ walletOptions: { accountIndex: 19 } });

  test('5 TUSD from the Asset menu moves exactly 5; a transfer that would revert is refused before sending', async ({ home, page, wallet }) => {
    test.setTimeout(90_000);
    const token = await deployTestToken(MAINNET_ID, wallet.address, { name: 'Test USD', symbol: 'TUSD', decimals: 6 });
    await callTestToken(MAINNET_ID, token, wallet.address, { functionName: 'mint', args: [wallet.address, 20_000_000n] });
    const blocked = anvilAccount(2);
    await callTestToken(MAINNET_ID, token, wallet.address, { functionName: 'setBlocked', args: [blocked, true] });
    await home.goto();
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      ['co-editions.customTokens', JSON.stringify({ [MAINNET_ID]: [{ chainId: MAINNET_ID, address: token, name: 'Test USD', symbol: 'TUSD', decimals: 6 }] })] as const,
    );
    const send = await SendPage.openConnected(home);
    await expect(send.fiatToggle).toHaveText('Enter in USD');
    // Typing in USD lasts through a change to an asset with no price: it says so, never swaps in another amount.
    await send.fiatToggle.click();
    await send.form.getByLabel('Amount in USD', { exact: true }).fill('150');
    await send.asset.selectOption({ label: 'TUSD' });
    await expect(send.balance).toHaveText('20 TUSD');
    await expect(send.error('amount')).toHaveText('No USD price to convert with right now: enter the amount in the asset instead.');
    await send.fiatToggle.click();
    await expect(send.form.getByLabel('Amount', { exact: true })).toHaveValue('');
    // Chainlink has no feed for it: no "Enter in USD" that could only end in "no price", and the amount's figure says why.
    await expect(send.fiatToggle).toHaveCount(0);

    // The token refuses this recipient: the simulation says so, and nothing is sent.
    await send.fill({ recipient: blocked, amount: '1' });
    await expect(send.estimateError).toHaveText('This transaction would fail: TestToken: recipient is blocked');
    await expect(send.submitButton).toBeDisabled();
    // More than the balance: the form's own check.
    await send.fill({ recipient: RECIPIENT, amount: '20.000001' });
    await expect(send.error('amount')).toHaveText('Amount exceeds your TUSD balance.');
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(0);

    const before = { sender: await tokenBalanceOf(MAINNET_ID, token, wallet.address), recipient: await tokenBalanceOf(MAINNET_ID, token, RECIPIENT) };
    await send.fill({ recipient: RECIPIENT, amount: '5' });
    // Chainlink prices no TUSD: no figure, and no mark that reads as a fault.
    await expect(send.submitButton).toBeEnabled();
    await expect(page.getByTestId('amount-fiat').or(page.getByTestId('amount-fiat-missing'))).toHaveCount(0);
    await send.send();
    await expect(send.sentStatus).toHaveText('Confirmed', { timeout: 20_000 });
    expect(await tokenBalanceOf(MAINNET_ID, token, wallet.address)).toBe(before.sender - 5_000_000n);
    expect(await tokenBalanceOf(MAINNET_ID, token, RECIPIENT)).toBe(before.recipient + 5_000_000n);

    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(overview.transactions.first()).toContainText(`Send 5 TUSD to ${appShortAddress(RECIPIENT)}`);
    await expect(overview.transactions.first()).toHaveAttribute('data-status', 'confirmed');
    await expect(overview.tokenBalance(MAINNET_ID, token)).toHaveText('15 TUSD');
  });
});
