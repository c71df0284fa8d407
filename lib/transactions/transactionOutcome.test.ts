import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, http, keccak256, parseEther, parseGwei, publicActions, walletActions, type Address, type Hash } from 'viem';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { anvilAccount } from '@/tooling/anvilAccounts';
import type { SentTransaction } from './sentTransactions';
import { classifyReplacement, DROPPED_AFTER_MS, REPLACEMENT_SEARCH_MAX_BLOCKS, resolveSentTransaction } from './resolveSentTransaction';
import { isFinalOutcome, kitStatusOf } from './transactionOutcome';

const SENDER = anvilAccount(0);
const RECIPIENT = anvilAccount(1);
const OTHER = anvilAccount(2);

describe('classifyReplacement', () => {
  const original = { from: SENDER, to: RECIPIENT, value: '1000000000000000000', input: '0x' as const };
  it('the same call again is a speed-up', () => {
    expect(classifyReplacement(original, { to: RECIPIENT.toLowerCase() as Address, value: parseEther('1'), input: '0x' })).toBe('sped-up');
  });
  it('0 to the sender itself is a cancellation', () => {
    expect(classifyReplacement(original, { to: SENDER, value: 0n, input: '0x' })).toBe('cancelled');
  });
  it('anything else is a replacement', () => {
    expect(classifyReplacement(original, { to: OTHER, value: parseEther('1'), input: '0x' })).toBe('replaced');
    expect(classifyReplacement(original, { to: RECIPIENT, value: parseEther('2'), input: '0x' })).toBe('replaced');
    expect(classifyReplacement(original, { to: RECIPIENT, value: parseEther('1'), input: '0x12' })).toBe('replaced');
  });
});

describe('outcomes in the kit and in words', () => {
  it('a speed-up is confirmed for the kit; cancelled, replaced and dropped are failed', () => {
    const other = `0x${'9'.repeat(64)}` as Hash;
    expect(kitStatusOf({ state: 'sped-up', replacementHash: other })).toBe('confirmed');
    expect(kitStatusOf({ state: 'cancelled', replacementHash: other })).toBe('failed');
    expect(kitStatusOf({ state: 'replaced', replacementHash: other })).toBe('failed');
    expect(kitStatusOf({ state: 'replaced', replacementHash: null })).toBeUndefined();
    expect(kitStatusOf({ state: 'dropped' })).toBe('failed');
    expect(kitStatusOf({ state: 'pending' })).toBe('pending');
  });
  it('stored outcomes are checked: pending is not final, a bad hash is refused', () => {
    expect(isFinalOutcome({ state: 'pending' })).toBe(false);
    expect(isFinalOutcome({ state: 'cancelled', replacementHash: '<img src=x>' })).toBe(false);
    expect(isFinalOutcome({ state: 'cancelled', replacementHash: null })).toBe(true);
    expect(isFinalOutcome({ state: 'confirmed' })).toBe(true);
  });
});

