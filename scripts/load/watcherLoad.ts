import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createPublicClient, createTestClient, createWalletClient, encodeFunctionData, erc20Abi, getAddress, http, parseEther, parseGwei, publicActions, type Abi, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';
import { openDatabase } from '../../lib/server/db/database';
import { paymentRequests } from '../../lib/server/db/schema';
import { startPaymentWatcher } from '../../lib/server/watcher/paymentWatcher';
import { embeddedWatchLock } from '../../lib/server/watcher/watchLock';
import { startAnvil } from '../../tooling/anvil';
import { ANVIL_MNEMONIC, anvilAccount } from '../../tooling/anvilAccounts';
import { testContract } from '../../tooling/contracts/contracts';

/** Open requests the watcher carries: the figure. */
const OPEN_REQUESTS = 10_000;

/** Requesters they belong to: 100 each, the most one address may have open. */
const REQUESTERS = 100;

/** How long the chain runs at one block a second while the watcher follows it, ms. */
const RUN_MS = 30_000;

/** A scenario's row of `npm run load`'s table, and whether it failed. */
export type WatcherLoadResult = { row: [string, string, string]; failed: boolean; failure?: string };

/**
 * `npm run load`'s watcher scenario (`docs/requests.md`, "The watcher"):
 * {@link OPEN_REQUESTS} open requests in the embedded database (half in
 * ETH, half in an ERC-20), an anvil node making one block a second, and
 * each second an exact ETH payment, an exact token payment and a transfer
 * that pays nothing; the payment watcher of the server, run in this
 * process, follows the chain for {@link RUN_MS}. Reports the lag behind
 * the latest block at each poll, and the process's CPU time per block
 * (the watcher's: the transactions are signed before the run);
 * fails when a payment goes unrecorded or the watcher falls over 2 blocks
 * behind.
 */
export async function runWatcherLoad(): Promise<WatcherLoadResult> {
  const node = await startAnvil({ chainId: anvil.id, blockTime: 1, accounts: 10 });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'co-editions-watcher-load-'));
  const database = await openDatabase({ kind: 'embedded', dataDir: folder });
  try {
    const transport = http(node.rpcUrl, { retryCount: 0 });
    const chain = createTestClient({ chain: anvil, mode: 'anvil', transport }).extend(publicActions);
    const payer = createWalletClient({ account: anvilAccount(1), chain: anvil, transport });
    const { abi, bytecode } = testContract('TestToken');
    const deployed = await payer.deployContract({ abi: abi as Abi, bytecode: bytecode as Hex, args: ['Load USD', 'LUSD', 6] });
    const token = getAddress((await chain.waitForTransactionReceipt({ hash: deployed })).contractAddress!);
    await chain.waitForTransactionReceipt({ hash: await payer.writeContract({ address: token, abi: abi as Abi, functionName: 'mint', args: [anvilAccount(1), 10n ** 15n] }) });

    const createdBlock = await chain.getBlockNumber({ cacheTime: 0 });
    const requesters = Array.from({ length: REQUESTERS }, (_, index) => getAddress(`0x${(0xc0de0000 + index).toString(16).padStart(40, '0')}`));
    const rows = Array.from({ length: OPEN_REQUESTS }, (_, index) => ({
      id: `load${String(index).padStart(18, '0')}`,
      requester: requesters[index % REQUESTERS]!,
      chainId: anvil.id,
      token: index % 2 === 0 ? null : token,
      amount: String(index % 2 === 0 ? parseEther('0.001') + BigInt(index) : 1_000_000n + BigInt(index)),
      note: null,
      createdAt: new Date(Date.UTC(2026, 11, 1) + index),
      createdBlock: createdBlock.toString(),
      expiresAt: null,
    }));
    for (let start = 0; start < rows.length; start += 1_000) await database.db.insert(paymentRequests).values(rows.slice(start, start + 1_000));

    const lags: number[] = [];
    let lastCursor = createdBlock;
    const watcher = startPaymentWatcher({
      database: async () => database.db,
      clients: new Map([[anvil.id, createPublicClient({ chain: anvil, transport })]]),
      finalityDepths: new Map(),
      lock: embeddedWatchLock(),
      onPoll: (_chainId, result) => {
        lags.push(Number(result.headNumber - result.cursor));
        lastCursor = result.cursor;
      },
    });
    // Every payment is signed before the clock starts, so the CPU measured is the watcher's, not the signer's.
    const seconds = RUN_MS / 1000;
    const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 });
    const fees = { maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('1'), chainId: anvil.id, type: 'eip1559' as const };
    let nonce = await chain.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const signed: Hex[][] = [];
    for (let second = 0; second < seconds; second += 1) {
      const native = rows[(second * 2) % OPEN_REQUESTS]!;
      const tokenRow = rows[(second * 2 + 1) % OPEN_REQUESTS]!;
      const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [tokenRow.requester, BigInt(tokenRow.amount)] });
      signed.push([
        await account.signTransaction({ ...fees, nonce: nonce++, gas: 21_000n, to: native.requester, value: BigInt(native.amount) }),
        await account.signTransaction({ ...fees, nonce: nonce++, gas: 100_000n, to: token, data: transfer }),
        // A transfer that pays nothing: 1 wei to a requester.
        await account.signTransaction({ ...fees, nonce: nonce++, gas: 21_000n, to: native.requester, value: 1n }),
      ]);
    }
    const cpuBefore = process.cpuUsage();
    const firstBlock = await chain.getBlockNumber({ cacheTime: 0 });
    for (const batch of signed) {
      for (const serializedTransaction of batch) await chain.sendRawTransaction({ serializedTransaction });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const sent = signed.length * 2;
    const lastBlock = await chain.getBlockNumber({ cacheTime: 0 });
    // Let the watcher reach the last block before it stops.
    const deadline = performance.now() + 10_000;
    while (lastCursor < lastBlock && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const cpu = process.cpuUsage(cpuBefore);
    await watcher.stop();

    const total = await database.db.$count(paymentRequests);
    const recorded = (await database.db.select({ hash: paymentRequests.paymentHash }).from(paymentRequests)).filter(({ hash }) => hash !== null).length;
    const blocks = Number(lastBlock - firstBlock);
    const cpuMsPerBlock = (cpu.user + cpu.system) / 1000 / Math.max(blocks, 1);
    const sorted = [...lags].sort((a, b) => a - b);
    const maxLag = sorted.at(-1) ?? 0;
    const failed = recorded !== sent || maxLag > 2;
    return {
      row: [
        `Payment watcher: ${total.toLocaleString('en-US')} open requests (half ETH, half ERC-20), one block a second for ${RUN_MS / 1000} s`,
        `${recorded}/${sent} payments recorded; lag behind the latest block at each of ${lags.length} polls: median ${sorted[Math.floor(sorted.length / 2)] ?? 0}, max ${maxLag} blocks`,
        `${cpuMsPerBlock.toFixed(1)} ms CPU a block (the watcher's process; the payments were signed before)`,
      ],
      failed,
      ...(failed ? { failure: `${recorded} of ${sent} payments recorded, lag up to ${maxLag} blocks` } : {}),
    };
  } finally {
    await database.close();
    await node.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
