import { createClient, createTestClient, createWalletClient, custom, http, parseEther, publicActions, type Address } from 'viem';
import { anvil } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { anvilAccount } from '@/tooling/anvilAccounts';
import { reconcilePayment } from './reconcilePayment';

const FROM = anvilAccount(3);
const TO: Address = '0x000000000000000000000000000000000000c0de';

describe('reconcilePayment on a real anvil node', () => {
  const node = useAnvil({ chainId: anvil.id });
  const clients = () => {
    const transport = http(node().rpcUrl, { retryCount: 0 });
    return {
      test: createTestClient({ chain: anvil, mode: 'anvil', transport }).extend(publicActions),
      wallet: createWalletClient({ account: FROM, chain: anvil, transport }),
    };
  };

  it('finds a payment the wallet sent, however the page lost its answer; and never takes another payment’s', async () => {
    const { test, wallet } = clients();
    const fromBlock = await test.getBlockNumber();
    const nonce = await test.getTransactionCount({ address: FROM, blockTag: 'pending' });
    const hash = await wallet.sendTransaction({ to: TO, value: parseEther('0.5') });
    await test.waitForTransactionReceipt({ hash });
    const call = { to: TO, value: parseEther('0.5') };
    expect(await reconcilePayment({ client: test, from: FROM, call, nonce, fromBlock, claimed: new Set() })).toEqual({ status: 'sent', hash });
    // The same payment twice in a batch: the one already claimed is not this one, and nothing is pending.
    expect(await reconcilePayment({ client: test, from: FROM, call, nonce, fromBlock, claimed: new Set([hash]) })).toEqual({ status: 'not-sent' });
  });

  it('is not-sent when nothing left the wallet, and unknown while a transaction of the account waits unmined', async () => {
    const { test, wallet } = clients();
    const fromBlock = await test.getBlockNumber();
    const nonce = await test.getTransactionCount({ address: FROM, blockTag: 'pending' });
    const call = { to: TO, value: parseEther('0.25') };
    expect(await reconcilePayment({ client: test, from: FROM, call, nonce, fromBlock, claimed: new Set() })).toEqual({ status: 'not-sent' });
    await test.setAutomine(false);
    try {
      await wallet.sendTransaction({ to: TO, value: parseEther('0.25') });
      expect(await reconcilePayment({ client: test, from: FROM, call, nonce, fromBlock, claimed: new Set() })).toEqual({ status: 'unknown' });
      await test.mine({ blocks: 1 });
      expect(await reconcilePayment({ client: test, from: FROM, call, nonce, fromBlock, claimed: new Set() })).toMatchObject({ status: 'sent' });
    } finally {
      await test.setAutomine(true);
    }
  });

  it('is never not-sent for a payment mined while the blocks are searched', async () => {
    const { test, wallet } = clients();
    const fromBlock = await test.getBlockNumber();
    const nonce = await test.getTransactionCount({ address: FROM, blockTag: 'pending' });
    const call = { to: TO, value: parseEther('0.125') };
    await test.setAutomine(false);
    try {
      await wallet.sendTransaction({ to: TO, value: parseEther('0.125') });
      // The node mines the payment right after the search read its last block (2 s blocks make this likely).
      let mined = false;
      const racing = createClient({
        transport: custom({
          request: async ({ method, params }) => {
            const result = await test.request({ method, params } as never);
            if (method === 'eth_getBlockByNumber' && !mined) {
              mined = true;
              await test.mine({ blocks: 1 });
            }
            return result;
          },
        }),
      });
      expect(await reconcilePayment({ client: racing, from: FROM, call, nonce, fromBlock, claimed: new Set() })).toEqual({ status: 'unknown' });
      expect(await reconcilePayment({ client: test, from: FROM, call, nonce, fromBlock, claimed: new Set() })).toMatchObject({ status: 'sent' });
    } finally {
      await test.setAutomine(true);
    }
  });

  it('stays unknown past the blocks it may search', async () => {
    const { test } = clients();
    const fromBlock = await test.getBlockNumber();
    await test.mine({ blocks: 5 });
    const nonce = await test.getTransactionCount({ address: FROM });
    expect(await reconcilePayment({ client: test, from: FROM, call: { to: TO, value: 1n }, nonce, fromBlock, claimed: new Set(), maxBlocks: 3 })).toEqual({ status: 'unknown' });
  });
});
