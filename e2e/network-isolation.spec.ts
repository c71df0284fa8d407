import { expect, test } from './fixtures/test';
import { RELAY_UNREACHABLE, WALLETCONNECT_HOST } from './fixtures/walletConnectHosts';

/** The distinct hosts of `urls`, sorted. */
function hostsOf(urls: readonly URL[]): string[] {
  return [...new Set(urls.map((url) => url.host))].sort();
}

test('no third-party host is contacted on load, while connecting a browser wallet, switching or disconnecting', async ({
  home,
  wallet,
  thirdPartyRequests,
  page,
}) => {
  await home.goto();
  await page.waitForLoadState('load');
  await expect(home.connectButton).toBeVisible();
  await home.connect();
  const chainModal = await home.openChainModal();
  await chainModal.choose(11155111);
  await expect.poll(() => wallet.chainId).toBe(11155111);
  await expect(home.chainButton).toHaveText('Sepolia', { useInnerText: true });
  const accountModal = await home.openAccountModal();
  await accountModal.disconnectButton.click();
  await expect(home.connectButton).toHaveText('Connect Wallet');
  // WalletConnect's code and calls start only when a visitor picks it (docs/page-load.md).
  expect(hostsOf(thirdPartyRequests)).toEqual([]);
});

test('a page cannot reach a public host: the suite\'s browser resolves none', async ({ page, thirdPartyRequests }) => {
  // Without `--host-resolver-rules` (tooling/chromium.ts) this navigation would leave the machine.
  await expect(page.goto('https://example.com/')).rejects.toThrow(/net::ERR_NAME_NOT_RESOLVED/);
  expect(hostsOf(thirdPartyRequests)).toEqual(['example.com']);
});

test.describe('WalletConnect', () => {
  test.use({ expectedConsoleLines: RELAY_UNREACHABLE });

  test('loads and calls its hosts only once the visitor picks it', async ({ home, thirdPartyRequests }) => {
    await home.goto();
    const modal = await home.openConnectModal();
    await expect(modal.walletOption('walletConnect')).toBeVisible();
    expect(hostsOf(thirdPartyRequests)).toEqual([]);

    await modal.choose('walletConnect');
    // The hosts do not resolve (tests stay on loopback); that they were
    // tried proves the provider started on demand.
    await expect.poll(() => hostsOf(thirdPartyRequests).filter((host) => WALLETCONNECT_HOST.test(host))).not.toEqual([]);
    expect(hostsOf(thirdPartyRequests).filter((host) => !WALLETCONNECT_HOST.test(host))).toEqual([]);
  });
});
