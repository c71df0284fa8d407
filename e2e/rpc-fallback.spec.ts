import type { Route } from '@playwright/test';
import { DEAD_RPC_URL } from '../tooling/appBuild';
import { RPC_TIMEOUT_MS } from '../lib/wallet/rpcTimeout';
import { expect, test } from './fixtures/test';

/*
 * The e2e build lists NEXT_PUBLIC_RPC_URL_1 as "<first>,<anvil>", the first
 * being DEAD_RPC_URL (a port nobody can listen on). Each test makes that
 * first node fail one way, in the browser, and checks that Ethereum reads
 * still arrive through the second (viem's `fallback` transport).
 */

test('a first RPC URL that refuses connections hands over to the next: Ethereum reads still arrive', async ({ home, page }) => {
  const failedToDeadNode: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(DEAD_RPC_URL)) failedToDeadNode.push(request.failure()?.errorText ?? 'failed');
  });
  await home.goto();
  await home.connect();
  await expect(home.accountPanel.balance).toHaveText('10,000 ETH');
  expect(failedToDeadNode.length).toBeGreaterThan(0);
  expect(failedToDeadNode.every((error) => /ERR_CONNECTION_REFUSED/.test(error))).toBe(true);
});

/** Ways a first node can fail, played by the browser's requests to it. */
const FAILURES: ReadonlyArray<{ name: string; answer: (route: Route) => Promise<void> | void }> = [
  { name: 'answers 500', answer: (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }) },
  // Never answered: the transport gives up after its 10 s time-out.
  { name: 'hangs past the time-out', answer: () => undefined },
];

for (const { name, answer } of FAILURES) {
  test(`a first RPC URL that ${name} hands over to the next: Ethereum reads still arrive`, async ({ home, page }) => {
    const toFirstNode: string[] = [];
    await page.route(
      (url) => url.origin === DEAD_RPC_URL,
      (route) => {
        toFirstNode.push(route.request().method());
        return answer(route);
      },
    );
    // The page's clock, moved on by the time-out whenever a read waits on it: no real 10 s pass.
    await page.clock.install();
    await home.goto();
    await home.connect();
    await expect(async () => {
      await page.clock.fastForward(RPC_TIMEOUT_MS);
      await expect(home.accountPanel.balance).toHaveText('10,000 ETH', { timeout: 1_000 });
    }).toPass();
    expect(toFirstNode.length).toBeGreaterThan(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
