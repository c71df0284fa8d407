import { MOCK_WALLET_RDNS } from './fixtures/mockWalletProtocol';
import { expect, test } from './fixtures/test';
import type { HomePage } from './pages/HomePage';
import type { MockWallet } from './fixtures/mockWallet';

/** How many `personal_sign` prompts the wallet has served. */
const signatures = (wallet: MockWallet) => wallet.requests.filter((request) => request.method === 'personal_sign').length;

/** Opens `/`, chooses the mock wallet, and stops at "Verify your account". */
async function connectWithoutSigning(home: HomePage) {
  await home.goto();
  const modal = await home.openConnectModal();
  await modal.choose(MOCK_WALLET_RDNS);
  await expect(home.signInModal.signButton).toBeVisible();
}

const signInStatus = (home: HomePage) => home.page.getByTestId('sign-in-status');

test('connect, "Verify your account", sign: signed in, and the panel says as whom', async ({ home, wallet }) => {
  await connectWithoutSigning(home);
  await expect(home.signInModal.root).toContainText('Verify your account');
  await expect(home.signInModal.cancelButton).toBeVisible();
  await home.signInModal.sign();
  await expect(home.accountButton).toBeVisible();
  await expect(signInStatus(home)).toHaveText(`Signed in as ${wallet.address}`);
  const session = await home.page.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ address: wallet.address, chainId: 1 });
});

test('a reload keeps the session without a new signature', async ({ home, wallet }) => {
  await home.goto();
  await home.connect();
  await expect(signInStatus(home)).toHaveText(`Signed in as ${wallet.address}`);
  const signed = signatures(wallet);
  await home.page.reload();
  await expect(signInStatus(home)).toHaveText(`Signed in as ${wallet.address}`);
  await expect(home.signInModal.signButton).toHaveCount(0);
  expect(signatures(wallet)).toBe(signed);
});

test('a signature the user rejects returns to idle with no error', async ({ home, wallet }) => {
  await connectWithoutSigning(home);
  await expect(home.signInModal.signButton).toHaveText('Sign message');
  wallet.rejectNextRequest();
  await home.signInModal.signButton.click();
  await expect
    .poll(() => wallet.requests.filter((request) => request.method === 'personal_sign').at(-1)?.response)
    .toMatchObject({ error: { code: 4001 } });
  await expect(home.signInModal.signButton).toHaveText('Sign message');
  await expect(home.signInModal.root).not.toContainText(/error|retry/i);
  // And it still works afterwards.
  await home.signInModal.sign();
  await expect(signInStatus(home)).toHaveText(`Signed in as ${wallet.address}`);
});

test('a failing nonce route shows "Error preparing message, please retry!"', async ({ home, page }) => {
  await page.route('**/api/auth/nonce', (route) => route.fulfill({ status: 500, body: 'down' }));
  await home.goto();
  const modal = await home.openConnectModal();
  await modal.choose(MOCK_WALLET_RDNS);
  await expect(home.signInModal.root).toContainText('Error preparing message, please retry!');
});

test('a signature the server refuses shows "Error verifying signature, please retry!"', async ({ home, page }) => {
  // Tamper with the signed message on its way, so the real server refuses it.
  await page.route('**/api/auth/verify', async (route) => {
    const body = route.request().postDataJSON() as { message: string; signature: string };
    await route.continue({
      postData: JSON.stringify({ ...body, message: body.message.replace('Sign in to Co-Editions.', 'Sign in to Co-Editions!') }),
    });
  });
  const refused = page.waitForResponse('**/api/auth/verify');
  await connectWithoutSigning(home);
  await home.signInModal.sign();
  expect((await refused).status()).toBe(401);
  await expect(home.signInModal.root).toContainText('Error verifying signature, please retry!');
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});

test('switching the wallet account signs out and asks to sign in again', async ({ home, wallet, page }) => {
  await home.goto();
  await home.connect();
  await expect(signInStatus(home)).toHaveText(`Signed in as ${wallet.address}`);
  await wallet.switchAccount(1);
  await expect(home.accountButton).toBeHidden();
  await expect.poll(async () => (await page.request.get('/api/auth/session')).status()).toBe(401);
  await home.connectButton.click();
  await expect(home.signInModal.signButton).toBeVisible();
  await home.signInModal.sign();
  await expect(signInStatus(home)).toHaveText(`Signed in as ${wallet.address}`);
  expect(wallet.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
});

test('switching networks keeps the session', async ({ home, wallet, page }) => {
  await home.goto();
  await home.connect();
  const modal = await home.openChainModal();
  await modal.choose(11155111);
  await expect(home.accountPanel.root.getByTestId('account-chain')).toHaveText('Sepolia');
  await expect(signInStatus(home)).toHaveText(`Signed in as ${wallet.address}`);
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ address: wallet.address, chainId: 1 });
});

test('while the session check is in flight a placeholder stands in, and the first click opens a modal that stays open', async ({
  home,
  page,
}) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/session', async (route) => {
    await gate;
    await route.continue();
  });
  await home.goto();
  await expect(page.getByTestId('connect-placeholder')).toBeVisible();
  await expect(home.connectButton).toHaveCount(0);
  const answered = page.waitForResponse('**/api/auth/session');
  release();
  await answered;
  await home.connectButton.click();
  await expect(home.connectModal.root).toBeVisible();
  await expect(page.getByTestId('connect-placeholder')).toHaveCount(0);
  // Interacting with the modal proves it was not closed under the visitor.
  await expect(page.getByTestId(`rk-wallet-option-${MOCK_WALLET_RDNS}`)).toBeVisible();
  await expect(home.connectModal.root).toBeVisible();
});
