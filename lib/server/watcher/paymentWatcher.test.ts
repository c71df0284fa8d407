import { createPublicClient, http } from 'viem';
import { anvil } from 'viem/chains';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/lib/server/db/database';
import { createRequest } from '@/lib/server/requests/requestStore';
import { getFreePort, startAnvil } from '@/tooling/anvil';
import { anvilAccount } from '@/tooling/anvilAccounts';
import { startPaymentWatcher } from './paymentWatcher';
import { embeddedWatchLock } from './watchLock';
import { readWatchHealth } from './watchHealth';

const T0 = new Date('2026-12-01T12:00:00Z');

describe('the payment watcher in the server, with its node down and back', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('backs off without crashing, logs once per outage and once on recovery, and health says so after 60 s', async () => {
    const port = await getFreePort();
    let node = await startAnvil({ chainId: anvil.id, port });
    const database = await openDatabase({ kind: 'memory' });
    let clock = T0;
    let calls = 0;
    let polls = 0;
    const client = createPublicClient({ chain: anvil, transport: http(node.rpcUrl, { retryCount: 0, onFetchRequest: () => void (calls += 1) }) });
    await createRequest(database.db, { requester: anvilAccount(3), chainId: anvil.id, token: null, amount: 1n, note: undefined, expiresAt: null, createdBlock: 0n, now: T0 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logs = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const watcher = startPaymentWatcher({
      database: async () => database.db,
      clients: new Map([[anvil.id, client]]),
      finalityDepths: new Map(),
      lock: embeddedWatchLock(),
      now: () => clock,
      onPoll: () => void (polls += 1),
    });
    try {
      await expect.poll(() => polls).toBeGreaterThan(0);
      expect(await readWatchHealth(database.db, clock)).toMatchObject({ status: 'ok', chains: { [anvil.id]: { block: 0, lagBlocks: 0, lastPollAt: T0.toISOString() } } });

      await node.stop();
      const before = calls;
      // Three failed polls, the back-off growing between them: one line for the outage.
      await expect.poll(() => calls - before, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
      expect(errors.mock.calls.filter(([line]) => String(line).startsWith('Payment watcher: chain 31337 could not be polled'))).toHaveLength(1);
      clock = new Date(T0.getTime() + 61_000);
      expect(await readWatchHealth(database.db, clock)).toMatchObject({ status: 'stale', error: expect.stringContaining('chain 31337') });

      node = await startAnvil({ chainId: anvil.id, port });
      await expect.poll(() => logs.mock.calls.filter(([line]) => String(line).startsWith('Payment watcher: chain 31337 is watched again')).length, { timeout: 20_000 }).toBe(1);
      expect(await readWatchHealth(database.db, clock)).toMatchObject({ status: 'ok' });
      expect(errors.mock.calls.filter(([line]) => String(line).startsWith('Payment watcher'))).toHaveLength(1);
    } finally {
      await watcher.stop();
      await node.stop();
      await database.close();
    }
  });
});
