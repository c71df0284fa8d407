import { ANVIL_BALANCE_IN_PANEL } from './fixtures/kitFormat';
import { readClipboardText } from './fixtures/clipboard';
import { anvilAccount } from '../tooling/anvilAccounts';
import { headerRows } from './fixtures/headerRows';
import { expect, test } from './fixtures/test';

test('the account panel shows the address, the balance and the chain, and what to do next', async ({ home, wallet, page }) => {
  await home.goto();
  await expect(home.accountPanel.root).toBeHidden();
  await expect(page.getByTestId('intro-line')).toContainText('Connect a browser wallet');
  await home.connect();
  await expect(home.accountPanel.address).toHaveText(wallet.address);
  await expect(home.accountPanel.balance).toHaveText(ANVIL_BALANCE_IN_PANEL);
  await expect(home.accountPanel.chain).toHaveText('Ethereum');
  expect(await headerRows(home.page), 'rows of the connected header at 1280 px').toBe(1);
  // Connected, the intro no longer asks to connect, and the panel leads to the next thing to do.
  await expect(page.getByTestId('intro-line')).toHaveText('Send to one person or to many; every payment is followed until the chain confirms it.');
  const next = home.accountPanel.root.getByRole('navigation', { name: 'Next steps' });
  await expect(next.getByRole('link')).toHaveText(['Send', 'Ask to be paid']);
  await expect(next.getByRole('link', { name: 'Ask to be paid' })).toHaveAttribute('href', '/requests');
  await next.getByRole('link', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/send$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send');
});

test('an account change in the wallet shows the new account', async ({ home, wallet }) => {
  await home.gotoSignedIn();
  await expect(home.accountPanel.address).toHaveText(anvilAccount(0));
  await wallet.switchAccount(1);
  await expect(home.accountPanel.address).toHaveText(anvilAccount(1));
  await expect(home.accountPanel.balance).toHaveText(ANVIL_BALANCE_IN_PANEL);
});

test.describe('copying an amount', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies every digit, as its title shows them', async ({ home, page }) => {
    await home.gotoSignedIn();
    await expect(home.accountPanel.balance).toHaveText(ANVIL_BALANCE_IN_PANEL);
    await expect(home.accountPanel.balance).toHaveAttribute('title', '10000 ETH');
    await home.accountPanel.balance.selectText();
    await page.keyboard.press('ControlOrMeta+C');
    expect(await readClipboardText(page)).toBe('10000 ETH');
  });
});