describe('resolveSentTransaction on a real anvil node', () => {
  const node = useAnvil({ chainId: 31337 });
  const nodeClient = (rpcUrl: string) =>
    createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) })
      .extend(publicActions)
      .extend(walletActions);
  let client: ReturnType<typeof nodeClient>;
  beforeAll(() => {
    client = nodeClient(node().rpcUrl);
  });

  /** Sends from SENDER with mining held, as the app records it; returns the record. */
  async function sendHeld(to: Address, value: bigint, sentAt = Date.now()): Promise<SentTransaction> {
    await client.setAutomine(false);
    const sentBlock = await client.getBlockNumber({ cacheTime: 0 });
    const hash = await client.sendTransaction({ account: SENDER, to, value, chain: null, maxFeePerGas: parseGwei('10'), maxPriorityFeePerGas: parseGwei('1') });
    const { nonce } = await client.getTransaction({ hash });
    return { hash, chainId: 31337, from: SENDER, nonce, to, value: value.toString(), input: '0x', description: 'test', sentAt, sentBlock: sentBlock.toString() };
  }

  /** Sends another transaction with `record`'s nonce and higher fees, then mines one block. */
  async function replaceAndMine(record: SentTransaction, to: Address, value: bigint): Promise<Hash> {
    const hash = await client.sendTransaction({
      account: SENDER,
      to,
      value,
      nonce: record.nonce,
      chain: null,
      maxFeePerGas: parseGwei('30'),
      maxPriorityFeePerGas: parseGwei('5'),
    });
    await client.mine({ blocks: 1 });
    await client.setAutomine(true);
    return hash;
  }

  it('a mined transaction is confirmed', async () => {
    const record = await sendHeld(RECIPIENT, 1n);
    expect(await resolveSentTransaction({ client, record, now: Date.now() })).toEqual({ state: 'pending' });
    await client.mine({ blocks: 1 });
    await client.setAutomine(true);
    expect(await resolveSentTransaction({ client, record, now: Date.now() })).toEqual({ state: 'confirmed' });
  });

  it('the same transfer with higher fees is a speed-up, with the new hash', async () => {
    const record = await sendHeld(RECIPIENT, parseEther('1'));
    const replacement = await replaceAndMine(record, RECIPIENT, parseEther('1'));
    expect(replacement).not.toBe(record.hash);
    expect(await resolveSentTransaction({ client, record, now: Date.now() })).toEqual({ state: 'sped-up', replacementHash: replacement });
  });

  it('0 ETH to itself is a cancellation', async () => {
    const record = await sendHeld(RECIPIENT, parseEther('1'));
    const replacement = await replaceAndMine(record, SENDER, 0n);
    expect(await resolveSentTransaction({ client, record, now: Date.now() })).toEqual({ state: 'cancelled', replacementHash: replacement });
  });

  it('another recipient is a replacement', async () => {
    const record = await sendHeld(RECIPIENT, parseEther('1'));
    const replacement = await replaceAndMine(record, OTHER, parseEther('1'));
    expect(await resolveSentTransaction({ client, record, now: Date.now() })).toEqual({ state: 'replaced', replacementHash: replacement });
  });

  it('a transaction the node never saw is found sped up or cancelled by the nonce read before sending', async () => {
    for (const [to, value, state] of [
      [RECIPIENT, parseEther('1'), 'sped-up'],
      [SENDER, 0n, 'cancelled'],
    ] as const) {
      const sentBlock = await client.getBlockNumber({ cacheTime: 0 });
      const nonce = await client.getTransactionCount({ address: SENDER, blockTag: 'pending' });
      // Signed by the wallet and broadcast through another node: ours never hears of it.
      const signed = await client.signTransaction({ account: SENDER, chain: null, to: RECIPIENT, value: parseEther('1'), nonce, gas: 21_000n, maxFeePerGas: parseGwei('10'), maxPriorityFeePerGas: parseGwei('1') });
      const record: SentTransaction = {
        hash: keccak256(signed),
        chainId: 31337,
        from: SENDER,
        nonce,
        to: RECIPIENT,
        value: parseEther('1').toString(),
        input: '0x',
        description: 'test',
        sentAt: Date.now(),
        sentBlock: sentBlock.toString(),
      };
      expect(await resolveSentTransaction({ client, record, now: Date.now() })).toEqual({ state: 'pending' });
      const replacement = await client.sendTransaction({ account: SENDER, to, value, nonce, chain: null });
      // anvil can answer with the hash before its block is the latest: ask once the receipt is there.
      await client.waitForTransactionReceipt({ hash: replacement });
      expect(await resolveSentTransaction({ client, record, now: Date.now() })).toEqual({ state, replacementHash: replacement });
    }
  });

  it(`a replacement mined more than ${REPLACEMENT_SEARCH_MAX_BLOCKS} blocks ago is "replaced" without a hash`, async () => {
    const record = await sendHeld(RECIPIENT, parseEther('1'));
    await replaceAndMine(record, RECIPIENT, parseEther('1'));
    await client.mine({ blocks: Number(REPLACEMENT_SEARCH_MAX_BLOCKS) + 10 });
    expect(await resolveSentTransaction({ client, record, now: Date.now() })).toEqual({ state: 'replaced', replacementHash: null });
  });

  it(`a transaction the node forgot is dropped only ${DROPPED_AFTER_MS} ms after it was sent`, async () => {
    const sentAt = 1_700_000_000_000;
    const record = await sendHeld(RECIPIENT, parseEther('1'), sentAt);
    await client.dropTransaction({ hash: record.hash });
    expect(await resolveSentTransaction({ client, record, now: sentAt + DROPPED_AFTER_MS })).toEqual({ state: 'pending' });
    expect(await resolveSentTransaction({ client, record, now: sentAt + DROPPED_AFTER_MS + 1 })).toEqual({ state: 'dropped' });
    await client.setAutomine(true);
  });

  it('a transaction the node still holds stays pending however old', async () => {
    const sentAt = 1_700_000_000_000;
    const record = await sendHeld(RECIPIENT, parseEther('1'), sentAt);
    expect(await resolveSentTransaction({ client, record, now: sentAt + 10 * DROPPED_AFTER_MS })).toEqual({ state: 'pending' });
    await client.mine({ blocks: 1 });
    await client.setAutomine(true);
  });
});

describe('resolveSentTransaction on a node that keeps no old state', () => {
  // Most full nodes keep the state of about 128 blocks; this one keeps 2.
  const node = useAnvil({ chainId: 31337, pruneHistory: 2 });

  it('a replacement mined before what the node keeps is "replaced" with no hash: found taken, not which', async () => {
    const client = createTestClient({ mode: 'anvil', transport: http(node().rpcUrl, { retryCount: 0 }) })
      .extend(publicActions)
      .extend(walletActions);
    await client.setAutomine(false);
    const sentBlock = await client.getBlockNumber({ cacheTime: 0 });
    const fees = { maxFeePerGas: parseGwei('10'), maxPriorityFeePerGas: parseGwei('1') };
    const hash = await client.sendTransaction({ account: SENDER, to: RECIPIENT, value: parseEther('1'), chain: null, ...fees });
    const { nonce } = await client.getTransaction({ hash });
    await client.sendTransaction({ account: SENDER, to: RECIPIENT, value: parseEther('1'), nonce, chain: null, maxFeePerGas: parseGwei('30'), maxPriorityFeePerGas: parseGwei('5') });
    await client.mine({ blocks: 20 });
    await client.setAutomine(true);
    const record: SentTransaction = { hash, chainId: 31337, from: SENDER, nonce, to: RECIPIENT, value: parseEther('1').toString(), input: '0x', description: 'test', sentAt: Date.now(), sentBlock: sentBlock.toString() };
    await expect(client.getTransactionCount({ address: SENDER, blockNumber: sentBlock })).rejects.toThrow();
    expect(await resolveSentTransaction({ client, record, now: Date.now() })).toEqual({ state: 'replaced', replacementHash: null });
  });
});
