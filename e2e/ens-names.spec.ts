import type { Locator, Page } from '@playwright/test';
import { avatarRouteUrl } from '../lib/ens/avatarRoute';
import { DEAD_RPC_URL } from '../tooling/appBuild';
import { readE2eEnv } from '../tooling/e2eEnv';
import {
  ALICE,
  BOB,
  BROKEN_AVATAR_ACCOUNT_INDEX,
  CAROL,
  HOSTILE_ACCOUNT_INDEX,
  HOSTILE_NAME,
  LONG_NAME,
  LONG_NAME_ACCOUNT_INDEX,
  MISMATCHED_ACCOUNT_INDEX,
  MISMATCHED_NAME,
  NAMED_ACCOUNT_INDEX,
  NAMED_ACCOUNT_NAME,
  NFT_AVATAR_ACCOUNT_INDEX,
  NFT_AVATAR_NAME,
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

/** Waits until `image` has loaded a picture (a refused or broken one has no natural width). */
async function expectLoadedImage(image: Locator, src: string): Promise<void> {
  await expect(image).toHaveAttribute('src', src);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** Records the origin of every request the page makes. */
function recordRequestOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return origins;
}

test.describe('an account with a primary name and an image avatar', () => {
  test.use({ walletOptions: { accountIndex: NAMED_ACCOUNT_INDEX } });

  test('shows both in the account button, the Account modal, the home panel and on /account, the avatar from our origin only', async ({ home, page }) => {
    const origins = recordRequestOrigins(page);
    const avatarUrl = avatarRouteUrl(NAMED_ACCOUNT_NAME);
    await home.gotoSignedIn();
    await expect(home.accountButton).toContainText(NAMED_ACCOUNT_NAME);
    await expectLoadedImage(home.accountButton.locator('img'), avatarUrl);
    await expect(home.accountPanel.root.getByTestId('account-name')).toHaveText(NAMED_ACCOUNT_NAME);
    await expectLoadedImage(home.accountPanel.root.getByTestId('account-avatar'), avatarUrl);
    const modal = await home.openAccountModal();
    await expect(modal.root).toContainText(NAMED_ACCOUNT_NAME);
    await expectLoadedImage(modal.root.locator(`img[src="${avatarUrl}"]`).first(), avatarUrl);
    await page.keyboard.press('Escape');

    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(page.getByTestId('account-name')).toHaveText(NAMED_ACCOUNT_NAME);
    await expectLoadedImage(page.getByTestId('account-avatar'), avatarUrl);
    await expect(home.accountButton).toContainText(NAMED_ACCOUNT_NAME);

    // The avatar host was never asked by the browser: only our origin and the nodes were.
    const { baseUrl, rpcUrls, avatarHost } = readE2eEnv();
    const allowed = new Set([baseUrl, DEAD_RPC_URL, ...Object.values(rpcUrls)].map((url) => new URL(url).origin));
    expect([...origins].filter((origin) => !allowed.has(origin))).toEqual([]);
    expect(origins.has(new URL(avatarHost).origin)).toBe(false);
  });
});

test.describe('an account whose primary name has an NFT avatar', () => {
  test.use({ walletOptions: { accountIndex: NFT_AVATAR_ACCOUNT_INDEX } });

  test('shows the NFT\'s image, resolved by our route', async ({ home }) => {
    await home.gotoSignedIn();
    await expect(home.accountButton).toContainText(NFT_AVATAR_NAME);
    await expectLoadedImage(home.accountPanel.root.getByTestId('account-avatar'), avatarRouteUrl(NFT_AVATAR_NAME));
  });
});

test.describe('an account whose avatar host answers 404', () => {
  test.use({ walletOptions: { accountIndex: BROKEN_AVATAR_ACCOUNT_INDEX } });

  test('falls back to the generated picture, with no console error', async ({ home }) => {
    await home.gotoSignedIn();
    await expect(home.accountButton.getByTestId('generated-avatar')).toBeVisible();
    await expect(home.accountButton.locator('img')).toHaveCount(0);
    await expect(home.accountPanel.root.getByTestId('account-avatar')).toHaveCount(0);
    // The console listener (fixtures/test.ts) fails the test on any error.
  });
});

test.describe('hostile names, at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test.describe('a primary name made of markup, with a javascript: avatar', () => {
    test.use({ walletOptions: { accountIndex: HOSTILE_ACCOUNT_INDEX } });

    test('renders as text, runs nothing, and fits', async ({ home, page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await home.gotoSignedIn();
      await expect(home.accountPanel.root.getByTestId('account-name')).toHaveText(HOSTILE_NAME);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expect(home.accountButton.getByTestId('generated-avatar')).toBeVisible();
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });

  test.describe('a primary name with a 255-character label, with an SVG data: avatar', () => {
    test.use({ walletOptions: { accountIndex: LONG_NAME_ACCOUNT_INDEX } });

    test('fits on / and /account, and the avatar falls back', async ({ home, page }) => {
      await home.gotoSignedIn();
      await expect(home.accountPanel.root.getByTestId('account-name')).toHaveText(LONG_NAME);
      await expect(home.accountButton.getByTestId('generated-avatar')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await new AccountOverviewPage(page).goto();
      await expect(page.getByTestId('account-name')).toHaveText(LONG_NAME);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });
});

test.describe('an account whose reverse record names a name that points elsewhere', () => {
  test.use({ walletOptions: { accountIndex: MISMATCHED_ACCOUNT_INDEX } });

  test('shows its address, never that name', async ({ home, page, wallet }) => {
    await home.gotoSignedIn();
    // The lookup has finished, and found no name: the forward check failed.
    await expect
      .poll(async () => (await storedQuery(page, 'ensName', { address: wallet.address, chainId: MAINNET_ID }))?.state)
      .toMatchObject({ status: 'success', data: null });
    await expect(home.accountButton).toContainText(kitShortAddress(wallet.address));
    await expect(home.accountPanel.root.getByTestId('account-name')).toHaveText(kitShortAddress(wallet.address));
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

test.describe('sending to a name while the Ethereum node does not answer', () => {
  test.use({
    walletOptions: { accountIndex: 3 },
    expectedConsoleLines: {
      "the test refuses the page's connections to the Ethereum node; Chromium logs each": /^Failed to load resource: net::ERR_CONNECTION_REFUSED$/,
    },
  });

  test('says the lookup failed, not that the name has no address, and Retry resolves it once the node answers', async ({ home, page }) => {
    const send = await SendPage.openConnected(home);
    const ethereumNode = new URL(readE2eEnv().rpcUrls[MAINNET_ID]).origin;
    const refuseEthereumNode = (url: URL) => url.origin === ethereumNode;
    await page.route(refuseEthereumNode, (route) => route.abort('connectionrefused'));
    await send.fill({ recipient: ALICE.name, amount: '0.01' });
    await expect(send.error('recipient')).toHaveText(`Could not look up ${ALICE.name}: the network did not answer. Try again.`);
    await expect(send.recipientHint).toHaveCount(0);
    await expect(send.submitButton).toBeDisabled();

    await page.unroute(refuseEthereumNode);
    await send.recipientRetry.click();
    await expect(send.recipientHint).toHaveText(`Resolves to ${ALICE.address}`);
    await expect(send.error('recipient')).toHaveCount(0);
    await expect(send.recipientRetry).toHaveCount(0);
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
    // One notice for the field: the warning with its box, no error beside it.
    await expect(send.error('recipient')).toHaveCount(0);
    await expect(send.submitButton).toBeDisabled();
    await send.recipientConfirmation.check();
    await expect(send.error('recipient')).toHaveCount(0);
    await expect(send.submitButton).toBeEnabled();

    const hash = await send.send();
    // Described by the name the sender typed, not by its address.
    await expect(send.sentTransaction.getByTestId('sent-summary')).toHaveText(/ to bob\.eth$/);
    const sent = await e2eNodeClient(SEPOLIA_ID).waitForTransactionReceipt({ hash });
    expect(sent.to).toBe(BOB.address.toLowerCase());
    expect(sent.status).toBe('success');
    expect(wallet.requests.filter(({ method }) => method === 'eth_sendTransaction')).toHaveLength(1);
  });
});
