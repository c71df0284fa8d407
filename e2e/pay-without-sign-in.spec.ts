/**
 * A payer is not asked to sign in: on `/pay/<id>`, connecting goes
 * straight to "Pay …" (the kit's authentication provider is not `enabled`
 * there, `components/signIn/useSignInAsked.ts`), while every other page
 * still asks for the EIP-4361 signature after connecting, and a payer who
 * is signed in already stays so.
 */
import { parseEther } from 'viem';
import { MOCK_WALLET_RDNS } from '../tooling/mockWallet/mockWalletProtocol';
import { AUTH_ROUTES, fetchSessionFromPage, recordAuthRequests } from './fixtures/auth';
import { createRequestOverApi } from './fixtures/requestOverApi';
import { PayPage } from './pages/PayPage';
import { expect, test } from './fixtures/test';

const PAYER_INDEX = 67;
const REQUESTER_INDEX = 68;

test.use({ walletOptions: { accountIndex: PAYER_INDEX } });

test('connecting on /pay/<id> goes straight to Pay, with no sign-in step; another page still asks to sign in', async ({ home, page, playwright, baseURL }) => {
  const id = await createRequestOverApi({ playwright, baseURL, accountIndex: REQUESTER_INDEX, amountWei: parseEther('0.0031') });
  const authRequests = recordAuthRequests(page);
  const pay = new PayPage(page);
  await pay.goto(`/pay/${id}`);
  const modal = await home.openConnectModal();
  await modal.choose(MOCK_WALLET_RDNS);
  await expect(home.accountButton).toBeVisible();
  await expect(modal.root).toBeHidden();
  await expect(home.signInModal.root).toHaveCount(0);
  await pay.payButton.filter({ hasText: 'Pay 0.0031 ETH' }).click();
  await expect(pay.status).toHaveText(/^Paid(?: · confirming \(\d+ blocks?\))?$/, { timeout: 30_000 });
  // No message was asked for or signed, and no session was made.
  expect(authRequests.filter(({ path }) => path === AUTH_ROUTES.nonce.path || path === AUTH_ROUTES.verify.path)).toEqual([]);
  expect(await fetchSessionFromPage(page)).toEqual({ status: 200, body: null });

  // Elsewhere the wallet is connected but not signed in, and connecting asks for the signature as before.
  await page.goto('/requests');
  await home.connectButton.click();
  await expect(home.signInModal.heading).toBeVisible();
});

test('a payer already signed in stays signed in on /pay/<id>', async ({ home, page, wallet, playwright, baseURL }) => {
  const id = await createRequestOverApi({ playwright, baseURL, accountIndex: REQUESTER_INDEX, amountWei: parseEther('0.0032') });
  await home.gotoSignedIn();
  const pay = new PayPage(page);
  await pay.goto(`/pay/${id}`);
  await expect(home.accountButton).toBeVisible();
  await expect(pay.payButton.filter({ hasText: 'Pay 0.0032 ETH' })).toBeVisible();
  expect((await fetchSessionFromPage(page)).body).toMatchObject({ address: wallet.address });
});
