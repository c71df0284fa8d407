/**
 * EIP-681 payment links (`ethereum:` URIs, docs/requests.md) as a way into
 * the send form: opened as `/send?uri=`, pasted into Recipient, and
 * offered as the browser's handler for `ethereum:` links on `/account`.
 */
import { anvilAccount } from '../tooling/anvilAccounts';
import { PROTOCOL_HANDLER_OFFERED_KEY } from '../components/account/ProtocolHandlerOffer';
import { callTestToken, MAINNET_ID, placeTestToken } from './fixtures/anvilNodes';
import { USDC } from './fixtures/listedTokens';
import { expect, test } from './fixtures/test';
import { AccountOverviewPage } from './pages/AccountOverviewPage';
import { SendPage } from './pages/SendPage';

/** The visitor's anvil account: theirs alone, as it is given USDC (`E2E_ACCOUNTS`). */
const VISITOR_INDEX = 55;

/** Whom the links pay: nothing is sent to them. */
const payee = anvilAccount(1);

test.describe('an EIP-681 payment link as a way into the send form', () => {
  test.use({ walletOptions: { accountIndex: VISITOR_INDEX } });

  test('opened as /send?uri= or pasted into Recipient, it fills recipient, asset, amount and chain in; a bad one says what is wrong', async ({ home, page }) => {
    await placeTestToken(MAINNET_ID, USDC);
    await callTestToken(MAINNET_ID, USDC, anvilAccount(VISITOR_INDEX), { functionName: 'mint', args: [anvilAccount(VISITOR_INDEX), 5_000_000n] });
    await home.gotoSignedIn();
    const send = new SendPage(page);
    await page.goto(`/send?uri=${encodeURIComponent(`ethereum:${payee}@1?value=50000000000000000`)}`);
    await expect(send.input('recipient')).toHaveValue(payee);
    await expect(send.input('amount')).toHaveValue('0.05');
    await expect(page.getByTestId('payment-link-notice')).toHaveText('Filled in from the payment link: check it before you send.');
    await expect(send.submitButton).toBeEnabled();

    await send.fill({ recipient: `ethereum:${USDC}@1/transfer?address=${payee}&uint256=2500000` });
    await expect(send.asset).toHaveValue(USDC);
    await expect(send.input('recipient')).toHaveValue(payee);
    await expect(send.input('amount')).toHaveValue('2.5');

    await send.fill({ recipient: `ethereum:${payee}@1/approve?address=${payee}&uint256=1` });
    await expect(page.getByTestId('payment-link-notice')).toHaveText('This payment link cannot be used: it asks for something other than a payment.');
    await send.fill({ recipient: `ethereum:${payee}@1?value=1.5` });
    await expect(page.getByTestId('payment-link-notice')).toHaveText('This payment link cannot be used: its amount is not a whole number below 2^256.');
    await send.fill({ recipient: `ethereum:${payee}@1337?value=1` });
    await expect(page.getByTestId('payment-link-notice')).toHaveText('This payment link is for chain 1337, which this site does not support.');
    await expect(send.submitButton).toBeDisabled();

    // A link for Sepolia, on Ethereum: the form fills in once the wallet has switched.
    await send.fill({ recipient: `ethereum:${payee}@11155111?value=20000000000000000` });
    const notice = page.getByTestId('payment-link-notice');
    await expect(notice).toContainText('This payment link is for Sepolia.');
    await notice.getByRole('button', { name: 'Switch to Sepolia' }).click();
    await expect(send.input('amount')).toHaveValue('0.02');
    await expect(send.input('recipient')).toHaveValue(payee);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send');
    await expect(home.chainButton).toContainText('Sepolia');
  });
});

test.describe('ethereum: links opened by Co-Editions', () => {
  test.use({ walletOptions: { accountIndex: VISITOR_INDEX } });

  test('the account page offers once to open them here; after an answer it does not ask again', async ({ home, page }) => {
    await home.gotoSignedIn();
    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();
    const offer = page.getByTestId('protocol-handler-offer');
    await expect(offer).toContainText('Open payment links here');
    await offer.getByRole('button', { name: 'Open ethereum: links here' }).press('Enter');
    await expect(offer).toHaveCount(0);
    // The button pressed went with the row: the reader goes on from the card that follows.
    await expect(page.getByRole('heading', { name: 'Transactions' })).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), PROTOCOL_HANDLER_OFFERED_KEY)).toMatch(/^\d{4}-\d\d-\d\dT/);
    await page.reload();
    await expect(overview.address).toHaveText(anvilAccount(VISITOR_INDEX));
    await expect(offer).toHaveCount(0);
  });

  test('"Not now" ends the offer too, and the focus goes on to Transactions', async ({ home, page }) => {
    await home.gotoSignedIn();
    const overview = new AccountOverviewPage(page);
    await overview.openFromHeader();
    const offer = page.getByTestId('protocol-handler-offer');
    await offer.getByRole('button', { name: 'Not now' }).press('Enter');
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Transactions' })).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), PROTOCOL_HANDLER_OFFERED_KEY)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
