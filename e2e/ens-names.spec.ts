import { shortenAddress } from '../lib/format/shortenAddress';
import {
  ALICE,
  BOB,
  CAROL,
  MISMATCHED_ACCOUNT_INDEX,
  MISMATCHED_NAME,
  NAMED_ACCOUNT_INDEX,
  NAMED_ACCOUNT_NAME,
  NOBODY,
} from '../tooling/ens/ensFixture';
import { e2eNodeClient, MAINNET_ID, SEPOLIA_ID } from './fixtures/anvilNodes';
import { kitShortAddress } from './fixtures/kitFormat';
import { storedQuery } from './fixtures/queryCache';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { SendPage } from './pages/SendPage';

/*
 * Names against the real ENS the global setup deploys on the Ethereum node
 * (tooling/ens/deployEns.ts: ENS's registry, reverse registrar and public
 * resolver, and our test Universal Resolver), with the names of
 * tooling/ens/ensFixture.ts. No lookup is stubbed.
 */

test.describe.configure({ mode: 'parallel' });

test.describe('an account with a primary name', () => {
  test.use({ walletOptions: { accountIndex: NAMED_ACCOUNT_INDEX } });

  test('shows it in the account button, the Account modal, the home panel and on /account', async ({ home, page }) => {
    await home.goto();
    await home.connect();
    await expect(home.accountButton).toContainText(NAMED_ACCOUNT_NAME);
    await expect(home.accountPanel.root.getByTestId('account-name')).toHaveText(NAMED_ACCOUNT_NAME);
    const modal = await home.openAccountModal();
    await expect(modal.root).toContainText(NAMED_ACCOUNT_NAME);
    await page.keyboard.press('Escape');

    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(page.getByTestId('account-name')).toHaveText(NAMED_ACCOUNT_NAME);
    await expect(home.accountButton).toContainText(NAMED_ACCOUNT_NAME);
  });
});

test.describe('an account whose reverse record names a name that points elsewhere', () => {
  test.use({ walletOptions: { accountIndex: MISMATCHED_ACCOUNT_INDEX } });

  test('shows its address, never that name', async ({ home, page, wallet }) => {
    await home.goto();
    await home.connect();
    // The lookup has finished, and found no name: the forward check failed.
    await expect
      .poll(async () => (await storedQuery(page, 'ensName', { address: wallet.address, chainId: MAINNET_ID }))?.state)
      .toMatchObject({ status: 'success', data: null });
    await expect(home.accountButton).toContainText(kitShortAddress(wallet.address));
    await expect(home.accountPanel.root.getByTestId('account-name')).toHaveText(shortenAddress(wallet.address));
    await expect(page.getByText(MISMATCHED_NAME)).toHaveCount(0);
  });
});

test.describe('sending to a name on Ethereum', () => {
  test.use({ walletOptions: { accountIndex: 3 } });

  test("resolves it to its Ethereum address (coin type 60), shown in full; a name with no address says so", async ({ home }) => {
    const send = await SendPage.openConnected(home);
    await send.fill({ recipient: ALICE.name, amount: '0.01' });
    await expect(send.recipientHint).toHaveText(`Resolves to ${ALICE.address}`);
    await expect(send.submitButton).toBeEnabled();

    await send.fill({ recipient: NOBODY.name });
    await expect(send.error('recipient')).toHaveText(`No address found for ${NOBODY.name}.`);
    await expect(send.submitButton).toBeDisabled();
  });
});

test.describe('sending to a name on Sepolia', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 24 } });

  test("uses the name's Sepolia address (ENSIP-11), else its default EVM address (ENSIP-19); an Ethereum address alone must be confirmed", async ({
    home,
    wallet,
  }) => {
    test.setTimeout(60_000);
    const send = await SendPage.openConnected(home);
    await send.fill({ recipient: ALICE.name, amount: '0.01' });
    await expect(send.recipientHint).toHaveText(`Resolves to ${ALICE.sepoliaAddress}`);
    await expect(send.recipientWarning).toHaveCount(0);

    await send.fill({ recipient: CAROL.name });
    await expect(send.recipientHint).toHaveText(`Resolves to ${CAROL.defaultEvmAddress}`);

    await send.fill({ recipient: NOBODY.name });
    await expect(send.error('recipient')).toHaveText(`No address found for ${NOBODY.name}.`);

    await send.fill({ recipient: BOB.name });
    await expect(send.recipientWarning).toContainText(
      `${BOB.name} has no address for Sepolia. Its Ethereum address ${BOB.address} will be used: make sure the recipient controls it on Sepolia. A contract wallet may not.`,
    );
    await expect(send.error('recipient')).toHaveText('Confirm below that the recipient controls this address on Sepolia.');
    await expect(send.submitButton).toBeDisabled();
    await send.recipientConfirmation.check();
    await expect(send.error('recipient')).toHaveCount(0);
    await expect(send.submitButton).toBeEnabled();

    const hash = await send.send();
    const sent = await e2eNodeClient(SEPOLIA_ID).waitForTransactionReceipt({ hash });
    expect(sent.to).toBe(BOB.address.toLowerCase());
    expect(sent.status).toBe('success');
    expect(wallet.requests.filter(({ method }) => method === 'eth_sendTransaction')).toHaveLength(1);
  });
});
