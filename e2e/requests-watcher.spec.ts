/**
 * Payments nobody reports (`docs/requests.md`, "The watcher"): the server
 * watches the chain, so a request paid straight from a wallet turns paid
 * by itself, on both pages without a reload, confirming until its block is
 * final. Payments are sent to the e2e Ethereum node as a phone wallet that
 * scanned the wallet link would (`tooling/payPaymentUri.ts`, which
 * `npm run pay` runs), and nothing posts their hash.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { createTestClient, createWalletClient, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { encodeExecuteData } from 'viem/experimental/erc7821';
import { ANVIL_MNEMONIC, anvilAccount } from '../tooling/anvilAccounts';
import { delegateToBatchExecutor } from '../tooling/contracts/delegateToBatchExecutor';
import { readE2eEnv } from '../tooling/e2eEnv';
import { payPaymentUri } from '../tooling/payPaymentUri';
import { callTestToken, deployTestToken, e2eNodeClient, MAINNET_ID, payFromAnvil, placeTestToken } from './fixtures/anvilNodes';
import { USDC } from './fixtures/listedTokens';
import { signInOverApi } from './fixtures/auth';
import { postJsonFrom } from './fixtures/loopbackClient';
import { PayPage } from './pages/PayPage';
import { RequestsPage } from './pages/RequestsPage';
import { expect, test } from './fixtures/test';

const REQUESTER_INDEX = 62;
const PAYER_INDEX = 63;
const BATCHER_INDEX = 64;

/** The loopback address this file's API creations come from (`e2e/fixtures/loopbackClient.ts`). */
const CLIENT_ADDRESS = '127.0.0.9';

/** How soon the API must say "paid" after the payment's receipt, ms: the watcher polls chain 1 every 4 s. */
const FOUND_WITHIN_MS = 10_000;

/** Blocks anvil keeps between its latest and its `finalized` block. */
const ANVIL_FINALITY_BLOCKS = 64;

const rpcUrl = () => readE2eEnv().rpcUrls[MAINNET_ID];

/** The request `id` as the API answers it. */
async function readRequest(api: APIRequestContext, id: string): Promise<{ status: string; payment: { hash: string; from: string; final: boolean } | null }> {
  return (await api.get(`/api/requests/${id}`)).json();
}

/**
 * Creates a request of `amount` wei (or base units of `token`) on chain 1
 * for `api`'s signed-in address, from a loopback address of this file's
 * own, so that its creations do not count against other tests' per-client limit.
 */
async function createOverApi(api: APIRequestContext, amount: bigint, token: string | null = null): Promise<{ id: string; uri: string }> {
  const { baseUrl } = readE2eEnv();
  const cookie = (await api.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const created = await postJsonFrom(CLIENT_ADDRESS, `${baseUrl}/api/requests`, { chainId: MAINNET_ID, token, amount: amount.toString() }, { cookie, origin: baseUrl });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; uri: string };
}

/**
 * Opens request `link` in a browser context of its own, as someone with no
 * wallet, checks that it reads "Open", then runs `during` with its page;
 * the context is closed after.
 */
async function asVisitorOnPay(browser: Browser, link: string, during: (pay: PayPage) => Promise<void>): Promise<void> {
  const visitor = await browser.newContext({ baseURL: readE2eEnv().baseUrl });
  try {
    const pay = new PayPage(await visitor.newPage());
    await pay.goto(link);
    await expect(pay.status).toHaveText('Open');
    await during(pay);
  } finally {
    await visitor.close();
  }
}

