import type { Route } from '@playwright/test';
import { createWalletClient, getAddress, http, parseEther, parseTransaction, type Address, type Hash } from 'viem';
import { readE2eEnv } from '../tooling/e2eEnv';
import { e2eNodeClient, SEPOLIA_ID, withMiningHeld } from './fixtures/anvilNodes';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { KitRecentTransactions } from './pages/KitRecentTransactions';
import { SendPage } from './pages/SendPage';

/*
 * A transaction the app's node does not know when it is sent: the wallet
 * broadcast it through a node of its own, or the app's RPC sits behind a
 * load balancer whose backend has not seen it yet. Its speed-up is mined
 * before the app could read it back, and the app still finds it, by the
 * sender's nonce read before sending. Each test sends from an anvil
 * account no other test uses (29, 30).
 */

const RECIPIENT: Address = getAddress('0x00000000000000000000000000000000000c0ed3');

/** Waiting for an outcome: the app polls every 4 s; room to spare. */
const OUTCOME_TIMEOUT_MS = 20_000;

/** Sends through the Sepolia node, from anvil's unlocked `from`, what a wallet's "Speed up" sends: the same call, its nonce, higher fees. */
async function speedUpInNode({ from, nonce }: { from: Address; nonce: number }): Promise<Hash> {
  const wallet = createWalletClient({ transport: http(readE2eEnv().rpcUrls[SEPOLIA_ID], { retryCount: 0 }) });
  return wallet.sendTransaction({ account: from, chain: null, to: RECIPIENT, value: parseEther('1'), nonce, maxFeePerGas: parseEther('0.0000001'), maxPriorityFeePerGas: parseEther('0.00000001') });
}

async function sendFormReady(home: Parameters<typeof SendPage.openConnected>[0]): Promise<SendPage> {
  const send = await SendPage.openConnected(home);
  await send.fill({ recipient: RECIPIENT, amount: '1' });
  await expect(send.submitButton).toBeEnabled();
  return send;
}

test.describe.configure({ mode: 'parallel' });

test.describe('broadcast by the wallet through another node', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 29 } });

  test('a speed-up mined before our node ever saw the original: "Sped up" in the form and on /account, "Confirmed" in the Account modal', async ({ home, page, wallet }) => {
    test.setTimeout(90_000);
    const send = await sendFormReady(home);
    const held = wallet.holdNextBroadcast();
    const hash = await send.send();
    const original = parseTransaction(await held);
    expect(await e2eNodeClient(SEPOLIA_ID).getTransaction({ hash }).catch(() => null)).toBeNull();
    const replacement = await speedUpInNode({ from: wallet.address, nonce: original.nonce! });

    await expect(send.sentStatus).toHaveText('Sped up', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(send.sentReplacementLink).toHaveAttribute('href', new RegExp(`/tx/${replacement}$`));
    const kit = new KitRecentTransactions(page);
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    await home.openAccountModal();
    await expect(kit.status(hash)).toHaveText('Confirmed');
    await page.keyboard.press('Escape');

    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'sped-up');
  });
});

test.describe('an RPC whose backend has not seen the transaction yet', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 30 } });

  test('eth_getTransactionByHash answers null until the speed-up is mined: "Sped up", live and after a reload', async ({ home, page, wallet }) => {
    test.setTimeout(90_000);
    // The app's reads of a transaction by hash, answered null as a lagging backend does, while `lagging` holds.
    let lagging = true;
    const nullByHash = async (route: Route) => {
      const response = await route.fetch();
      const body: unknown = await response.json();
      const lag = (entry: unknown, request: unknown) =>
        lagging && (request as { method?: string })?.method === 'eth_getTransactionByHash' ? { ...(entry as object), result: null } : entry;
      const requests: unknown = route.request().postDataJSON();
      const json = Array.isArray(body) && Array.isArray(requests) ? body.map((entry, index) => lag(entry, requests[index])) : lag(body, requests);
      await route.fulfill({ response, json });
    };
    await page.route((url) => url.origin === new URL(readE2eEnv().rpcUrls[SEPOLIA_ID]).origin, nullByHash);

    const send = await sendFormReady(home);
    const { hash, replacement } = await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      const { nonce } = await e2eNodeClient(SEPOLIA_ID).getTransaction({ hash });
      return { hash, replacement: await speedUpInNode({ from: wallet.address, nonce }) };
    });
    expect((await e2eNodeClient(SEPOLIA_ID).getTransactionReceipt({ hash: replacement })).status).toBe('success');
    lagging = false;

    await expect(send.sentStatus).toHaveText('Sped up', { timeout: OUTCOME_TIMEOUT_MS });
    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'sped-up');
    await page.reload();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'sped-up');
  });
});
