/**
 * A payment the chain takes back (`docs/requests.md`, "The watcher"):
 * `anvil_reorg` replaces the blocks of the shared Ethereum node, which is
 * why this runs in the `faults` project, after every other test. A payment
 * dropped by the new branch opens its request again, with a notice on both
 * pages; one mined again in the new branch stays paid, in its new block;
 * and a node reverted below the watcher's cursor (`evm_revert`) is
 * followed back, without counting anything twice.
 */
import type { APIRequestContext } from '@playwright/test';
import { createTestClient, createWalletClient, http, parseEther, type Hash, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import { ANVIL_MNEMONIC } from '../tooling/anvilAccounts';
import { readE2eEnv } from '../tooling/e2eEnv';
import { e2eNodeClient, MAINNET_ID, payFromAnvil } from './fixtures/anvilNodes';
import { signInOverApi } from './fixtures/auth';
import { PayPage } from './pages/PayPage';
import { RequestsPage } from './pages/RequestsPage';
import { expect, test } from './fixtures/test';

const REQUESTER_INDEX = 65;
const PAYER_INDEX = 66;

type PaymentJson = { hash: Hash; blockNumber: number; blockHash: Hash; final: boolean };

/** The request `id` as the API answers it. */
async function readRequest(api: APIRequestContext, id: string): Promise<{ status: string; payment: PaymentJson | null; undonePayment: { blockNumber: number } | null }> {
  return (await api.get(`/api/requests/${id}`)).json();
}

/** Replaces the node's blocks from `fromBlock` to its latest with a new branch as long, holding `transactions` (signed, each mined in the branch's first block). */
async function reorgFrom(fromBlock: number, transactions: Hex[] = []): Promise<void> {
  const node = e2eNodeClient(MAINNET_ID);
  const depth = Number(await node.getBlockNumber({ cacheTime: 0 })) - fromBlock + 1;
  const anvil = createTestClient({ mode: 'anvil', transport: http(readE2eEnv().rpcUrls[MAINNET_ID], { retryCount: 0 }) });
  await anvil.request({ method: 'anvil_reorg' as never, params: [depth, transactions.map((raw) => [raw, 0])] as never });
}

test.use({ walletOptions: { accountIndex: REQUESTER_INDEX } });

test('a reorganisation that drops a payment opens its request again, with a notice on both pages; one that mines it again keeps it paid, in the new block', async ({ home, page, browser, request }) => {
  test.setTimeout(120_000);
  await home.gotoSignedIn();
  const requests = new RequestsPage(page);
  await requests.goto();
  const link = await requests.create({ amount: '0.0456' });
  const id = link.split('/pay/')[1]!;
  const requester = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: REQUESTER_INDEX }).address;
  const visitor = await browser.newContext({ baseURL: readE2eEnv().baseUrl });
  try {
    const pay = new PayPage(await visitor.newPage());
    await pay.goto(link);
    await payFromAnvil(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: PAYER_INDEX }).address, requester, parseEther('0.0456'));
    await expect.poll(async () => (await readRequest(request, id)).status, { timeout: 15_000 }).toBe('paid');
    const seen = (await readRequest(request, id)).payment!;
    await expect(pay.status).toHaveText(/^Paid · confirming/);

    await reorgFrom(seen.blockNumber);
    await expect.poll(async () => (await readRequest(request, id)).undonePayment, { timeout: 15_000 }).toEqual({ blockNumber: seen.blockNumber });
    expect(await readRequest(request, id)).toMatchObject({ status: 'open', payment: null });
    const notice = `A payment seen in block ${seen.blockNumber} was undone by a chain reorganisation. The request is open again.`;
    await expect(pay.page.getByTestId('pay-undone')).toHaveText(notice, { timeout: 15_000 });
    await expect(pay.status).toHaveText('Open');
    await expect(requests.item(id).getByTestId('request-undone')).toHaveText(notice, { timeout: 15_000 });
    await expect(requests.item(id).getByTestId('request-status')).toHaveText('Open');
  } finally {
    await visitor.close();
  }

  // The same signed transaction in the new branch: still paid, by the same hash, in the new block.
  const payer = createWalletClient({ account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: PAYER_INDEX }), chain: mainnet, transport: http(readE2eEnv().rpcUrls[MAINNET_ID], { retryCount: 0 }) });
  const raw = await payer.signTransaction(await payer.prepareTransactionRequest({ to: requester, value: parseEther('0.0456') }));
  const hash = await payer.sendRawTransaction({ serializedTransaction: raw });
  await e2eNodeClient(MAINNET_ID).waitForTransactionReceipt({ hash });
  await expect.poll(async () => (await readRequest(request, id)).payment?.hash, { timeout: 15_000 }).toBe(hash);
  const before = (await readRequest(request, id)).payment!;
  await reorgFrom(before.blockNumber, [raw]);
  await expect.poll(async () => (await readRequest(request, id)).payment?.blockHash, { timeout: 15_000 }).not.toBe(before.blockHash);
  const after = (await readRequest(request, id)).payment!;
  expect(after.hash).toBe(hash);
  expect(after.blockHash).toBe((await e2eNodeClient(MAINNET_ID).getTransactionReceipt({ hash })).blockHash);
  expect((await readRequest(request, id)).undonePayment).toBeNull();
});

test('a node reverted below the watcher\'s cursor (evm_revert): the payment it took back opens the request again, and the next payment is found', async ({ request, baseURL }) => {
  const requester = await signInOverApi(request, baseURL!, REQUESTER_INDEX);
  const created = await request.post('/api/requests', { data: { chainId: MAINNET_ID, token: null, amount: parseEther('0.0457').toString() } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const payer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: PAYER_INDEX }).address;
  const anvil = createTestClient({ mode: 'anvil', transport: http(readE2eEnv().rpcUrls[MAINNET_ID], { retryCount: 0 }) });
  const snapshot = await anvil.snapshot();
  await anvil.mine({ blocks: 3 });
  await payFromAnvil(payer, requester, parseEther('0.0457'));
  await expect.poll(async () => (await readRequest(request, id)).status, { timeout: 15_000 }).toBe('paid');
  await anvil.revert({ id: snapshot });
  await expect.poll(async () => (await readRequest(request, id)).status, { timeout: 15_000 }).toBe('open');
  const again = await payFromAnvil(payer, requester, parseEther('0.0457'));
  await expect.poll(async () => (await readRequest(request, id)).payment?.hash, { timeout: 15_000 }).toBe(again);
});
