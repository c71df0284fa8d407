import { DEAD_RPC_URL } from '../tooling/appBuild';
import { expect, test } from './fixtures/test';

test('a dead first RPC URL falls over to the next: Ethereum reads still arrive', async ({ home, page }) => {
  // The e2e build lists NEXT_PUBLIC_RPC_URL_1 as "<dead>,<anvil>".
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
