import { expect, test } from './fixtures/test';

/** Garbage written into each key the app or the kit reads, before the page's first script runs. */
const CORRUPTIONS: readonly (readonly [key: string, garbage: string])[] = [
  ['wagmi.store', '{"state":{"connections":"nope","current":7}'],
  ['wagmi.recentConnectorId', 'not json'],
  ['rk-transactions', '{"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266":{"1":"not a list"}}'],
  ['rk-recent', '{"not":"an array"}'],
  ['co-editions.queryCache', '{"clientState":'],
  ['wc@2:core:0.3//keychain', '{{{ garbage'],
];

// The one warning each test expects, and checks itself.
test.use({
  expectedConsoleLines: { 'the app says it dropped the garbage the test planted': /^Co-Editions: dropped the unreadable localStorage entry / },
});

for (const [key, garbage] of CORRUPTIONS) {
  test(`garbage in "${key}": the page loads, the entry is dropped with one warning, and connecting works`, async ({
    home,
    page,
  }) => {
    const warnings: string[] = [];
    const uncaught: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes(`"${key}"`)) warnings.push(message.text());
    });
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.addInitScript(
      ([storageKey, value]) => {
        // Only on the first load of this test's page, as an old visit would leave it.
        if (sessionStorage.getItem('corrupted')) return;
        sessionStorage.setItem('corrupted', '1');
        localStorage.setItem(storageKey, value);
      },
      [key, garbage] as const,
    );

    await home.goto();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await home.connect();
    await expect(home.accountPanel.balance).toHaveText('10,000 ETH');

    expect(await page.evaluate((storageKey) => localStorage.getItem(storageKey), key)).not.toBe(garbage);
    expect(warnings).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
}
