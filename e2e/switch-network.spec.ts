import { expect, test } from './fixtures/test';
import { HomePage } from './pages/HomePage';

test('the Switch Networks modal lists Ethereum and Sepolia, the current one "Connected"', async ({ home }) => {
  await home.goto();
  await home.connect();
  const modal = await home.openChainModal();
  await expect(modal.chainOptions).toHaveText([/^Ethereum/, /^Sepolia/]);
  await expect(modal.chainOption(1)).toHaveText(/^Ethereum\s*Connected$/);
  await expect(modal.chainOption(11155111)).toHaveText('Sepolia');
  await expect(modal.wrongNetworkNotice).toBeHidden();
});

test('choosing Sepolia switches the wallet, the chain button and the account panel', async ({ home, wallet }) => {
  await home.goto();
  await home.connect();
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
  await home.goto();
  await home.connect();
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
  await home.goto();
  await home.connect();
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
