import { expect, test } from './fixtures/test';

/**
 * A Safe App runs in a third-party iframe; where the visitor blocks
 * third-party storage, merely reading `window.localStorage` throws a
 * SecurityError. The app must still hydrate and connect, without persistence.
 */
test('with localStorage denied the page still works and connects', async ({ home, page, wallet }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied", 'SecurityError');
      },
    });
  });
  await home.goto();
  await home.connect();
  await expect(home.accountPanel.root.getByTestId('account-address')).toHaveText(wallet.address);
  expect(errors).toEqual([]);
});
