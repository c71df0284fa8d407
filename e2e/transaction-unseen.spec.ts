import type { Page } from '@playwright/test';
import { createWalletClient, getAddress, http, parseEther, parseTransaction, type Address, type Hash } from 'viem';
import { readE2eEnv } from '../tooling/e2eEnv';
import { e2eNodeClient, SEPOLIA_ID, withMiningHeld } from './fixtures/anvilNodes';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { KitRecentTransactions } from './pages/KitRecentTransactions';
import type { HomePage } from './pages/HomePage';
import { SendPage } from './pages/SendPage';

/*
 * A transaction the app's node does not know when it is sent: the wallet
 * broadcast it through a node of its own, or the app's RPC sits behind a
 * load balancer whose backend has not seen it yet. Its speed-up is mined
 * before the app could read it back, and the app still finds it, by the
 * sender's nonce read before sending. Last, a node that keeps no old
 * state, where the replacement is found to exist but not which it is.
 * Each test sends from an anvil account no other test uses (29 to 31).
 */

const RECIPIENT: Address = getAddress('0x00000000000000000000000000000000000c0ed3');

/** Waiting for an outcome: the app polls every 4 s; room to spare. */
const OUTCOME_TIMEOUT_MS = 20_000;

/** Sends through the Sepolia node, from anvil's unlocked `from`, what a wallet's "Speed up" sends: the same call, its nonce, higher fees. */
async function speedUpInNode({ from, nonce }: { from: Address; nonce: number }): Promise<Hash> {
  const wallet = createWalletClient({ transport: http(readE2eEnv().rpcUrls[SEPOLIA_ID], { retryCount: 0 }) });
  return wallet.sendTransaction({ account: from, chain: null, to: RECIPIENT, value: parseEther('1'), nonce, maxFeePerGas: parseEther('0.0000001'), maxPriorityFeePerGas: parseEther('0.00000001') });
}

/**
 * Routes the page's requests to the Sepolia node through `rewrite`, which
 * may change the answer to each JSON-RPC request (batched or not), the
 * way a lagging or pruned backend behind a load balancer answers.
 * Answers are matched to requests by id; the node's headers are kept
 * (CORS), but for the length of the new body.
 */
async function rewriteNodeAnswers(page: Page, rewrite: (request: JsonRpcRequest, answer: JsonRpcAnswer) => JsonRpcAnswer): Promise<void> {
  await page.route(
    (url) => url.origin === new URL(readE2eEnv().rpcUrls[SEPOLIA_ID]).origin,
    async (route) => {
      const sent: unknown = route.request().postDataJSON();
      const requests = (Array.isArray(sent) ? sent : [sent]) as JsonRpcRequest[];
      const response = await route.fetch();
      const body: unknown = await response.json();
      const answers = (Array.isArray(body) ? body : [body]) as JsonRpcAnswer[];
      const rewritten = answers.map((answer) => {
        const request = requests.find(({ id }) => id === answer.id);
        return request ? rewrite(request, answer) : answer;
      });
      const { 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, json: Array.isArray(body) ? rewritten : rewritten[0] });
    },
  );
}

type JsonRpcRequest = { id: number; method: string; params?: unknown[] };
type JsonRpcAnswer = { jsonrpc: '2.0'; id: number; result?: unknown; error?: { code: number; message: string } };

/** Opens /send connected, filled with 1 ETH to {@link RECIPIENT}, Send enabled. */
const sendFormReady = (home: HomePage) => SendPage.openReadyToSend(home, { recipient: RECIPIENT, amount: '1' });

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
    await rewriteNodeAnswers(page, (request, answer) => (lagging && request.method === 'eth_getTransactionByHash' ? { ...answer, result: null } : answer));

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
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('a node that keeps no old state', () => {
  test.use({ walletOptions: { chainId: SEPOLIA_ID, accountIndex: 31 } });

  test('a speed-up mined while no page was open reads "Replaced" with a plain explanation, and never "Failed" in the Account modal', async ({ home, page, wallet }) => {
    test.setTimeout(90_000);
    // The app's reads of an account at a past block fail as on a pruned node (geth: "missing trie node").
    const TAGS = ['latest', 'pending', 'safe', 'finalized', 'earliest'];
    await rewriteNodeAnswers(page, (request, answer) => 
      request.method === 'eth_getTransactionCount' && typeof request.params?.[1] === 'string' && !TAGS.includes(request.params[1])
        ? { jsonrpc: '2.0', id: answer.id, error: { code: -32000, message: 'missing trie node' } }
        : answer,
    );
    const send = await sendFormReady(home);
    const hash = await withMiningHeld(SEPOLIA_ID, async () => {
      const hash = await send.send();
      const { nonce } = await e2eNodeClient(SEPOLIA_ID).getTransaction({ hash });
      await speedUpInNode({ from: wallet.address, nonce });
      // The visitor leaves before either is mined.
      await page.goto('about:blank');
      return hash;
    });

    const overview = new AccountOverviewPage(page);
    await overview.goto();
    await expect(overview.transaction(hash)).toHaveAttribute('data-status', 'replaced', { timeout: OUTCOME_TIMEOUT_MS });
    await expect(overview.transaction(hash).getByTestId('replacement-unknown')).toHaveText(/Another transaction from your account took its place\. Co-Editions cannot tell which/);
    const kit = new KitRecentTransactions(page);
    await expect(kit.avatarLoadingRing).toHaveCount(0);
    await home.openAccountModal();
    await expect(kit.item(hash)).toHaveCount(0);
    await expect(kit.page.getByText('Failed')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