test.describe('a request paid straight from a wallet', () => {
  test.use({ walletOptions: { accountIndex: REQUESTER_INDEX } });

  test('turns paid by itself on both pages, confirming, and "Paid" once its block is final', async ({ home, page, browser, request }) => {
    test.setTimeout(120_000);
    await home.gotoSignedIn();
    const requests = new RequestsPage(page);
    await requests.goto();
    const link = await requests.create({ amount: '0.07' });
    await expect(requests.walletQrCode).toBeVisible();
    const uri = (await requests.walletLink.textContent()) ?? '';
    const id = link.split('/pay/')[1]!;
    const item = requests.item(id);

    await asVisitorOnPay(browser, link, async (pay) => {
      const hash = await payPaymentUri({ uri, rpcUrl: rpcUrl(), accountIndex: PAYER_INDEX });
      await expect.poll(async () => (await readRequest(request, id)).status, { timeout: FOUND_WITHIN_MS }).toBe('paid');
      expect((await readRequest(request, id)).payment).toMatchObject({ hash, from: anvilAccount(PAYER_INDEX), final: false });
      // Neither page was reloaded: each reads the request again while it may change.
      await expect(pay.status).toHaveText(/^Paid · confirming \(\d+ blocks?\)$/);
      await expect(item.getByTestId('request-status')).toHaveText(/^Paid · confirming \(\d+ blocks?\)$/);
      await expect(pay.payButton).toHaveCount(0);

      await createTestClient({ mode: 'anvil', transport: http(rpcUrl(), { retryCount: 0 }) }).mine({ blocks: ANVIL_FINALITY_BLOCKS + 1 });
      await expect(pay.status).toHaveText('Paid', { timeout: 20_000 });
      await expect(item.getByTestId('request-status')).toHaveText('Paid');
      expect((await readRequest(request, id)).payment?.final).toBe(true);
    });
  });

  test('a token request: an ERC-20 transfer of its wallet link turns it paid by itself on both pages', async ({ home, page, browser, request }) => {
    await placeTestToken(MAINNET_ID, USDC);
    await callTestToken(MAINNET_ID, USDC, anvilAccount(PAYER_INDEX), { functionName: 'mint', args: [anvilAccount(PAYER_INDEX), 10_000_000n] });
    await home.gotoSignedIn();
    const requests = new RequestsPage(page);
    await requests.goto();
    const link = await requests.create({ asset: 'USDC', amount: '1.75' });
    const uri = (await requests.walletLink.textContent()) ?? '';
    expect(uri).toContain('/transfer?address=');
    const id = link.split('/pay/')[1]!;
    await asVisitorOnPay(browser, link, async (pay) => {
      const hash = await payPaymentUri({ uri, rpcUrl: rpcUrl(), accountIndex: PAYER_INDEX });
      await expect.poll(async () => (await readRequest(request, id)).payment?.hash, { timeout: FOUND_WITHIN_MS }).toBe(hash);
      await expect(pay.status).toHaveText(/^Paid · confirming \(\d+ blocks?\)$|^Paid$/);
      await expect(requests.item(id).getByTestId('request-status')).toHaveText(/^Paid · confirming \(\d+ blocks?\)$|^Paid$/);
    });
  });
});

test('an ERC-20 transfer sent straight to the node pays a token request; the oldest of equal requests is paid first, never another amount; an EIP-7702 batch pays by trace', async ({ request, baseURL }) => {
  const requester = await signInOverApi(request, baseURL!, REQUESTER_INDEX);
  const payer = anvilAccount(PAYER_INDEX);

  const token = await deployTestToken(MAINNET_ID, payer, { name: 'Watched USD', symbol: 'WUSD', decimals: 6 });
  await callTestToken(MAINNET_ID, token, payer, { functionName: 'mint', args: [payer, 10_000_000n] });
  const tokenRequest = await createOverApi(request, 1_250_000n, token);
  const tokenHash = await payPaymentUri({ uri: tokenRequest.uri, rpcUrl: rpcUrl(), accountIndex: PAYER_INDEX });
  await expect.poll(async () => (await readRequest(request, tokenRequest.id)).payment?.hash, { timeout: FOUND_WITHIN_MS }).toBe(tokenHash);

  const older = await createOverApi(request, parseEther('0.0123'));
  const newer = await createOverApi(request, parseEther('0.0123'));
  // More than asked, before the exact payment: had the watcher taken it, the older request would hold its hash.
  await payFromAnvil(payer, requester, parseEther('0.0124'));
  const first = await payFromAnvil(payer, requester, parseEther('0.0123'));
  await expect.poll(async () => (await readRequest(request, older.id)).payment?.hash, { timeout: FOUND_WITHIN_MS }).toBe(first);
  expect((await readRequest(request, newer.id)).status).toBe('open');
  const second = await payFromAnvil(payer, requester, parseEther('0.0123'));
  await expect.poll(async () => (await readRequest(request, newer.id)).payment?.hash, { timeout: FOUND_WITHIN_MS }).toBe(second);

  // A payment made inside a contract: a wallet delegated to an ERC-7821 batch executor pays two people at once.
  const batched = await createOverApi(request, parseEther('0.0125'));
  const batcher = await delegateToBatchExecutor({ rpcUrl: rpcUrl(), accountIndex: BATCHER_INDEX });
  const wallet = createWalletClient({ account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: BATCHER_INDEX }), transport: http(rpcUrl(), { retryCount: 0 }) });
  const data = encodeExecuteData({ calls: [{ to: payer, value: parseEther('0.001') }, { to: requester, value: parseEther('0.0125') }] });
  const batch = await wallet.sendTransaction({ to: batcher, data, chain: null });
  await e2eNodeClient(MAINNET_ID).waitForTransactionReceipt({ hash: batch });
  await expect.poll(async () => (await readRequest(request, batched.id)).payment?.hash, { timeout: FOUND_WITHIN_MS }).toBe(batch);
});

test('GET /api/health reports each watched chain: its block, lag and last poll', async ({ request, baseURL }) => {
  await signInOverApi(request, baseURL!, REQUESTER_INDEX);
  await createOverApi(request, 7n);
  await expect
    .poll(async () => {
      const answer = await request.get('/api/health');
      return { status: answer.status(), body: await answer.json() };
    })
    .toMatchObject({ status: 200, body: { status: 'ok', chains: { [MAINNET_ID]: { block: expect.any(Number), lagBlocks: expect.any(Number), lastPollAt: expect.any(String) } } } });
});
