import { expect, test } from './fixtures/test';
import { HomePage } from './pages/HomePage';

test('the Switch Networks modal lists Ethereum and Sepolia, the current one "Connected"', async ({ home }) => {
  await home.gotoSignedIn();
  const modal = await home.openChainModal();
  await expect(modal.chainOptions).toHaveText([/^Ethereum/, /^Sepolia/]);
  await expect(modal.chainOption(1)).toHaveText(/^Ethereum\s*Connected$/);
  await expect(modal.chainOption(11155111)).toHaveText('Sepolia');
  await expect(modal.wrongNetworkNotice).toBeHidden();
});

test('choosing Sepolia switches the wallet, the chain button and the account panel', async ({ home, wallet }) => {
  await home.gotoSignedIn();
  await expect(home.accountPanel.chain).toHaveText('Ethereum');
  const modal = await home.openChainModal();
  await modal.choose(11155111);
  await expect.poll(() => wallet.chainId).toBe(11155111);
  await expect(modal.root).toBeHidden();
  await expect(home.chainButton).toHaveText('Sepolia', { useInnerText: true });
  await expect(home.accountPanel.chain).toHaveText('Sepolia');

  const reopened = await home.openChainModal();
  await expect(reopened.chainOption(11155111)).toHaveText(/^Sepolia\s*Connected$/);
});

test('the wallet moving to an unconfigured chain (1337) shows "Wrong network"', async ({ home, wallet }) => {
  await home.gotoSignedIn();
  await wallet.moveToChain(1337);
  // useInnerText: the dropdown icon's SVG title ("Dropdown") is not shown.
  await expect(home.wrongNetworkButton).toHaveText('Wrong network', { useInnerText: true });
  await expect(home.chainButton).toBeHidden();
  await expect(home.accountPanel.unsupportedChainNotice).toContainText('chain id 1337');
  const modal = await home.openChainModal();
  await expect(modal.wrongNetworkNotice).toBeVisible();
  await expect(modal.root).toContainText('Wrong network detected, switch or disconnect to continue.');
  await expect(modal.disconnectOption).toBeVisible();
});

test('a chain change in the wallet reaches every open tab', async ({ home, wallet, context }) => {
  await home.gotoSignedIn();
  const secondTab = await context.newPage();
  await wallet.install(secondTab);
  const second = new HomePage(secondTab);
  await second.goto();
  // The second tab shares the connection (and the sign-in cookie): no click.
  await expect(second.chainButton).toHaveText('Ethereum', { useInnerText: true });

  await wallet.moveToChain(11155111);
  for (const tab of [home, second]) {
    await expect(tab.chainButton).toHaveText('Sepolia', { useInnerText: true });
    await expect(tab.accountPanel.chain).toHaveText('Sepolia');
  }
});

test.describe('a wallet that does not know Sepolia yet', () => {
  test.use({ walletOptions: { unaddedChainIds: [11155111] } });

  test('switching answers 4902, so the app adds the chain (EIP-3085), then switches', async ({ home, wallet }) => {
    await home.gotoSignedIn();
    const modal = await home.openChainModal();
    await modal.choose(11155111);
    await expect.poll(() => wallet.chainId).toBe(11155111);
    await expect(home.accountPanel.chain).toHaveText('Sepolia');
    const methods = wallet.requests.map((request) => request.method);
    const added = methods.indexOf('wallet_addEthereumChain');
    expect(added).toBeGreaterThan(methods.indexOf('wallet_switchEthereumChain'));
    const addRequest = wallet.requests[added];
    expect(JSON.stringify(addRequest?.params)).toContain('"chainId":"0xaa36a7"');
  });
});

test.describe('a wallet that cannot switch on request', () => {
  test.use({ walletOptions: { canSwitchChain: false } });

  test('says to switch from within the wallet, and the notice goes once the wallet switches itself', async ({
    home,
    wallet,
    page,
  }) => {
    await home.gotoSignedIn();
    const modal = await home.openChainModal();
    await modal.choose(11155111);
    const notice = page.getByTestId('wallet-request-notice');
    await expect(notice).toContainText(
      'Your wallet does not support switching networks from Co-Editions. Try switching networks from within your wallet instead.',
    );
    expect(wallet.chainId).toBe(1);
    // The kit closes its modal when the switch fails; the notice stays.
    await expect(modal.root).toBeHidden();
    await wallet.moveToChain(11155111);
    await expect(home.accountPanel.chain).toHaveText('Sepolia');
    await expect(notice).toHaveCount(0);
  });

  test('Dismiss takes the notice away, and the focus on into the page', async ({ home, page }) => {
    await home.gotoSignedIn();
    const modal = await home.openChainModal();
    await modal.choose(11155111);
    const notice = page.getByTestId('wallet-request-notice');
    await notice.getByRole('button', { name: 'Dismiss' }).press('Enter');
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });
});
