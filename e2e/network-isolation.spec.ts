import { expect, test } from './fixtures/test';

/**
 * Third-party hosts the app may contact, each with the reason. Everything
 * else must stay on loopback (the app and its anvil nodes). Like every
 * non-loopback request in the suite, requests to these hosts are aborted
 * (`thirdPartyRequests` fixture): the test only learns that they were tried.
 */
const ALLOWED_THIRD_PARTY_HOSTS: Readonly<Record<string, string>> = {
  'api.web3modal.org':
    "WalletConnect (Reown AppKit) fetches the project's remote configuration (GET /appkit/v1/config) when wagmi's walletConnect connector initialises its provider at page load.",
  'pulse.walletconnect.org':
    'WalletConnect\'s telemetry ("pulse" events, POST /e), sent by the same provider initialisation at page load.',
};

test('nothing outside loopback is requested while connecting, switching and disconnecting, apart from allowed hosts', async ({
  home,
  wallet,
  thirdPartyRequests,
}, testInfo) => {
  await home.goto();
  await home.connect();
  const chainModal = await home.openChainModal();
  await chainModal.choose(11155111);
  await expect.poll(() => wallet.chainId).toBe(11155111);
  await expect(home.chainButton).toHaveText('Sepolia', { useInnerText: true });
  const accountModal = await home.openAccountModal();
  await accountModal.disconnectButton.click();
  await expect(home.connectButton).toHaveText('Connect Wallet');

  const hosts = [...new Set(thirdPartyRequests.map((url) => url.host))].sort();
  const report = hosts.map((host) => ({
    host,
    reason: ALLOWED_THIRD_PARTY_HOSTS[host] ?? 'NOT ALLOWED',
    urls: [...new Set(thirdPartyRequests.filter((url) => url.host === host).map((url) => `${url.origin}${url.pathname}`))],
  }));
  await testInfo.attach('third-party-hosts.json', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
  console.log(`Third-party hosts tried (and blocked): ${hosts.length ? hosts.join(', ') : 'none'}`);
  expect(hosts.filter((host) => !Object.hasOwn(ALLOWED_THIRD_PARTY_HOSTS, host))).toEqual([]);
});
